import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptedLanguages, firstViewPage, listingOf } from './first-view.ts';
import { type FirstViewAssets, pageEncoding } from './web.routes.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
const ASSETS: FirstViewAssets = {
  pages: {
    home: { js: ['assets/home-page-a.js'], css: ['assets/home-page-a.css'], areas: ['catalog'] },
    shop: { js: ['assets/shop-page-b.js', 'assets/grid-c.js'], css: ['assets/shop-page-b.css'], areas: ['catalog'] },
    article: { js: ['assets/product-page-d.js'], css: [], areas: ['product'] },
  },
  texts: {
    shell: {
      en: { app: { retry: 'Try again' } },
      sv: { app: { retry: 'Försök igen' } },
      fi: { app: { retry: 'Yritä' } },
    },
    areas: {
      catalog: { en: { catalog: { x: '<b>' } }, sv: { catalog: { x: 'sv' } }, fi: { catalog: { x: 'fi' } } },
      product: { en: { product: { y: 'en' } } },
    },
  },
};
const SCRIPT = 'export const x = "a script long enough to be worth compressing";\n'.repeat(40);

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Shop</title><script id="tenant-data" type="application/json"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'first-view-assets.json'), JSON.stringify(ASSETS));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Entry = { call: string; body: Record<string, unknown>; answer: unknown };

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 't4.localhost', ...headers } });
const embedded = (html: string): Entry[] | null => {
  const text = /<script id="first-view" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return text ? (JSON.parse(text) as Entry[]) : null;
};
const texts = (html: string) => {
  const text = /<script id="first-view-texts" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return text ? (JSON.parse(text) as { lang: string; shell: unknown; areas: Record<string, unknown> }) : null;
};
/** The links to the page's code, styles and first image (not its canonical and language addresses). */
const links = (html: string) =>
  [...html.matchAll(/<link rel="(stylesheet|modulepreload|preload)"[^>]*href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

async function guestAnswer(tenant: number, entry: Entry): Promise<unknown> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guest/${entry.call}?tenant=${tenant}`,
    payload: entry.body,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function someGroup(): Promise<{ id: number }> {
  const list = await guestAnswer(4, { call: 'articleContainer/ajaxList', body: { limit: 1 }, answer: null });
  const [product] = list as { groupId: number }[];
  if (!product) throw new Error('no product');
  return { id: product.groupId };
}

describe('the first view of catalog pages', () => {
  it('embeds the answers of the home page calls, exactly as the API gives them', async () => {
    const res = await page('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    const entries = embedded(res.body);
    expect(entries?.map((e) => e.call)).toEqual([
      'articleCategory/ajaxGetArticleCategoriesForCustomer',
      'content/ajaxGet',
      'articleContainer/ajaxList',
      'campaign/ajaxList',
      'articleContainer/ajaxList',
    ]);
    expect(entries?.[1]?.body).toEqual({ page: 'home', lang: 'en' });
    expect(entries?.[1]?.answer).toMatchObject({ page: 'home', body: { title: 'Welcome to {{name}}' } });
    expect(entries?.[2]?.body).toEqual({ recommended: true, limit: 4, lang: 'en' });
    expect(entries?.[4]?.body).toEqual({ limit: 9, offset: 0, sort: 'position', slider: true, lang: 'en' });
    for (const entry of entries ?? []) expect(entry.answer).toEqual(await guestAnswer(4, entry));
    expect(links(res.body)).toEqual(['stylesheet /assets/home-page-a.css', 'modulepreload /assets/home-page-a.js']);
    expect(texts(res.body)).toEqual({
      lang: 'en',
      shell: { app: { retry: 'Try again' } },
      areas: { catalog: { catalog: { x: '<b>' } } },
    });
  });

  it('embeds a group listing as the address asks for it, with the first image ahead', async () => {
    const group = await someGroup();
    const res = await page(`/shop/${group.id}?size=40&sort=priceAsc`, { 'accept-language': 'sv-SE' });
    const entries = embedded(res.body) ?? [];
    const list = entries.find((e) => e.call === 'articleContainer/ajaxList');
    expect(list?.body).toEqual({ articleGroup: group.id, limit: 40, offset: 0, sort: 'priceAsc', lang: 'sv' });
    expect(entries.find((e) => e.call === 'articleContainer/ajaxTotal')?.body).toEqual({
      articleGroup: group.id,
      lang: 'sv',
    });
    for (const entry of entries) expect(entry.answer).toEqual(await guestAnswer(4, entry));
    const first = ((list?.answer ?? []) as { image: string | null }[])[0]?.image;
    expect(links(res.body)).toContain(`preload /media/${first}`);
    expect(texts(res.body)?.lang).toBe('sv');
    expect(texts(res.body)?.areas).toEqual({ catalog: { catalog: { x: 'sv' } } });
  });

  it('asks for a page past the first only when it exists', async () => {
    const group = await someGroup();
    const far = embedded((await page(`/shop/${group.id}?page=999`)).body) ?? [];
    expect(far.filter((e) => e.call === 'articleContainer/ajaxList').map((e) => e.body.offset)).toEqual([0]);
  });

  it('embeds a product and the groups, and names its first image', async () => {
    const [product] = (await guestAnswer(4, {
      call: 'articleContainer/ajaxList',
      body: { limit: 1 },
      answer: null,
    })) as { id: number }[];
    const res = await page(`/article/${product?.id}?lang=fi`);
    const entries = embedded(res.body) ?? [];
    expect(entries.map((e) => e.call)).toContain('articleContainer/ajaxGet');
    expect(entries.map((e) => e.call)).toContain('articleGroup/ajaxGetArticleGroupsForCustomer');
    expect(links(res.body).some((l) => l.startsWith('preload /media/'))).toBe(true);
    expect(texts(res.body)).toEqual({ lang: 'fi', shell: { app: { retry: 'Yritä' } }, areas: {} });
  });

  it('embeds nothing for other pages and for the guests of a non-public tenant', async () => {
    expect(embedded((await page('/cart')).body)).toBeNull();
    const internal = await t.app.inject({ method: 'GET', url: '/', headers: { host: 't3.localhost' } });
    expect(internal.statusCode).toBe(200);
    expect(embedded(internal.body)).toBeNull();
    expect(texts(internal.body)).toBeNull();
    expect(links(internal.body)).toEqual([]);
  });

  it('keeps the embedded answers and texts inert inside the page', async () => {
    const res = await page('/');
    for (const id of ['first-view', 'first-view-texts']) {
      const script = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 's').exec(res.body)?.[1];
      expect(script).toBeTruthy();
      expect(script).not.toContain('<');
    }
  });
});

describe('compression', () => {
  it('sends the page compressed as the browser accepts', async () => {
    const plain = await page('/cart');
    const br = await page('/cart', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await page('/cart', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(br.headers.vary)).toContain('accept-encoding');
  });

  it('sends the compressed copy of an asset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['content-type'])).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.body).toBe(SCRIPT);
  });

  it('reads Accept-Encoding and Accept-Language with their weights', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
    expect(acceptedLanguages('fi;q=0.5, sv-SE, en;q=0.8, *;q=0.1')).toEqual(['sv-SE', 'en', 'fi']);
  });
});

describe('addresses', () => {
  it('knows the catalog pages', () => {
    expect(firstViewPage('/')).toEqual({ page: 'home' });
    expect(firstViewPage('/shop')).toEqual({ page: 'shop', group: null });
    expect(firstViewPage('/shop/12')).toEqual({ page: 'shop', group: 12 });
    expect(firstViewPage('/shop/x')).toEqual({ page: 'shop', group: null });
    expect(firstViewPage('/article/5')).toEqual({ page: 'article', id: 5 });
    expect(firstViewPage('/article/0')).toEqual({ page: 'article', id: null });
    expect(firstViewPage('/cart')).toBeNull();
    expect(firstViewPage('/shop/1/2')).toBeNull();
  });

  it('reads the listing state like the web app', () => {
    expect(listingOf(new URLSearchParams(''))).toEqual({ page: 1, size: 20, sort: 'position', filter: '' });
    expect(listingOf(new URLSearchParams('page=x&size=33&sort=cheap&filter=%20tape%20'))).toMatchObject({
      size: 20,
      sort: 'position',
      filter: 'tape',
    });
    expect(Number.isNaN(listingOf(new URLSearchParams('page=x')).page)).toBe(true);
  });
});

describe('a form a page sent before the app ran it', () => {
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { host: 't4.localhost', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('gets the same page again, its fields dropped unread (the login form posts: its password never goes into an address)', async () => {
    const res = await post('/account/settings?tab=password', 'username=private.4%40example.com&password=Demo-pass-1');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/account/settings?tab=password');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    const again = await page(res.headers.location as string);
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('Demo-pass-1');
  });

  it('is never sent to another site, and another site cannot send it', async () => {
    const other = await post('//evil.example/account', 'password=x');
    expect(other.statusCode).toBe(404);
    expect(other.headers.location).toBeUndefined();
    const crossSite = await post('/login', 'password=x', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('leaves the API as it was: a form to a call is refused, a JSON post to a page is not found', async () => {
    const call = await post('/api/guest/articleContainer/ajaxList?tenant=4', 'limit=1');
    expect(call.statusCode).toBe(415);
    const json = await t.app.inject({
      method: 'POST',
      url: '/account/settings',
      payload: '{}',
      headers: { host: 't4.localhost', 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });
});
