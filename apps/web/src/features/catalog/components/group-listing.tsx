import type { Group } from '@shop/contract';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListingParams } from '../hooks/listing-params.ts';
import { useListing } from '../hooks/use-listing.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import { ListingToolbar } from './listing-toolbar.tsx';
import { Pagination } from './pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import styles from './shop-page.module.css';

/** The group description panel: breadcrumb, name, description and image. */
function GroupPanel({ group, categoryName }: { group: Group | undefined; categoryName: string | null }) {
  const { t } = useTranslation();
  const loc = useLocalize();
  if (!group) {
    return (
      <header className={styles.groupPanel} data-testid="group-panel" aria-busy="true">
        <div className={styles.groupText}>
          <PageHeading className={styles.groupTitle}>{t('pages.shop')}</PageHeading>
        </div>
      </header>
    );
  }
  return (
    <header className={styles.groupPanel} data-testid="group-panel">
      <div className={styles.groupText}>
        <nav aria-label={t('catalog.shop.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link to="/shop">{t('pages.shop')}</Link>
            </li>
            {categoryName ? <li>{categoryName}</li> : null}
          </ol>
        </nav>
        <PageHeading className={styles.groupTitle}>{loc(group.name)}</PageHeading>
        <p className={styles.groupDescription}>{loc(group.description)}</p>
      </div>
      {group.imageFilename ? (
        <img className={styles.groupImage} src={mediaUrl(group.imageFilename, 160)} alt="" width={160} height={160} />
      ) : null}
    </header>
  );
}

/** The products of one group with filter, sort, page size, view and pagination in the address. */
export function GroupListing({
  groupId,
  group,
  categoryName,
}: {
  groupId: number;
  /** The group's texts; undefined while the groups load. */
  group: Group | undefined;
  categoryName: string | null;
}) {
  const { t } = useTranslation();
  const loc = useLocalize();
  useDocumentTitle(group ? loc(group.name) : t('pages.shop'));
  const state = useListingParams();
  const { update } = state;
  const resetPage = useCallback(() => update({ page: 1 }, { replace: true }), [update]);
  const listing = useListing({
    articleGroup: groupId,
    pattern: state.filter,
    size: state.size,
    sort: state.sort,
    requestedPage: state.page,
    enabled: true,
    onInvalidPage: resetPage,
  });

  let body: React.ReactNode;
  if (listing.error) body = <Alert tone="error">{t('catalog.loadError')}</Alert>;
  else if (listing.loading || !listing.products) body = <ProductGridSkeleton layout={state.view} />;
  else if (listing.count === 0 || listing.products.length === 0)
    body = (
      <p className={styles.empty} data-testid="listing-empty">
        {state.filter ? t('catalog.shop.emptyFilter', { filter: state.filter }) : t('catalog.shop.empty')}
      </p>
    );
  else
    body = (
      <>
        <ProductGrid products={listing.products} layout={state.view} busy={listing.busy} />
        {listing.pages !== null && listing.pages > 1 ? (
          <Pagination
            page={listing.page}
            pages={listing.pages}
            onChange={(page) => update({ page })}
            hrefOf={state.pageHref}
          />
        ) : null}
      </>
    );

  return (
    <>
      <GroupPanel group={group} categoryName={categoryName} />
      <ListingToolbar state={state} onChange={update} />
      <p className={styles.count} aria-live="polite" data-testid="listing-count">
        {listing.count === null ? '\u00a0' : t('catalog.shop.count', { count: listing.count })}
      </p>
      {body}
    </>
  );
}
