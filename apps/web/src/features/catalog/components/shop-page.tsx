import { type Category, type Group, SIDEBAR_MIN_WIDTH } from '@shop/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../../app/pages.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCategories, useGroups } from '../api/catalog-calls.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import { CategoryCards } from './category-cards.tsx';
import { CategoryPicker } from './category-nav.tsx';
import { GroupListing } from './group-listing.tsx';
import { ProductGridSkeleton } from './product-grid.tsx';
import styles from './shop-page.module.css';

const SIDEBAR_QUERY = `(min-width: ${SIDEBAR_MIN_WIDTH}px)`;

/**
 * The sidebar (from 768 px) has its own code (an accordion library the phone layout does
 * without); where it shows, its loading starts with this page's.
 */
const loadSidebar = () => import('./category-sidebar.tsx');
const CategorySidebar = lazy(() => loadSidebar().then((m) => ({ default: m.CategorySidebar })));
if (typeof window !== 'undefined' && window.matchMedia?.(SIDEBAR_QUERY).matches) void loadSidebar();

/** A group id as the path writes it: digits only. */
export function parseGroupId(raw: string | null): number | null | 'invalid' {
  if (raw === null) return null;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 'invalid';
}

function ShopLanding({ categories }: { categories: readonly Category[] | undefined }) {
  const { t } = useTranslation();
  const title = t('pages.shop');
  useDocumentTitle(title);
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <p className={styles.prompt} data-testid="select-group-prompt">
        {t('catalog.shop.selectPrompt')}
      </p>
      {categories ? <CategoryCards categories={categories} /> : <ProductGridSkeleton count={6} />}
    </>
  );
}

/** `/shop` (choose a category or group) and `/shop/{group}` (the group's products). */
export default function ShopPage({ match }: PageProps<'shop'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loc = useLocalize();
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const categories = useCategories();
  const groups = useGroups();
  const parsed = parseGroupId(match.group);
  const groupId = typeof parsed === 'number' ? parsed : null;
  const group: Group | undefined = groupId === null ? undefined : groups.data?.find((g) => g.id === groupId);
  const unknown = parsed === 'invalid' || (groupId !== null && groups.isSuccess && !group);

  useEffect(() => {
    if (unknown) void navigate('/404', { replace: true });
  }, [unknown, navigate]);

  const category = group ? categories.data?.find((c) => c.id === group.categoryId) : undefined;
  const nav = categories.data ? (
    wide ? (
      <CategorySidebar categories={categories.data} groupId={groupId} />
    ) : (
      <CategoryPicker categories={categories.data} groupId={groupId} />
    )
  ) : null;

  let content: React.ReactNode;
  if (categories.isError || groups.isError) {
    content = (
      <>
        <PageHeading>{t('pages.shop')}</PageHeading>
        <Alert tone="error">{t('catalog.loadError')}</Alert>
      </>
    );
  } else if (match.group === null) {
    content = <ShopLanding categories={categories.data} />;
  } else if (groupId !== null && !unknown) {
    // The listing loads at once, beside the groups; the panel fills in when they arrive.
    content = (
      <GroupListing key={groupId} groupId={groupId} group={group} categoryName={category ? loc(category.name) : null} />
    );
  } else {
    content = <ProductGridSkeleton />;
  }

  return (
    <div
      className={styles.layout}
      data-testid="page-shop"
      data-group={match.group ?? ''}
      data-layout={wide ? 'sidebar' : 'picker'}
    >
      {wide ? (
        <div className={styles.aside}>
          <Suspense fallback={null}>{nav}</Suspense>
        </div>
      ) : null}
      <div className={styles.content}>
        {wide ? null : nav}
        {content}
      </div>
    </div>
  );
}
