import { lazy, Suspense, useEffect, useState } from 'react';
import { useSideCartStore } from '../hooks/side-cart-store.ts';

const SideCartHost = lazy(() => import('./side-cart.tsx').then((m) => ({ default: m.SideCartHost })));

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
