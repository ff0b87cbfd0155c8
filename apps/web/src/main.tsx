import './styles/global.css';
import { LANGUAGES, type Language, type Tenant } from '@shop/contract';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PAGE_COMPONENTS } from './app/pages.tsx';
import { applyTenant, Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { decideRoute, tenantRouteSettings } from './app/routing.ts';
import { serverPageStays } from './app/server-page.ts';
import { StartupError } from './app/startup-error.tsx';
import { replayEarlyInput } from './lib/early-input.ts';
import { initI18n, loadLanguage } from './lib/i18n.ts';
import { browserLanguages, chooseLanguage, languageInAddress, pageLanguage } from './lib/language.ts';
import { serverMedia } from './lib/server-media.ts';
import { hydrateWithMedia, takeStateAsInitial } from './lib/server-render.ts';
import { readLanguage, readUser, writeLanguage } from './lib/storage.ts';
import { loadTenant, readEmbeddedTenant } from './lib/tenant.ts';
import { initAuth, startSession } from './stores/auth-store.ts';
import { flushCart } from './stores/cart-store.ts';

/** A `?lang=xx` in the address counts as the shopper's choice (the language links carry it). */
function takeLanguageFromAddress(tenant: Tenant): void {
  const lang = languageInAddress(tenant, window.location.search);
  if (lang) writeLanguage(lang);
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

/**
 * Once the app runs the page (it has taken the server's HTML over or rendered the page anew), the
 * document says so: `<html data-app="running">`. Until then a server-rendered page is HTML alone.
 */
function Running(): null {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return null;
}

/** Once the page is taken over: what the shopper did before is replayed (lib/early-input.ts). */
function AfterHydration(): null {
  useEffect(replayEarlyInput, []);
  return null;
}

let clientRoot: Root | null = null;

/** The root the app renders into anew (one per page, kept for a retry after a start-up error). */
function rootOf(container: HTMLElement): Root {
  if (!clientRoot) {
    container.replaceChildren();
    clientRoot = createRoot(container);
  }
  return clientRoot;
}

/** The app's root: React takes over the server's HTML in `lang` where it may, else renders anew. */
function mount(container: HTMLElement, lang: Language, app: ReactNode): void {
  const media = serverMedia(container);
  if (media && serverPageStays(container, lang)) {
    hydrateWithMedia(media);
    takeStateAsInitial();
    // As a transition, taking the page over yields to the browser every few milliseconds: the
    // page is there already, and a tap on it is not held up by one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <AfterHydration />
          <Running />
        </>,
      );
    });
    return;
  }
  // The server's HTML goes: what was done on it cannot be replayed.
  replayEarlyInput();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (the page shows once it is complete).
  const root = rootOf(container);
  startTransition(() =>
    root.render(
      <>
        {app}
        <Running />
      </>,
    ),
  );
}

async function start(container: HTMLElement, tenant: Tenant): Promise<void> {
  takeLanguageFromAddress(tenant);
  const lang = pageLanguage(tenant, window.location.search);
  await Promise.all([loadLanguage(lang), preloadFirstPage(tenant, lang)]);
  initI18n(lang);
  applyTenant(tenant);
  initAuth(tenant);
  void startSession();
  window.addEventListener('pagehide', flushCart);
  mount(
    container,
    lang,
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

async function boot(container: HTMLElement): Promise<void> {
  try {
    await start(container, await loadTenant());
  } catch {
    const all = { forcedLanguage: null, languages: [...LANGUAGES], defaultLanguage: 'en' as const };
    const lang = chooseLanguage(all, readLanguage(), browserLanguages());
    await loadLanguage(lang).catch(() => undefined);
    initI18n(lang);
    replayEarlyInput();
    rootOf(container).render(<StartupError onRetry={() => void boot(container)} />);
  }
}

const container = document.getElementById('root');
const embedded = readEmbeddedTenant();
// A page the server rendered for a guest stays until the app takes it over; for anyone else
// (also in another language, or laid out for another width than this browser's) it goes at
// once, so that nothing is clicked before the app renders it anew.
if (container && !(embedded && serverPageStays(container, pageLanguage(embedded, window.location.search)))) {
  container.replaceChildren();
  replayEarlyInput();
}
if (container) void boot(container);
