import type { Language, Tenant } from '@shop/contract';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PAGE_COMPONENTS } from './app/pages.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { decideRoute, tenantRouteSettings } from './app/routing.ts';
import { seedFirstView } from './lib/first-view.ts';
import { initI18n, loadLanguage } from './lib/i18n.ts';
import { useTenantStore } from './lib/tenant.ts';
import { syncTenant, useAuthStore } from './stores/auth-store.ts';
import { useCartStore } from './stores/cart-store.ts';
import { useCustomerTypeStore } from './stores/customer-type-store.ts';

const STORES = [useTenantStore, useAuthStore, useCartStore, useCustomerTypeStore] as const;

/**
 * React renders a store on the server from its initial state (zustand's server snapshot); the
 * server's render takes the state each render set up for its page as that.
 */
function takeStateAsInitial(): void {
  for (const store of STORES) Object.assign(store.getInitialState(), store.getState());
}

export type RenderInput = {
  url: string;
  tenant: Tenant;
  lang: Language;
  /** The first view's answers as the page carries them: `[{ call, body, answer }]`. */
  firstView: unknown[];
};

/**
 * A guest's view of a page as HTML: the shell and the page the address shows, in `lang`, from
 * the answers the server embeds as the page's first view (decision 004), so that rendering asks
 * nothing. The first step of server rendering (issue 25): the server does not serve it yet, and
 * the browser does not hydrate it yet. The texts and the stores are the process's own, so one
 * render must end before the next starts: the page's code and texts load first, then the render
 * itself is synchronous. Built for Node by `vite build --ssr src/entry-server.tsx` (dist-server/).
 */
export async function renderPage(input: RenderInput): Promise<string> {
  const { tenant, lang } = input;
  const pathname = new URL(input.url, 'http://shop.invalid').pathname;
  await loadLanguage(lang);
  const decision = decideRoute(pathname, { ...tenantRouteSettings(tenant), loggedIn: false, showStoreList: false });
  const page = decision.kind === 'page' ? PAGE_COMPONENTS[decision.page.page] : undefined;
  if (page) await page.preload(lang);
  initI18n(lang);
  useTenantStore.getState().setTenant(tenant);
  syncTenant(tenant);
  useAuthStore.setState({ isProcessing: false, ready: true, loggedIn: false, username: null, showStoreList: false });
  seedFirstView(input.firstView);
  takeStateAsInitial();
  return renderToString(
    <Providers>
      <StaticRouter location={input.url}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
}
