import type { Language, Tenant } from '@shop/contract';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PAGE_COMPONENTS } from './app/pages.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { decideRoute, tenantRouteSettings } from './app/routing.ts';
import { seedFirstView } from './lib/first-view.ts';
import { initI18n, loadLanguage } from './lib/i18n.ts';
import { takeStateAsInitial } from './lib/server-render.ts';
import { useTenantStore } from './lib/tenant.ts';
import { assumedAnswers, assumeViewport } from './lib/use-media-query.ts';
import { syncTenant, useAuthStore } from './stores/auth-store.ts';

export type RenderInput = {
  url: string;
  tenant: Tenant;
  lang: Language;
  /** The first view's answers as the page carries them: `[{ call, body, answer }]`. */
  firstView: unknown[];
  /** The viewport width the render assumes (a phone's or a desktop's, as the server guesses). */
  viewportWidth: number;
};

/** A rendered page, and the media queries its render answered for the assumed viewport. */
export type RenderedPage = { html: string; media: Record<string, boolean> };

/**
 * A guest's view of a page as HTML: the shell and the page the address shows, in `lang`, from
 * the answers the server embeds as the page's first view (decision 004), so that rendering asks
 * nothing. The shop's server puts it in the page (modules/web/page-render.ts) and the browser
 * hydrates it where its own state is a guest's as well (main.tsx). The texts and the stores are the process's own, so one
 * render must end before the next starts: the page's code and texts load first, then the render
 * itself is synchronous. Built for Node by `vite build --ssr src/entry-server.tsx` (dist-server/).
 */
/** React's mark of a part it could not render on the server (a component still loading). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/** How often a render is tried again while a part of the page is still loading its code. */
const ATTEMPTS = 5;

export async function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const { tenant, lang } = input;
  const pathname = new URL(input.url, 'http://shop.invalid').pathname;
  await loadLanguage(lang);
  const decision = decideRoute(pathname, { ...tenantRouteSettings(tenant), loggedIn: false, showStoreList: false });
  const page = decision.kind === 'page' ? PAGE_COMPONENTS[decision.page.page] : undefined;
  if (page) await page.preload(lang);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // From here to the end of the render nothing waits: no other render changes the texts or
    // the stores in between.
    initI18n(lang);
    useTenantStore.getState().setTenant(tenant);
    syncTenant(tenant);
    useAuthStore.setState({ isProcessing: false, ready: true, loggedIn: false, username: null, showStoreList: false });
    seedFirstView(input.firstView);
    takeStateAsInitial();
    assumeViewport(input.viewportWidth);
    const html = renderToString(
      <Providers>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>,
    );
    if (!html.includes(LEFT_TO_THE_BROWSER)) return { html, media: assumedAnswers() };
    // A part's code loads on its first use (React.lazy): wait for it, then render again.
    await new Promise((resolve) => setTimeout(resolve, attempt * 5));
  }
  // The browser renders the page (it would log an error taking over a part left to it).
  return null;
}
