import { Suspense } from 'react';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { LazyLoginPage } from '../features/auth/components/lazy-login-page.tsx';
import { PlaceholderPage } from '../features/content/components/placeholder-page.tsx';
import { type TFunction, useTranslation } from '../lib/i18n.ts';
import { PAGE_COMPONENTS } from './pages.tsx';
import type { AccountTab, PageMatch } from './routing.ts';

const ACCOUNT_TITLES: Record<AccountTab, string> = {
  dashboard: 'pages.accountDashboard',
  orders: 'pages.accountOrders',
  lists: 'pages.accountLists',
  information: 'pages.accountInformation',
  settings: 'pages.accountSettings',
};

type Placeholder = {
  name: string;
  title: string;
  documentTitle?: string | null;
  data?: Record<`data-${string}`, string>;
};

function placeholderFor(match: Exclude<PageMatch, { page: 'login' }>, t: TFunction): Placeholder {
  switch (match.page) {
    case 'account':
      return {
        name: 'account',
        title: match.orderNumber
          ? t('pages.accountOrder', { orderNumber: match.orderNumber })
          : t(ACCOUNT_TITLES[match.tab]),
        data: { 'data-tab': match.tab, ...(match.orderNumber ? { 'data-order': match.orderNumber } : {}) },
      };
    case 'accountNew':
      return { name: 'account-new', title: t('pages.accountNew') };
    case 'summary':
      return { name: 'summary', title: t('pages.summary'), data: { 'data-order': match.orderNumber } };
    case 'resetPassword':
      return { name: 'reset-password', title: t('pages.resetPassword') };
    default:
      return { name: match.page, title: t(`pages.${match.page}`) };
  }
}

/** The page a route decision names: its own (lazily loaded) component, or its heading only. */
export function PageView({ match }: { match: PageMatch }) {
  const { t } = useTranslation();
  if (match.page === 'login') return <LazyLoginPage />;
  const Page = PAGE_COMPONENTS[match.page];
  if (Page) {
    return (
      <Suspense fallback={<PageLoading fill />}>
        <Page match={match} />
      </Suspense>
    );
  }
  const p = placeholderFor(match, t);
  return <PlaceholderPage key={p.name} {...p} />;
}
