import { lazy, Suspense } from 'react';
import { ui } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { MediaBoundary } from './media-boundary.tsx';

// The pictures and files of a product are the media area's (features/media); loaded with the editor's media card.
const ProductMedia = lazy(() => import('../../media/index.ts').then((m) => ({ default: m.ProductMedia })));

/** The media area's `ProductMedia` in the product editor; a failure there leaves the editor working. */
export function ProductMediaSlot({ tenant, productId }: { tenant: number; productId: number }) {
  const { t } = useTranslation();
  return (
    <MediaBoundary fallback={<p className={ui.muted}>{t('catalog.media.unavailable')}</p>}>
      <Suspense fallback={<p className={ui.muted}>{t('common.loading')}</p>}>
        <ProductMedia tenant={tenant} productId={productId} />
      </Suspense>
    </MediaBoundary>
  );
}
