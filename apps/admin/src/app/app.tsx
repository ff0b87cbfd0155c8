import { hasPermission } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { checkSession, SignInPage } from '../features/auth/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';
import { Shell } from './shell.tsx';

// Each area's code loads with its first page: the sign-in needs none of it.
const OrdersPage = lazy(() => import('../features/orders/index.ts').then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazy(() => import('../features/orders/index.ts').then((m) => ({ default: m.OrderPage })));
const CustomersPage = lazy(() => import('../features/customers/index.ts').then((m) => ({ default: m.CustomersPage })));
const CustomerPage = lazy(() => import('../features/customers/index.ts').then((m) => ({ default: m.CustomerPage })));
const StoreRequestsPage = lazy(() =>
  import('../features/stores/index.ts').then((m) => ({ default: m.StoreRequestsPage })),
);
const AuditPage = lazy(() => import('../features/audit/index.ts').then((m) => ({ default: m.AuditPage })));
const SettingsPage = lazy(() => import('../features/settings/index.ts').then((m) => ({ default: m.SettingsPage })));
const ProductsPage = lazy(() => import('../features/catalog/index.ts').then((m) => ({ default: m.ProductsPage })));
const ProductPage = lazy(() => import('../features/catalog/index.ts').then((m) => ({ default: m.ProductPage })));
const GroupsPage = lazy(() => import('../features/catalog/index.ts').then((m) => ({ default: m.GroupsPage })));
const ContentPage = lazy(() => import('../features/content/index.ts').then((m) => ({ default: m.ContentPage })));
const CampaignsPage = lazy(() => import('../features/catalog/index.ts').then((m) => ({ default: m.CampaignsPage })));
const ImportPage = lazy(() => import('../features/import/index.ts').then((m) => ({ default: m.ImportPage })));

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal stays a refusal; only network trouble and 5xx are worth a second try.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The pages of a signed-in operator; without a session, the sign-in (the address stays for after it). */
export function AppRoutes() {
  const session = useSession();
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    checkSession()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, []);

  if (!session) return <SignInPage />;
  if (!checked) return <p className="visually-hidden">{t('common.loading')}</p>;
  return (
    <Routes>
      <Route element={<Shell session={session} />}>
        <Route index element={<Navigate to="/orders" replace />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderNumber" element={<OrderPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:customerNumber" element={<CustomerPage />} />
        <Route path="store-requests" element={<StoreRequestsPage />} />
        <Route path="audit" element={<AuditPage />} />
        {hasPermission(session.roles, 'settings:read') ? <Route path="settings" element={<SettingsPage />} /> : null}
        <Route path="catalog" element={<ProductsPage />} />
        <Route path="catalog/products/:id" element={<ProductPage />} />
        <Route path="catalog/groups" element={<GroupsPage />} />
        <Route path="content" element={<ContentPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="campaigns" element={<CampaignsPage />} />
        <Route path="*" element={<Navigate to="/orders" replace />} />
      </Route>
    </Routes>
  );
}

export function App({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <AppRoutes />
    </QueryClientProvider>
  );
}
