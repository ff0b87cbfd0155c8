import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { htmlLang, type Language, type Tenant, themeStyle } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isAppPath } from '../../lib/app-path.ts';
import { escapeHtml } from '../../lib/html.ts';
import { mediaType } from '../../plugins/request-guard.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';
import { keepInStep } from '../catalog/catalog.cache.ts';
import { shopBaseUrl } from '../seo/seo.service.ts';
import {
  askOwnApi,
  type FirstViewAnswer,
  type FirstViewPage,
  firstViewAnswers,
  firstViewImages,
  firstViewJson,
  firstViewPage,
  likelyLanguage,
} from './first-view.ts';
import { documentTitle, metaTags, NOT_FOUND_PATH, pageMeta } from './page-meta.ts';
import {
  loadPageRender,
  PageCache,
  type RenderPage,
  renderedAnswers,
  renderedRoot,
  servedPage,
  tenantStamp,
  viewportWidthOf,
} from './page-render.ts';

/** Where the page's script does not run, what needs it is hidden (public/no-script.css). */
const WITHOUT_SCRIPT = '<noscript><link rel="stylesheet" href="/no-script.css"></noscript>';

const PLACEHOLDER = '<script id="tenant-data" type="application/json"></script>';

/**
 * What the web build lists (apps/web/build/first-view-assets.ts): per page its code, styles and
 * text areas; per language the messages of the shell and of each area.
 */
export type FirstViewAssets = {
  pages: Record<string, { js: string[]; css: string[]; areas: string[] }>;
  texts: { shell: Record<string, unknown>; areas: Record<string, Record<string, unknown>> };
};

const ASSETS_FILE = path.join('.vite', 'first-view-assets.json');

/**
 * Additions to a page: links in `<head>`; at the end of `<body>` the first view's answers and
 * texts (JSON).
 */
export type PageExtras = {
  head?: string;
  firstView?: string;
  texts?: string;
  /** The page's `<title>` (default: the shop's name) and language (default: the shop's). */
  title?: string;
  lang?: string;
  /** The app's root element with the page rendered on the server (page-render.ts). */
  body?: string;
  /**
   * With `body`: the app's code asked for by the page's starter once it has painted (config
   * `codeAfterPaint`, on a page with a first view).
   */
  codeAfterPaint?: boolean;
};

/**
 * index.html with the tenant's data embedded (a JSON script, not executable), its title, and
 * its theme colours on `<html>` (no script needed for them); with `extras`, links to what the
 * page needs first and the answers of its first catalog calls (JSON, not executable).
 */
export function renderIndex(template: string, tenant: Tenant, extras: PageExtras = {}): string {
  const json = JSON.stringify(tenant).replace(/</g, '\\u003c');
  let html = template
    .replace(PLACEHOLDER, `<script id="tenant-data" type="application/json">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(extras.title ?? tenant.name)}</title>`)
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${htmlLang(extras.lang ?? tenant.defaultLanguage)}" data-theme="${escapeHtml(tenant.theme.variant)}" style="${escapeHtml(themeStyle(tenant.theme))}"`,
    );
  if (extras.head) html = html.replace('</head>', `${extras.head}\n  </head>`);
  if (extras.body) {
    // The page reads without JavaScript: the notice that it needs it goes, and the app's code
    // comes after what the page shows (its styles and first image), not ahead of them
    // (decision 017). The locale data's warm-up goes too: a rendered page shows its prices
    // already, and the app formats numbers without Intl's locale data (contract money.ts).
    const page = html
      .replace('<div id="root"></div>', extras.body)
      .replace(/<noscript>[^<]*<\/noscript>\s*/, '')
      .replace(/\s*<script src="\/intl-warmup\.js" async><\/script>/, '')
      .replace('</head>', `  ${WITHOUT_SCRIPT}\n  </head>`);
    html = extras.codeAfterPaint ? codeAfterPaint(page) : codeAfterContent(page);
  }
  const data = [
    extras.firstView ? `<script id="first-view" type="application/json">${extras.firstView}</script>` : '',
    extras.texts ? `<script id="first-view-texts" type="application/json">${extras.texts}</script>` : '',
  ].filter(Boolean);
  if (data.length > 0) html = html.replace('</body>', `  ${data.join('\n  ')}\n  </body>`);
  return html;
}

/**
 * The app's code of a rendered page comes after what the page shows (its styles and first
 * picture), not ahead of them: the module script and the page's module preloads at low priority
 * (decision 017).
 */
