import { MAX_LINE_AMOUNT, PREMIUM_DELIVERY_DEFAULT } from './limits.ts';

export { MAX_LINE_AMOUNT };

/**
 * The price of a cart line, alone in its module: the cart store needs it at start-up, the rest
 * of the cart and order rules (checkout-rules.ts) only the pages that load later.
 */

export type ArticlePayer = 'ALWAYS_CUSTOMER' | 'TENANT' | 'CUSTOMER';

/** What the rules need to know of an article. */
export interface RuleArticle {
  /** Net unit price in minor units. */
  price: number;
  /** Weight of one package in grams. */
  weight: number;
  freeShipping: boolean;
  payer: ArticlePayer;
}

export interface RuleLine {
  article: RuleArticle;
  amount: number;
}

/** Premium delivery when the shop has no premium price, in minor units (SPEC.md §3: 250). */
export const PREMIUM_DELIVERY_DEFAULT_MINOR = PREMIUM_DELIVERY_DEFAULT * 100;

/** The unit price charged: nothing when the shop pays (payer TENANT). */
export function chargedUnitPrice(article: Pick<RuleArticle, 'price' | 'payer'>): number {
  return article.payer === 'TENANT' ? 0 : article.price;
}

/** A cart line's price: unit price × amount (SPEC.md §3). */
export function linePrice(line: RuleLine): number {
  return chargedUnitPrice(line.article) * line.amount;
}
