import { lazy, Suspense, useEffect, useState } from 'react';
import { ensureArea } from '../../../lib/i18n.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useSideCartStore } from '../hooks/side-cart-store.ts';

const SideCartHost = lazy(async () => {
  const [module] = await Promise.all([import('./side-cart.tsx'), ensureArea('cart')]);
  return { default: module.SideCartHost };
});

/**
 * On load, a saved cart's copies of its articles are brought up to date (cart-refresh.ts, loaded
 * only then): prices changed since, articles no longer sold. The cart tells the shopper when opened.
 */
function useRefreshOnLoad(): void {
  useEffect(() => {
    if (useCartStore.getState().itemsInCart === 0) return;
    import('../hooks/cart-refresh.ts')
      .then((m) => m.refreshCart())
      .catch((error: unknown) => console.error('cart refresh', error));
  }, []);
}

/** Mounts the side cart once it is first opened, so its code is not part of the first load. */
export function LazySideCart() {
  useRefreshOnLoad();
  const isOpen = useSideCartStore((s) => s.isOpen);
  const [wanted, setWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideCartHost />
    </Suspense>
  );
}