function codeAfterContent(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * The app's code of a rendered page once it has painted (config `codeAfterPaint`): the module
 * script and the module preloads become the page's starter (`/app-start.js`, the web app's
 * src/app/starter.ts), which requests them once the page has loaded and painted, at once where
 * the page cannot stay for the browser, or at the shopper's first touch, key or focus, and
 * holds what the shopper does until the app has taken the page over (decision 017).
 */
function codeAfterPaint(html: string): string {
  const modules: string[] = [];
  let app: string | null = null;
  const rest = html
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_all, href: string) => {
      modules.push(href);
      return '';
    })
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/, (_all, src: string) => {
      app = src;
      return '';
    });
  if (app === null) return html;
  const starter = `<script src="/app-start.js" async data-app="${escapeHtml(app)}" data-modules="${escapeHtml(modules.join(' '))}"></script>`;
  return rest.replace('</head>', `  ${starter}\n  </head>`);
}

/**
 * Links that let the browser fetch, with the document, what the first view needs after the
 * start-up code: the page's code and styles, and its first large image.
 */
export function firstViewLinks(assets: FirstViewAssets | null, view: FirstViewPage, images: readonly string[]): string {
  const links: string[] = [];
  const page = assets?.pages[view.page];
  if (page) {
    for (const file of page.css) links.push(`<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
    for (const file of page.js) links.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
  }
  for (const image of images) {
    links.push(
      `<link rel="preload" as="image" fetchpriority="high" href="/media/${escapeHtml(encodeURIComponent(image))}">`,
    );
  }
  return links.map((l) => `  ${l}`).join('\n');
}

/** The encoding of the page answer: Brotli, else gzip, else none (`Accept-Encoding`). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? accepted.get('*') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * The texts of the first view in `lang` (the shell's and the page's areas), as JSON for the
 * page (`{ lang, shell, areas }`, safe inside `<script>`); undefined when the build has none.
 */
export function firstViewTexts(assets: FirstViewAssets | null, view: FirstViewPage, lang: string): string | undefined {
  const shell = assets?.texts.shell[lang];
  const page = assets?.pages[view.page];
  if (!assets || !shell || !page) return undefined;
  const areas = Object.fromEntries(
    page.areas.flatMap((area) => {
      const messages = assets.texts.areas[area]?.[lang];
      return messages ? [[area, messages]] : [];
    }),
  );
  return JSON.stringify({ lang, shell, areas }).replace(/</g, '\\u003c');
}

function readAssets(dist: string): FirstViewAssets | null {
  const file = path.join(dist, ASSETS_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FirstViewAssets;
  } catch {
    return null;
  }
}

/**
 * The additions to a page: for a catalog page a guest may see, the answers of its first catalog
 * calls and the links to its code, texts and first image; for every page its meta (page-meta.ts:
 * title, description, canonical and language addresses, Open Graph, JSON-LD, noindex) and its
 * status (404 for a product or group the shop does not have).
 */
async function pageExtras(
  app: FastifyInstance,
  ctx: AppContext,
  assets: FirstViewAssets | null,
  render: RenderPage | null,
  tenant: Tenant,
  request: FastifyRequest,
  url: URL,
  lang: Language,
  viewportWidth: number,
): Promise<{ extras: PageExtras; status: 200 | 404; noindex: boolean }> {
  const view = tenant.publicTenant ? firstViewPage(url.pathname) : null;
  const ask = askOwnApi(app, tenant);
  let answers: FirstViewAnswer[] = [];
  try {
    answers = view ? await firstViewAnswers(view, tenant, lang, url.searchParams, ask) : [];
  } catch (error) {
    // The page works without them: the web app asks the API.
    request.log.warn({ err: error }, 'first view answers failed');
  }
  const shell = assets?.texts.shell[lang] as { pages?: Record<string, string> } | undefined;
  const meta = pageMeta({
    tenant,
    lang,
    base: await shopBaseUrl(ctx, tenant.id),
    pathname: url.pathname,
    query: url.searchParams,
    view,
    answers,
    pageNames: shell?.pages ?? {},
  });
  const links = view ? firstViewLinks(assets, view, firstViewImages(view, answers)) : '';
  let body: string | undefined;
  if (render) {
    // A product or group the shop does not have: the not-found page, for crawlers and readers
    // without JavaScript; the browser's app renders the address anew (it finds it missing too).
    const missing = meta.status === 404;
    try {
      const page = await render({
        url: missing ? NOT_FOUND_PATH : request.url,
        tenant,
        lang,
        firstView: renderedAnswers(answers),
        viewportWidth,
      });
      if (page) {
        body = renderedRoot(page.html, missing ? null : page.media);
        // An address the shop has no page for (the web app's routes decide).
        if (page.notFound) meta.status = 404;
      }
    } catch (error) {
      // The browser renders the page as before.
      request.log.warn({ err: error }, 'server render failed');
    }
  }
  return {
    extras: {
      head: [links, metaTags(meta, tenant)].filter(Boolean).join('\n'),
      firstView: answers.length > 0 ? firstViewJson(answers) : undefined,
      texts: view ? firstViewTexts(assets, view, lang) : undefined,
      title: documentTitle(meta, tenant),
      lang: meta.lang,
      body,
      // Only a page that shows its content (a first view, found) waits with its code: the
      // non-public shop's login page, a page rendered as loading and the not-found page want
      // the app at once.
      codeAfterPaint: ctx.config.codeAfterPaint && view !== null && meta.status === 200,
    },
    status: meta.status,
    noindex: meta.noindex,
  };
}

/** Whether the request carries a form as a browser sends it without the app (URL-encoded). */
function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request.headers['content-type']) === 'application/x-www-form-urlencoded';
}

/**
 * A form a page sent before the app ran it: the login form of a server-rendered page posts (so
 * that its password never goes into an address; login-form.tsx), and what it holds is dropped
 * unread. The browser asks for the same page again (303), which the app then runs.
 */
function pageAgain(request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, 'http://shop.invalid');
  // `//host/…` names another site: never sent anywhere but this shop.
  if (url.origin !== 'http://shop.invalid') return reply.code(404).send({ operationError: 'not_found' });
  return reply
    .code(303)
    .header('location', url.pathname + url.search)
    .header('cache-control', 'no-store')
    .send();
}

/** Serves the built web app: assets as files, every other page path as the tenant's index.html. */
/** The answer to a host that names no shop: never another shop's page (the shop's and the back office's). */
export function unknownShop(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><title>Unknown shop</title><h1>Unknown shop</h1><p>No shop is configured for this address.</p></html>',
    );
}

export async function registerWebRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dist = ctx.config.webDist;
  const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
  const assets = dist ? readAssets(dist) : null;
  const render = ctx.config.serverRender ? await loadPageRender(dist) : null;
  const pages = new PageCache();
  keepInStep(app, ctx.db, pages);
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: false,
      serve: true,
      // The build writes a Brotli and a gzip copy of every text asset (apps/web/build/compress-assets.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'POST' && isAppPath(request.url) && isFormPost(request)) return pageAgain(request, reply);
    if (request.method !== 'GET' || !isAppPath(request.url)) {
      return reply.code(404).send({ operationError: 'not_found' });
    }
    const tenantId = tenantIdForHost(request.headers.host, ctx.config.hostTenants, ctx.config.defaultTenant);
    const tenant = tenantId === null ? undefined : await ctx.tenants.get(tenantId);
    if (!tenant) {
      return unknownShop(reply);
    }
    if (!template) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><title>Not built</title><p>The web app is not built: run npm run build.</p></html>',
        );
    }
    let url: URL;
    try {
      url = new URL(request.url, 'http://shop.invalid');
    } catch {
      return reply.code(400).type('text/html; charset=utf-8').send('<!doctype html><title>Bad request</title>');
    }
    const lang = likelyLanguage(tenant, url.searchParams, request.headers['accept-language']);
    const viewportWidth = viewportWidthOf(request.headers);
    // The page is a guest's whoever asks (a customer's own parts are filled in by the browser),
    // so it is kept per shop (as its settings stand), language, layout and address.
    const key = `${tenantStamp(tenant)}|${lang}|${viewportWidth}|${request.url}`;
    const page =
      pages.lookup(key) ??
      (await pages.keep(tenant.id, key, async () => {
        const { extras, status, noindex } = await pageExtras(
          app,
          ctx,
          assets,
          render,
          tenant,
          request,
          url,
          lang,
          viewportWidth,
        );
        return servedPage(renderIndex(template, tenant, extras), status, noindex);
      }));
    if (page.noindex) reply.header('x-robots-tag', 'noindex, nofollow');
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, sec-ch-ua-mobile, user-agent');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  });
}
