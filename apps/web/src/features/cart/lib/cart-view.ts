import { MAX_LINE_AMOUNT, type ProductSummary, shownAmount } from '@shop/contract';
import { purchasableArticles } from '../../../lib/articles.ts';

/** Largest amount the cart's editor takes for one line (as the product page and the order). */
export const MAX_EDIT_AMOUNT = MAX_LINE_AMOUNT;

/** The packages a shopper may choose, and the package as its name words it (as on the product page). */
export { packageText as packageName, purchasableArticles as choosableArticles } from '../../../lib/articles.ts';

/** An amount typed into the editor: a whole number from 1 to MAX_EDIT_AMOUNT, or why not. */
export type AmountInput =
  | { ok: true; amount: number }
  | { ok: false; reason: 'required' | 'notNumber' | 'min' | 'max' };

export function readAmount(raw: string): AmountInput {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'required' };
  if (!/^-?\d+$/.test(text)) return { ok: false, reason: 'notNumber' };
  const amount = Number(text);
  if (amount < 1) return { ok: false, reason: 'min' };
  if (amount > MAX_EDIT_AMOUNT) return { ok: false, reason: 'max' };
  return { ok: true, amount };
}

/** A net amount as the shopper sees it: with VAT for private customers (SPEC.md §5; the contract's shownAmount). */
export const displayAmount = shownAmount;

/**
 * Up to `count` accessories: products related to the cart's products first, then products of
 * the same groups, never a product already in the cart nor one without a package to choose.
 */
export function pickAccessories(
  related: readonly (readonly ProductSummary[])[],
  sameGroup: readonly ProductSummary[],
  inCart: ReadonlySet<number>,
  count: number,
): ProductSummary[] {
  const picked: ProductSummary[] = [];
  const seen = new Set(inCart);
  for (const product of [...related.flat(), ...sameGroup]) {
    if (picked.length >= count) break;
    if (seen.has(product.id) || purchasableArticles(product.articles).length === 0) continue;
    seen.add(product.id);
    picked.push(product);
  }
  return picked;
}
