import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PageProps } from '../../../app/pages.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ensureArea, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loadInformationTab, MissingAddressBanners } from '../../addresses/index.ts';
import { loadListsTab } from '../../lists/index.ts';
import { loadSettingsTab } from '../../settings/index.ts';
import styles from './account.module.css';

/** A tab's component loaded on first use together with the texts of its feature. */
function tab<P extends object>(areas: string[], load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...areas.map((a) => ensureArea(a))]);
    return module;
  });
}

// The orders of the overview and the orders tab offer 'Save as order list' (the lists' texts).
const DashboardTab = tab(['catalog', 'lists'], () => import('./dashboard-tab.tsx'));
const InformationTab = tab(['addresses'], loadInformationTab);
const SettingsTab = tab(['settings'], loadSettingsTab);
const OrdersTab = tab(['lists'], () => import('./orders-tab.tsx'));
const ListsTab = tab(['lists'], loadListsTab);

type Tab = PageProps<'account'>['match']['tab'];
const TABS: { tab: Tab; path: string }[] = [
  { tab: 'dashboard', path: '/account/dashboard' },
  { tab: 'orders', path: '/account/orders' },
  { tab: 'lists', path: '/account/lists' },
  { tab: 'information', path: '/account/information' },
  { tab: 'settings', path: '/account/settings' },
];

const TITLES: Record<Tab, string> = {
  dashboard: 'pages.accountDashboard',
  orders: 'pages.accountOrders',
  lists: 'pages.accountLists',
  information: 'pages.accountInformation',
  settings: 'pages.accountSettings',
};

/** The order number of `/account/orders/{n}`, or null when it is not one. */
export function parseOrderNumber(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The account area (SPEC.md §2): tabs that follow the path, and the tab's content. */
export default function AccountPage({ match }: PageProps<'account'>) {
  const { t } = useTranslation();
  const orderNumber = match.tab === 'orders' ? parseOrderNumber(match.orderNumber) : null;
  const title =
    orderNumber !== null ? t('pages.accountOrder', { orderNumber }) : t(TITLES[match.tab] ?? TITLES.dashboard);
  useDocumentTitle(title);
  const tabs = useRef<HTMLUListElement>(null);
  // Where the tabs scroll sideways (narrow phones), the current one is scrolled into the row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of tab scrolls to it
  useEffect(() => {
    const list = tabs.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [match.tab]);
  return (
    <div className={styles.page}>
      <div data-testid="page-account" data-tab={match.tab} data-order={match.orderNumber ?? ''}>
        <PageHeading>{title}</PageHeading>
      </div>
      {/* Missing addresses are warned about on every tab; the information tab shows its own. */}
      {match.tab === 'information' ? null : <MissingAddressBanners />}
      <nav className={styles.tabs} aria-label={t('account.tabs.label')} data-testid="account-tabs">
        <ul ref={tabs}>
          {TABS.map(({ tab: name, path }) => (
            <li key={name}>
              <Link
                to={path}
                className={styles.tab}
                aria-current={match.tab === name ? 'page' : undefined}
                data-testid={`account-tab-${name}`}
              >
                {t(`account.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.quickOrder}>
        <Link to="/quick-order" data-testid="account-quick-order">
          {t('account.quickOrder')}
        </Link>
      </p>
      <div className={styles.panel} data-testid={`account-panel-${match.tab}`}>
        <Suspense fallback={<PageLoading />}>
          {match.tab === 'dashboard' ? <DashboardTab /> : null}
          {match.tab === 'orders' ? <OrdersTab orderNumber={orderNumber} /> : null}
          {match.tab === 'lists' ? <ListsTab listId={match.listId} /> : null}
          {match.tab === 'information' ? <InformationTab /> : null}
          {match.tab === 'settings' ? <SettingsTab /> : null}
        </Suspense>
      </div>
    </div>
  );
}
