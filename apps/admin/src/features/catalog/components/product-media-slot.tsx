import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { ui } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { MediaBoundary } from './media-boundary.tsx';

// The pictures and files are the media area's (features/media); loaded with the part of the page that shows them.
const ProductMedia = lazy(() => import('../../media/index.ts').then((m) => ({ default: m.ProductMedia })));
const OwnerPicture = lazy(() => import('../../media/index.ts').then((m) => ({ default: m.OwnerPicture })));

/** A part of the media area in a catalog page; a failure there leaves the page working. */
function MediaSlot({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <MediaBoundary fallback={<p className={ui.muted}>{t('catalog.media.unavailable')}</p>}>
      <Suspense fallback={<p className={ui.muted}>{t('common.loading')}</p>}>{children}</Suspense>
    </MediaBoundary>
  );
}

/** The media area's `ProductMedia` in the product editor. */
export function ProductMediaSlot({ tenant, productId }: { tenant: number; productId: number }) {
  return (
    <MediaSlot>
      <ProductMedia tenant={tenant} productId={productId} />
    </MediaSlot>
  );
}

/** The media area's `OwnerPicture`: a group's or category's picture on the groups page. */
export function PictureSlot(props: ComponentProps<typeof OwnerPicture>) {
  return (
    <MediaSlot>
      <OwnerPicture {...props} />
    </MediaSlot>
  );
}
