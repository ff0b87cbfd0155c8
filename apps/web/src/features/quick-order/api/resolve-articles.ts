import { QUICK_ORDER_RESOLVE_MAX, type QuickOrderResolveAnswer, QuickOrderResolveAnswerSchema } from '@shop/contract';
import { apiCall } from '../../../lib/api-client.ts';

/** quickOrder/ajaxResolve for at most QUICK_ORDER_RESOLVE_MAX numbers (guest path for guests). */
export function resolveArticleNumbers(articleNumbers: string[], lang: string): Promise<QuickOrderResolveAnswer> {
  return apiCall('quickOrder/ajaxResolve', { articleNumbers, lang }, { schema: QuickOrderResolveAnswerSchema });
}

/**
 * Every number resolved, in parts of QUICK_ORDER_RESOLVE_MAX (one call after the other), each
 * number asked once whatever its case (the server matches any case); the answers joined.
 */
export async function resolveAll(
  articleNumbers: readonly string[],
  resolve: (part: string[]) => Promise<QuickOrderResolveAnswer>,
): Promise<QuickOrderResolveAnswer> {
  const unique = new Map<string, string>();
  for (const n of articleNumbers) if (!unique.has(n.toUpperCase())) unique.set(n.toUpperCase(), n);
  const numbers = [...unique.values()];
  const joined: QuickOrderResolveAnswer = { found: [], refused: [] };
  for (let i = 0; i < numbers.length; i += QUICK_ORDER_RESOLVE_MAX) {
    const answer = await resolve(numbers.slice(i, i + QUICK_ORDER_RESOLVE_MAX));
    joined.found.push(...answer.found);
    joined.refused.push(...answer.refused);
  }
  return joined;
}
