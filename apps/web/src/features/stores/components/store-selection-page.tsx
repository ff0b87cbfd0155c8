import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ensureArea } from '../../../lib/i18n.ts';

/** The page's content and texts load on demand: this file is part of the start-up code (the route gate). */
const StorePicker = lazy(async () => {
  const [module] = await Promise.all([import('./store-picker.tsx'), ensureArea('stores')]);
  return module;
});

/** Shown for every path while a signed-in customer of the non-public tenant must pick a store. */
export function StoreSelectionPage() {
  return (
    <div data-testid="store-selection">
      <Suspense fallback={<PageLoading />}>
        <StorePicker />
      </Suspense>
    </div>
  );
}
