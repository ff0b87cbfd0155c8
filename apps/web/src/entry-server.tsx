import type { Language, Tenant } from '@shop/contract';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PAGE_COMPONENTS } from './app/pages.tsx';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { decideRoute, type PageName, tenantRouteSettings } from './app/routing.ts';
import { seedFirstView } from './lib/first-view.ts';
import { ensureArea, initI18n, loadLanguage } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
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
export type RenderedPage = {
  html: string;
  media: Record<string, boolean>;
  /** The address is none of the shop's pages: the not-found page was rendered (HTTP 404). */
  notFound: boolean;
};

/**
 * A guest's view of a page as HTML: the shell and what the address shows for a guest (a page,
 * the login page of a non-public shop, the not-found page), in `lang`, from the answers the
 * server embeds as the page's first view (decision 004), so that rendering asks nothing. The
 * shop's server puts it in the page (modules/web/page-render.ts) and the browser hydrates it
 * where its own state is a guest's as well (main.tsx). Built for Node by
 * `vite build --ssr src/entry-server.tsx` (dist-server/).
 *
 * React's streaming render (`renderToReadableStream`) waits for every part whose code loads on
 * first use (React.lazy) and the whole HTML is taken once it is ready (`allReady`): the page
 * carries no inline script (its Content Security Policy allows none), and the server caches
 * the HTML whole (decision 017). The texts, the stores and the query cache are the process's
 * own, so renders take turns: one starts when the one before has ended.
 */
export function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const turn = previous.then(() => renderNow(input));
  previous = turn.catch(() => undefined);
  return turn;
}

let previous: Promise<unknown> = Promise.resolve();

/**
 * The pages rendered on the server: the public ones a guest reads (besides the login page of a
 * non-public shop and the not-found page); the cart, checkout, account and forms are the browser's.
 */
const SERVER_RENDERED: ReadonlySet<PageName> = new Set([
  'home',
  'shop',
  'results',
  'article',
  'about',
  'faq',
  'terms',
  'contact',
  'cookieinformation',
]);

/** React's mark of a part it could not render on the server. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/** A render that takes longer than this is given up (the browser renders the page). */
const RENDER_TIMEOUT_MS = 5_000;

async function renderNow(input: RenderInput): Promise<RenderedPage | null> {
  const { tenant, lang } = input;
  const pathname = new URL(input.url, 'http://shop.invalid').pathname;
  await loadLanguage(lang);
  const decision = decideRoute(pathname, { ...tenantRouteSettings(tenant), loggedIn: false, showStoreList: false });
  if (
    decision.kind === 'page'
      ? !SERVER_RENDERED.has(decision.page.page)
      : decision.kind !== 'login' && decision.kind !== 'notFound'
  ) {
    return null;
  }
  const page = decision.kind === 'page' ? PAGE_COMPONENTS[decision.page.page] : undefined;
  await Promise.all([page?.preload(lang), decision.kind === 'login' ? ensureArea('auth', lang) : undefined]);
  initI18n(lang);
  useTenantStore.getState().setTenant(tenant);
  syncTenant(tenant);
  useAuthStore.setState({ isProcessing: false, ready: true, loggedIn: false, username: null, showStoreList: false });
  // Each page from its own answers: nothing of an earlier render's queries is kept.
  queryClient.clear();
  seedFirstView(input.firstView);
  takeStateAsInitial();
  assumeViewport(input.viewportWidth);
  const html = await renderWhole(
    <Providers>
      <StaticRouter location={input.url}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
  // A part that failed on the server is the browser's to render: it would log taking it over.
  if (html === null || html.includes(LEFT_TO_THE_BROWSER) || html.includes('<script')) return null;
  return { html, media: assumedAnswers(), notFound: decision.kind === 'notFound' };
}

/** The whole HTML of React's streaming render, once every part is ready; null if a part failed. */
async function renderWhole(node: ReactNode): Promise<string | null> {
  let failed = false;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), RENDER_TIMEOUT_MS);
  try {
    const stream = await renderToReadableStream(node, {
      signal: abort.signal,
      // Every part in its place: none kept back to be moved in by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError() {
        failed = true;
      },
    });
    await stream.allReady;
    const html = await new Response(stream).text();
    return failed ? null : html;
  } finally {
    clearTimeout(timer);
  }
}
