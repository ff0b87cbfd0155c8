import { lazy, Suspense, useEffect, useState } from 'react';
import { ensureArea } from '../../../lib/i18n.ts';
import { useSideCartStore } from '../hooks/side-cart-store.ts';

const SideCartHost = lazy(async () => {
  const [module] = await Promise.all([import('./side-cart.tsx'), ensureArea('cart')]);
  return { default: module.SideCartHost };
});

/** Mounts the side cart once it is first opened, so its code is not part of the first load. */
export function LazySideCart() {
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
