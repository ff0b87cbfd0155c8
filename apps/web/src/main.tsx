import './styles/global.css';
import { LANGUAGES, type Language, type Tenant } from '@shop/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PAGE_COMPONENTS } from './app/pages.tsx';
import { applyTenant, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { decideRoute, tenantRouteSettings } from './app/routing.ts';
import { StartupError } from './app/startup-error.tsx';
import { initI18n, loadLanguage } from './lib/i18n.ts';
import { browserLanguages, chooseLanguage } from './lib/language.ts';
import { readLanguage, readUser, writeLanguage } from './lib/storage.ts';
import { loadTenant } from './lib/tenant.ts';
import { initAuth, startSession } from './stores/auth-store.ts';
import { flushCart } from './stores/cart-store.ts';

/** A `?lang=xx` in the address counts as the shopper's choice (the language links carry it). */
function takeLanguageFromAddress(tenant: Tenant): void {
  const lang = new URLSearchParams(window.location.search).get('lang');
  if (lang && (tenant.languages as readonly string[]).includes(lang)) writeLanguage(lang);
}

/**
 * The code and texts of the page the address shows, loaded beside the shell's texts, so that
 * the first render shows the page itself. (For catalog pages the server names the code in the
 * document and carries the texts and the first catalog answers in it.) A failure here is left
 * to the page's own loading.
 */
function preloadFirstPage(tenant: Tenant, lang: Language): Promise<unknown> {
  const decision = decideRoute(window.location.pathname, {
    ...tenantRouteSettings(tenant),
    loggedIn: readUser() !== null,
    showStoreList: false,
  });
  const page = decision.kind === 'page' ? PAGE_COMPONENTS[decision.page.page] : undefined;
  return page ? page.preload(lang).catch(() => undefined) : Promise.resolve();
}

async function start(root: Root, tenant: Tenant): Promise<void> {
  takeLanguageFromAddress(tenant);
  const lang = chooseLanguage(tenant, readLanguage(), browserLanguages());
  await Promise.all([loadLanguage(lang), preloadFirstPage(tenant, lang)]);
  initI18n(lang);
  applyTenant(tenant);
  initAuth(tenant);
  void startSession();
  window.addEventListener('pagehide', flushCart);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the page shows once it is complete).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}

async function boot(root: Root): Promise<void> {
  try {
    await start(root, await loadTenant());
  } catch {
    const all = { forcedLanguage: null, languages: [...LANGUAGES], defaultLanguage: 'en' as const };
    const lang = chooseLanguage(all, readLanguage(), browserLanguages());
    await loadLanguage(lang).catch(() => undefined);
    initI18n(lang);
    root.render(<StartupError onRetry={() => void boot(root)} />);
  }
}

const container = document.getElementById('root');
if (container) void boot(createRoot(container));
