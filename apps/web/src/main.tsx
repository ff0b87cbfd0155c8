import './styles/global.css';
import { LANGUAGES, type Tenant } from '@shop/contract';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { applyTenant, Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { StartupError } from './app/startup-error.tsx';
import { initAuth, startSession } from './features/auth/hooks/auth-store.ts';
import { flushCart } from './features/cart/hooks/cart-store.ts';
import { initI18n, loadLanguage } from './lib/i18n.ts';
import { browserLanguages, chooseLanguage } from './lib/language.ts';
import { readLanguage, writeLanguage } from './lib/storage.ts';
import { loadTenant } from './lib/tenant.ts';

/** A `?lang=xx` in the address counts as the shopper's choice (the language links carry it). */
function takeLanguageFromAddress(tenant: Tenant): void {
  const lang = new URLSearchParams(window.location.search).get('lang');
  if (lang && (tenant.languages as readonly string[]).includes(lang)) writeLanguage(lang);
}

async function start(root: Root, tenant: Tenant): Promise<void> {
  takeLanguageFromAddress(tenant);
  const lang = chooseLanguage(tenant, readLanguage(), browserLanguages());
  await loadLanguage(lang);
  initI18n(lang);
  applyTenant(tenant);
  initAuth(tenant);
  void startSession();
  window.addEventListener('pagehide', flushCart);
  const router = createRouter();
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
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
