import type { Article } from '@shop/contract';
import { useCartStore } from '../../../stores/cart-store.ts';

/**
 * Replaces a cart line by another package of the product with `amount` (SPEC.md §4); when that
 * package is already in the cart the amounts add up. (Only the cart page edits packages, so this
 * stays out of the start-up JavaScript.)
 */
export function changePackage(oldArticleId: number, newArticle: Article, amount: number): void {
  const cart = useCartStore.getState();
  const old = cart.items[String(oldArticleId)];
  if (!old || !Number.isInteger(amount) || amount < 1) return;
  if (newArticle.id === oldArticleId) {
    cart.setAmount(oldArticleId, amount);
    return;
  }
  cart.remove(oldArticleId);
  useCartStore.getState().add(old.product, newArticle, amount);
}
