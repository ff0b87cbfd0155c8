import { SEARCH_PAGE_SIZE } from '@shop/contract';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useListingParams } from '../hooks/listing-params.ts';
import { useListing } from '../hooks/use-listing.ts';
import { Pagination } from './pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import styles from './results-page.module.css';

/**
 * `/results?q=`: products whose localized name or description (in the interface language) or
 * article number contains the words, 20 per page.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const state = useListingParams('q');
  const query = state.filter;
  const title = query ? t('pages.resultsFor', { query }) : t('pages.results');
  useDocumentTitle(title);
  const { update } = state;
  const resetPage = useCallback(() => update({ page: 1 }, { replace: true }), [update]);
  const listing = useListing({
    pattern: query,
    size: SEARCH_PAGE_SIZE,
    requestedPage: state.page,
    enabled: query !== '',
    onInvalidPage: resetPage,
  });

  let body: React.ReactNode;
  if (!query) body = <p className={styles.lead}>{t('catalog.results.noQuery')}</p>;
  else if (listing.error) body = <Alert tone="error">{t('catalog.loadError')}</Alert>;
  else if (listing.loading || !listing.products) body = <ProductGridSkeleton />;
  else if (listing.count === 0 || listing.products.length === 0)
    body = (
      <div className={styles.nothing} data-testid="nothing-found">
        <p className={styles.nothingTitle}>{t('catalog.results.nothingFound')}</p>
        <p>{t('catalog.results.nothingFoundHint')}</p>
        <Link to="/shop" className={buttonClass('secondary')}>
          {t('catalog.results.browse')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ProductGrid products={listing.products} busy={listing.busy} />
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
    <div data-testid="page-results">
      <PageHeading>{title}</PageHeading>
      {query ? (
        <p className={styles.count} aria-live="polite" data-testid="results-count">
          {listing.count === null ? '\u00a0' : t('catalog.results.count', { count: listing.count })}
        </p>
      ) : null}
      {body}
    </div>
  );
}
