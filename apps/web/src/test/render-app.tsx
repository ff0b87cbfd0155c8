import type { Tenant } from '@shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { applyTenant, Providers } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import { initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { initAuth, initialAuthState, useAuthStore } from '../stores/auth-store.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { makeTenant } from './fixtures.ts';

type Options = { tenant?: Tenant; loggedIn?: boolean; showStoreList?: boolean; lang?: 'en' | 'sv' | 'fi' };

/** Renders the whole shop at `path` in a memory router, start-up session check already done. */
export function renderApp(
  path: string,
  { tenant = makeTenant(), loggedIn = false, showStoreList = false, lang = 'en' }: Options = {},
) {
  queryClient.clear();
  useCartStore.getState().clear();
  useAuthStore.setState({ ...initialAuthState });
  initI18n(lang);
  applyTenant(tenant);
  initAuth(tenant);
  useAuthStore.setState({ ready: true, isProcessing: false, loggedIn, showStoreList });
  // The address the app is at, read as tests read a router's state.
  const router = { state: { location: null as unknown as Location } };
  function LocationProbe() {
    router.state.location = useLocation();
    return null;
  }
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { router, ...view };
}

/** A query client of its own for one test: no retries, so a failed answer shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders `ui` alone (not the whole shop) in a memory router, with `client` for its queries. */
export function renderWithQueries(ui: ReactNode, client: QueryClient = testQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
