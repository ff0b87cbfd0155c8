import type { DeliveryCostAnswer } from '@shop/contract';
import { apiCall } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';

export type DeliveryCostBody = { totalWeight: number; articleIds: number[] };

/** A delivery-cost answer the cart can use (DeliveryCostAnswerSchema in its essentials), else null. */
export function toDeliveryCost(answer: unknown): DeliveryCostAnswer | null {
  if (!isRecord(answer) || !Number.isInteger(answer.normal)) return null;
  const premium = Number.isInteger(answer.premium) ? (answer.premium as number) : null;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    normal: answer.normal as number,
    normalName: text(answer.normalName),
    normalDescription: text(answer.normalDescription),
    premium,
    premiumName: text(answer.premiumName),
  };
}

/**
 * order/ajaxGetDeliveryCost {totalWeight (grams of the items that do not ship free), articleIds}
 * → normal and premium freight with their names.
 */
export async function getDeliveryCost(body: DeliveryCostBody): Promise<DeliveryCostAnswer> {
  const answer = toDeliveryCost(await apiCall<unknown>('order/ajaxGetDeliveryCost', body));
  // No usable answer: normal delivery costs nothing (SPEC.md §4), no premium.
  return answer ?? { normal: 0, normalName: '', normalDescription: '', premium: null, premiumName: '' };
}
