import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/app.ts';
import { type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import { eventually } from '../../test/wait.ts';
import { webDistForFile } from '../../test/web-dist.ts';
import { SITEMAP_MAX_URLS, sitemapIndex, urlset, w3cDate } from './seo.service.ts';

/** The crawl files (issue 25 item 4): robots.txt and the sitemap of each shop's host. */
const t = testAppForFile();

const get = (tenant: number, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: `t${tenant}.localhost` } });

/** The sitemaps.org rules a crawler holds a sitemap to, as checks. */
function checkSitemap(xml: string, host: string): { loc: string; lastmod?: string }[] {
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: m[1] as string,
    ...(m[2] ? { lastmod: m[2] } : {}),
  }));
  expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
  expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  for (const u of urls) {
    const url = new URL(u.loc);
    expect(url.host.replace(/:\d+$/, '')).toBe(host);
    expect(u.loc.length).toBeLessThan(2048);
    if (u.lastmod) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  }
  expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  return urls;
}

describe('robots.txt', () => {
  it('points a public shop’s crawlers at its sitemap and keeps them out of private pages', async () => {
    const res = await get(4, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/checkout$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/t4\.localhost(:\d+)?\/sitemap\.xml$/m);
  });

  it('closes the non-public shop', async () => {
    expect((await get(3, '/robots.txt')).body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemap.xml', () => {
  it('lists home, groups, every findable product and the content pages, on the shop’s host, with lastmod', async () => {
    const res = await get(4, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = checkSitemap(res.body, 't4.localhost');
    const paths = urls.map((u) => new URL(u.loc).pathname);
    expect(paths.slice(0, 2)).toEqual(['/', '/shop']);
    const products = await t.db
      .selectFrom('products')
      .select('id')
      .where('tenant_id', '=', 4)
      .where('active', '=', true)
      .execute();
    const listed = paths.filter((p) => p.startsWith('/article/'));
    // Every active product except the service products that hold freight and fees.
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(products.length);
    expect(paths.filter((p) => /^\/shop\/\d+$/.test(p)).length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining(['/about', '/terms', '/contact', '/cookieinformation']));
    expect(urls.filter((u) => u.lastmod).length).toBe(urls.length);
  });

  it('dates a product by its last change, an article’s price included', async () => {
    const listed = checkSitemap((await get(4, '/sitemap.xml')).body, 't4.localhost');
    const id = Number(
      listed
        .find((u) => u.loc.includes('/article/'))
        ?.loc.split('/')
        .pop(),
    );
    // Dated a day back, past the triggers (which would date it now).
    await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx
        .updateTable('products')
        .set({ updated_at: sql<Date>`now() - interval '1 day'` })
        .where('id', '=', id)
        .execute();
    });
    const before = checkSitemap((await get(4, '/sitemap.xml')).body, 't4.localhost');
    const first = before.find((u) => u.loc.endsWith(`/article/${id}`));
    expect(Date.parse(first?.lastmod ?? '')).toBeLessThan(Date.now() - 23 * 3600_000);
    await t.db
      .updateTable('articles')
      .set((eb) => ({ price_minor: eb('price_minor', '+', 1) }))
      .where('container_id', '=', id)
      .execute();
    const after = checkSitemap((await get(4, '/sitemap.xml')).body, 't4.localhost');
    const changed = after.find((u) => u.loc === first?.loc);
    expect(changed?.lastmod && first?.lastmod && changed.lastmod > first.lastmod).toBe(true);
  });

  it('of the non-public shop lists nothing; an unknown sitemap part is 404', async () => {
    const urls = checkSitemap((await get(3, '/sitemap.xml')).body, 't3.localhost');
    expect(urls).toEqual([]);
    expect((await get(4, '/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('becomes an index of files of at most 50,000 addresses past that', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_, i) => ({
      loc: `https://shop.example/article/${i + 1}`,
      lastmod: new Date(Date.UTC(2026, 10, 1 + (i % 20))),
    }));
    const index = sitemapIndex(entries, 'https://shop.example');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://shop.example/sitemap-1.xml',
      'https://shop.example/sitemap-2.xml',
    ]);
    expect(index).toContain(`<lastmod>${w3cDate(new Date(Date.UTC(2026, 10, 20)))}</lastmod>`);
    expect(urlset(entries.slice(0, 2))).toContain('<loc>https://shop.example/article/2</loc>');
    expect(urlset([{ loc: 'https://shop.example/?a=1&b=2', lastmod: null }])).toContain(
      '<loc>https://shop.example/?a=1&amp;b=2</loc>',
    );
  });
});

describe('a price change', () => {
  const webDist = webDistForFile();
  let two: TwoInstances;
  beforeAll(async () => {
    two = await twoInstances({ webDist });
  });
  afterAll(() => two.close());

  it('shows in the next product page HTML on both processes', async () => {
    const row = await two.tdb.db
      .selectFrom('articles')
      .innerJoin('products', 'products.id', 'articles.container_id')
      .select(['articles.id', 'articles.container_id'])
      .where('articles.tenant_id', '=', 4)
      .where('products.active', '=', true)
      .where('articles.freight', '=', 'NONE')
      .where('articles.administrative_fee', '=', false)
      .where('articles.alternative_price', 'is', null)
      .where('articles.payer', '=', 'CUSTOMER')
      .orderBy('articles.container_id')
      .executeTakeFirstOrThrow();
    const priceIn = async (app: TwoInstances['a']) => {
      const res = await app.inject({
        method: 'GET',
        url: `/article/${row.container_id}`,
        headers: { host: 't4.localhost', 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(200);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '{}';
      const offers = (JSON.parse(ld) as { offers?: { price?: string; lowPrice?: string } }).offers;
      return offers?.lowPrice ?? offers?.price;
    };
    // Both processes have the page's answers cached.
    await priceIn(two.a);
    await priceIn(two.b);
    await two.execute('UPDATE articles SET price_minor = 1 WHERE id = $1', row.id);
    for (const app of [two.a, two.b]) {
      expect(
        await eventually(
          () => priceIn(app),
          (p) => p === '0.01',
          1_000,
        ),
      ).toBe('0.01');
    }
  });
});
