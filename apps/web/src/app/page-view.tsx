import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { PlaceholderPage } from '../features/content/components/placeholder-page.tsx';
import { useTenant } from '../lib/tenant.ts';
import type { AccountTab, PageMatch } from './routing.ts';

const ACCOUNT_TITLES: Record<AccountTab, string> = {
  dashboard: 'pages.accountDashboard',
  orders: 'pages.accountOrders',
  information: 'pages.accountInformation',
  settings: 'pages.accountSettings',
};

type Placeholder = {
  name: string;
  title: string;
  documentTitle?: string | null;
  data?: Record<`data-${string}`, string>;
};

function placeholderFor(
  match: Exclude<PageMatch, { page: 'login' }>,
  t: TFunction,
  shopName: string,
  query: string,
): Placeholder {
  switch (match.page) {
    case 'home':
      return { name: 'home', title: t('pages.home', { name: shopName }), documentTitle: null };
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
    case 'shop':
      return { name: 'shop', title: t('pages.shop'), data: match.group ? { 'data-group': match.group } : {} };
    case 'article':
      return { name: 'article', title: t('pages.article'), data: { 'data-id': match.id } };
    case 'summary':
      return { name: 'summary', title: t('pages.summary'), data: { 'data-order': match.orderNumber } };
    case 'results':
      return { name: 'results', title: query ? t('pages.resultsFor', { query }) : t('pages.results') };
    case 'resetPassword':
      return { name: 'reset-password', title: t('pages.resetPassword') };
    default:
      return { name: match.page, title: t(`pages.${match.page}`) };
  }
}

/** The page a route decision names. Pages of later issues show their heading only. */
export function PageView({ match }: { match: PageMatch }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [params] = useSearchParams();
  if (match.page === 'login') return <LoginPage />;
  const p = placeholderFor(match, t, tenant.name, params.get('q')?.trim() ?? '');
  return <PlaceholderPage key={p.name} {...p} />;
}
