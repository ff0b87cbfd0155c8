import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type Tenant, themeStyle } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Additions to a page: links in `<head>`; at the end of `<body>` the first view's answers and
 * texts (JSON).
 */
export type PageExtras = { head?: string; firstView?: string; texts?: string };

/**
 * index.html with the tenant's data embedded (a JSON script, not executable), its title, and
 * its theme colours on `<html>` (no script needed for them); with `extras`, links to what the
 * page needs first and the answers of its first catalog calls (JSON, not executable).
 */
export function renderIndex(template: string, tenant: Tenant, extras: PageExtras = {}): string {
  const json = JSON.stringify(tenant).replace(/</g, '\\u003c');
  const htmlLang =
    tenant.defaultLanguage === 'dk' ? 'da' : tenant.defaultLanguage === 'no' ? 'nb' : tenant.defaultLanguage;
  let html = template
    .replace(PLACEHOLDER, `<script id="tenant-data" type="application/json">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tenant.name)}</title>`)
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${htmlLang}" data-theme="${escapeHtml(tenant.theme.variant)}" style="${escapeHtml(themeStyle(tenant.theme))}"`,
    );
  if (extras.head) html = html.replace('</head>', `${extras.head}\n  </head>`);
  const data = [
    extras.firstView ? `<script id="first-view" type="application/json">${extras.firstView}</script>` : '',
    extras.texts ? `<script id="first-view-texts" type="application/json">${extras.texts}</script>` : '',
  ].filter(Boolean);
  if (data.length > 0) html = html.replace('</body>', `  ${data.join('\n  ')}\n  </body>`);
  return html;
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

function encode(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}

function isAppPath(url: string): boolean {
  return !/^\/(api|oauth|media)(\/|$|\?)/.test(url);
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
 * The additions for a catalog page a guest may see: the answers of its first catalog calls and
 * the links to its code, texts and first image. Nothing for other pages and non-public tenants.
 */
async function pageExtras(
  app: FastifyInstance,
  assets: FirstViewAssets | null,
  tenant: Tenant,
  request: FastifyRequest,
): Promise<PageExtras> {
  let url: URL;
  try {
    url = new URL(request.url, 'http://shop.invalid');
  } catch {
    return {};
  }
  const view = tenant.publicTenant ? firstViewPage(url.pathname) : null;
  if (!view) return {};
  const lang = likelyLanguage(tenant, url.searchParams, request.headers['accept-language']);
  let answers: FirstViewAnswer[] = [];
  try {
    answers = await firstViewAnswers(view, tenant, lang, url.searchParams, askOwnApi(app, tenant));
  } catch (error) {
    // The page works without them: the web app asks the API.
    request.log.warn({ err: error }, 'first view answers failed');
  }
  return {
    head: firstViewLinks(assets, view, firstViewImages(view, answers)),
    firstView: answers.length > 0 ? firstViewJson(answers) : undefined,
    texts: firstViewTexts(assets, view, lang),
  };
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
    const html = renderIndex(template, tenant, await pageExtras(app, assets, tenant, request));
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(encode(html, encoding));
  });
}
