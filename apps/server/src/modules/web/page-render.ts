import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language, Tenant } from '@shop/contract';
import { KeptAnswers } from '../catalog/catalog.cache.ts';
import type { FirstViewAnswer } from './first-view.ts';

/** The web app's server render (apps/web/src/entry-server.tsx, built into apps/web/dist-server). */
export type RenderPage = (input: {
  url: string;
  tenant: Tenant;
  lang: Language;
  firstView: unknown[];
  viewportWidth: number;
}) => Promise<{ html: string; media: Record<string, boolean>; notFound?: boolean } | null>;

/**
 * The web app's server render next to its build (`<web dist>/../dist-server/entry-server.js`,
 * written by `vite build --ssr`); null where it is not built: pages are then served as before,
 * for the browser to render.
 */
export async function loadPageRender(webDist: string | null): Promise<RenderPage | null> {
  if (!webDist) return null;
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

/** The first view's answers as the render takes them (the page carries the same). */
export function renderedAnswers(answers: readonly FirstViewAnswer[]): unknown[] {
  return answers.map((a) => ({ call: a.call, body: a.body, answer: JSON.parse(a.json) as unknown }));
}

/** The viewport widths a page is rendered for: a phone's and a desktop's (the layouts of SPEC.md §9). */
export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;

/**
 * The viewport the server renders a page for: a phone's where the browser says it is on one
 * (`Sec-CH-UA-Mobile: ?1`, or "Mobi" in its user agent, as browsers on phones write), else a
 * desktop's. The browser takes the HTML over only where its own width gives the same layout.
 */
export function viewportWidthOf(headers: {
  'user-agent'?: string | undefined;
  'sec-ch-ua-mobile'?: string | string[] | undefined;
}): number {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return PHONE_WIDTH;
  return /Mobi/i.test(headers['user-agent'] ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;
}

/** The app's root element holding the render, with the media queries it answered (null: not to hydrate). */
export function renderedRoot(html: string, media: Record<string, boolean> | null): string {
  // Without the answers noted, the browser does not take the HTML over but renders anew.
  if (media === null) return `<div id="root">${html}</div>`;
  const attribute = JSON.stringify(media).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<div id="root" data-media="${attribute}">${html}</div>`;
}

/** A page as it is sent: its status, whether crawlers may index it, and its bytes in each encoding. */
export type ServedPage = { status: 200 | 404; noindex: boolean; html: Buffer; br: Buffer; gzip: Buffer };

export function servedPage(html: string, status: 200 | 404, noindex: boolean): ServedPage {
  return {
    status,
    noindex,
    html: Buffer.from(html),
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(html, { level: 6 }),
  };
}

/** At most this many pages are kept per process, and this many bytes of them. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The shop's pages as sent, by shop, language, layout and address (decision 017). The catalog
 * channel keeps it in step with the catalog, campaigns, content and home page of every shop, as
 * it keeps the catalog answers; a change of a shop's settings gives its pages new keys
 * (tenantStamp). It holds a guest's page only: nothing in it depends on who asks.
 */
export class PageCache extends KeptAnswers<ServedPage> {
  constructor(opts: { maxEntries?: number; maxBytes?: number } = {}) {
    super({
      maxEntries: opts.maxEntries ?? PAGE_CACHE_MAX_ENTRIES,
      maxBytes: opts.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      sizeOf: (page) => page.html.length + page.br.length + page.gzip.length,
    });
  }
}

const stamps = new WeakMap<Tenant, number>();
let lastStamp = 0;

/**
 * A number for the shop's settings as this process holds them: the tenant directory replaces a
 * shop's object when its settings change (the tenants channel), so its pages get new keys.
 */
export function tenantStamp(tenant: Tenant): number {
  let stamp = stamps.get(tenant);
  if (stamp === undefined) {
    stamp = ++lastStamp;
    stamps.set(tenant, stamp);
  }
  return stamp;
}
