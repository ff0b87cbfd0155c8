import type { CurrentArticle, QuickOrderResolveAnswer, Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import { findArticlesByNumber, findCurrentArticles } from './cart.repository.ts';

/** article/current: the articles of a saved cart as the shop sells them now (each asked id once). */
export async function currentArticles(
  ctx: AppContext,
  tenant: Tenant,
  ids: readonly number[],
): Promise<CurrentArticle[]> {
  return findCurrentArticles(ctx.db, tenant.id, [...new Set(ids)]);
}

/**
 * quickOrder/ajaxResolve: the articles of many article numbers at once (one query, any case):
 * those sold now, and each other number with its reason (another shop's number is unknown
 * here, as it is to the shop). A guest of a shop without guest checkout may not order: 403.
 */
export async function resolveArticleNumbers(
  ctx: AppContext,
  tenant: Tenant,
  signedIn: boolean,
  numbers: readonly string[],
): Promise<QuickOrderResolveAnswer> {
  if (!signedIn && !tenant.guestCheckout) throw new OperationError(403, 'guest_checkout_disabled');
  const rows = await findArticlesByNumber(ctx.db, tenant.id, numbers);
  const byNumber = new Map(rows.map((r) => [r.current.article.articleNumber.toUpperCase(), r]));
  const found: CurrentArticle[] = [];
  const refused: QuickOrderResolveAnswer['refused'] = [];
  const seen = new Set<string>();
  for (const number of numbers) {
    const key = number.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const row = byNumber.get(key);
    if (!row) refused.push({ articleNumber: number, reason: 'unknown_article' });
    else if (!row.sold) refused.push({ articleNumber: number, reason: 'inactive' });
    else found.push(row.current);
  }
  return { found, refused };
}
