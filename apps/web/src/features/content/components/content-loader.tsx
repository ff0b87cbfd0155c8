import type { ContentBodies, ContentPageName } from '@shop/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useContentPage } from '../api/content-page.ts';
import styles from './content.module.css';

/** The route names of the pages in the shop's texts (`pages.<name>`). */
const PAGE_TITLES: Record<ContentPageName, string> = {
  about: 'pages.about',
  faq: 'pages.faq',
  terms: 'pages.terms',
  contact: 'pages.contact',
  cookies: 'pages.cookieinformation',
  home: 'nav.home',
};

/** While a page loads, or when it cannot: the page's name as the title, and the state. */
function PendingPage({ page, failed }: { page: ContentPageName; failed: boolean }) {
  const { t } = useTranslation();
  const title = t(PAGE_TITLES[page]);
  useDocumentTitle(title);
  if (!failed) return <PageLoading fill />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PageHeading>{title}</PageHeading>
      </header>
      <Alert tone="error">{t('content.common.loadError')}</Alert>
    </div>
  );
}

/** Renders `children` with the page's body from the server once it is there. */
export function ContentLoader<P extends ContentPageName>({
  page,
  children,
}: {
  page: P;
  children: (body: ContentBodies[P]) => ReactNode;
}) {
  const query = useContentPage(page);
  if (query.data) return children(query.data.body);
  return <PendingPage page={page} failed={query.isError} />;
}
