import { type Call, Client, closedLoop } from './http.ts';
import { type BaselineProcess, startBaseline } from './server.ts';
import type { CatalogInfo } from './shop-calls.ts';
import { type Figures, figuresOf } from './stats.ts';

/**
 * Server-rendered pages (issue 25, decision 017): a product page and a group's listing as a
 * guest's browser asks for them (GET, tenant 4 by the shop's default host, no compression),
 * kept as sent by the server, against raw node:http sending the same HTML bytes from memory;
 * and the time to make a page that is not kept (a new address each time: the first view's
 * answers, the render, the page and its compressed copies), one request at a time.
 */
export type ServerPageKind = 'product' | 'listing';
export const SERVER_PAGES: readonly ServerPageKind[] = ['product', 'listing'];

export interface ServerPage {
  kind: ServerPageKind;
  path: string;
  html: string;
}

const get = (path: string): Call => ({ path, body: '', method: 'GET', headers: { 'accept-language': 'sv' } });

/** The pages measured, with the HTML the shop sends for them; null where the shop does not render pages. */
export async function serverPages(port: number, info: CatalogInfo): Promise<ServerPage[] | null> {
  const product = info.products[0];
  if (!product) return null;
  const client = new Client(port, 2);
  try {
    const pages: ServerPage[] = [];
    for (const [kind, path] of [
      ['product', `/article/${product.id}`],
      ['listing', `/shop/${product.groupId}`],
    ] as const) {
      const answer = await client.post(get(path));
      if (answer.status !== 200 || !answer.body.includes('<div id="root" data-media=')) return null;
      pages.push({ kind, path, html: answer.body });
    }
    return pages;
  } finally {
    client.close();
  }
}

/** A raw node:http server sending the page's HTML from memory. */
export function pageYardstick(page: ServerPage): Promise<BaselineProcess> {
  return startBaseline('raw', page.html, 'html');
}

/** Requests per second of the page, kept by the server, over `connections` (closed loop). */
export function keptPageRate(
  port: number,
  page: ServerPage,
  opts: { connections: number; seconds: number },
): Promise<Figures> {
  const call = get(page.path);
  return closedLoop(port, () => call, opts);
}

let fresh = 0;

/**
 * The time to make the page afresh: `requests` requests one at a time, each to an address the
 * server has not kept (a query parameter the page ignores), cycling through the shop's products
 * or their groups.
 */
export async function uncachedPageTimes(
  port: number,
  kind: ServerPageKind,
  info: CatalogInfo,
  requests: number,
): Promise<Figures> {
  const client = new Client(port, 1);
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  try {
    for (let i = 0; i < requests; i++) {
      const product = info.products[i % info.products.length];
      if (!product) break;
      const path = kind === 'product' ? `/article/${product.id}` : `/shop/${product.groupId}`;
      const answer = await client.post(get(`${path}?bench=${++fresh}`));
      if (answer.status === 200) latencies.push(answer.ms);
      else failed++;
    }
  } finally {
    client.close();
  }
  return figuresOf(latencies, performance.now() - started, failed);
}
