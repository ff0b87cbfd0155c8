import { CurrentArticlesAnswerSchema } from '@shop/contract';
import { useEffect } from 'react';
import { create } from 'zustand';
import { apiCall } from '../../../lib/api-client.ts';
import { readUser } from '../../../lib/storage.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { type CartChange, useCartStore } from '../../../stores/cart-store.ts';

/**
 * The cart keeps a copy of each article in the browser (SPEC.md §3). On load and whenever the
 * cart or the side cart is opened it asks the shop for the articles as sold now
 * (article/current), replaces the copies that changed and removes the lines of articles no longer
 * sold; the shopper is told of changed prices and removed lines until the notice is dismissed.
 * The server prices every order itself, so an order never uses a stale copy either way.
 */

type CartNotices = {
  /** What the shopper has not yet dismissed, one entry per article (the latest change wins, from the first price). */
  changes: CartChange[];
  dismiss: () => void;
};

export const useCartNotices = create<CartNotices>()((set) => ({
  changes: [],
  dismiss: () => set({ changes: [] }),
}));

function remember(found: readonly CartChange[]): void {
  if (found.length === 0) return;
  const byArticle = new Map(useCartNotices.getState().changes.map((c) => [c.article.id, c]));
  for (const change of found) {
    const earlier = byArticle.get(change.article.id);
    // A price that changed twice reads from the price the shopper last saw to the newest.
    const from = earlier?.kind === 'price' && change.kind === 'price' ? earlier.from : null;
    const next = from === null || change.kind !== 'price' ? change : { ...change, from };
    if (next.kind === 'price' && next.from === next.article.price) byArticle.delete(change.article.id);
    else byArticle.set(change.article.id, next);
  }
  useCartNotices.setState({ changes: [...byArticle.values()] });
}

let running: Promise<void> | null = null;

/**
 * Refreshes the cart's articles from the shop (one call at a time; an empty cart asks nothing).
 * A failure leaves the cart as it is: the order is priced by the server anyway.
 */
export function refreshCart(): Promise<void> {
  if (running) return running;
  const asked = Object.values(useCartStore.getState().items).map((item) => item.article.id);
  // A guest of a non-public shop has no cart to refresh (the shop asks them to log in first).
  const guestOfClosedShop = useTenantStore.getState().tenant?.publicTenant === false && readUser() === null;
  if (asked.length === 0 || guestOfClosedShop) return Promise.resolve();
  running = apiCall('article/current', { articleIds: asked }, { schema: CurrentArticlesAnswerSchema })
    .then((current) => remember(useCartStore.getState().applyCurrent(asked, current)))
    .catch((error: unknown) => console.error('article/current', error))
    .finally(() => {
      running = null;
    });
  return running;
}

/** Refreshes the cart's articles when the component showing the cart mounts (the cart is opened). */
export function useCartRefresh(): void {
  useEffect(() => {
    void refreshCart();
  }, []);
}
