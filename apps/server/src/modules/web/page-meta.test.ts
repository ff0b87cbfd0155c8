import { localize } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { webDistForFile } from '../../test/web-dist.ts';
import { shorten } from './page-meta.ts';

/**
 * What a page's HTML tells search engines and link previews before any script runs (issue 25
 * item 3): title, description, canonical and hreflang links, Open Graph, JSON-LD, noindex, and
 * the status of a product or group the shop does not have.
 */
const t = testAppForFile({ webDist: webDistForFile() });

const page = (tenant: number, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: `t${tenant}.localhost`, 'accept-language': 'en', ...headers } });

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const linksOf = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, 'g'))].map((m) =>
    m[1] ? `${m[1]} ${m[2]}` : (m[2] as string),
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
  );

async function productOf(tenant: number) {
  const row = await t.db
    .selectFrom('products')
    .innerJoin('articles', 'articles.container_id', 'products.id')
    .select(['products.id', 'products.name', 'products.description', 'products.group_id'])
    .select((eb) => eb.fn.min('articles.price_minor').as('low'))
    .where('products.tenant_id', '=', tenant)
    .where('articles.freight', '=', 'NONE')
    .where('articles.administrative_fee', '=', false)
    .where('articles.payer', '<>', 'TENANT')
    .where('articles.alternative_price', 'is', null)
    .groupBy(['products.id', 'products.name', 'products.description', 'products.group_id'])
    .orderBy('products.id')
    .executeTakeFirstOrThrow();
  return { ...row, low: Number(row.low) };
}

describe('a product page', () => {
  it('carries its name, description, addresses and a JSON-LD Product with the price a guest sees', async () => {
    const p = await productOf(4);
    const res = await page(4, `/article/${p.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const name = localize(p.name, 'en');
    expect(title(html)).toBe(`${name} | Sealwise Nordic`);
    expect(html).toContain('<html lang="en"');
    expect(metaOf(html, 'description')).toBe(shorten(localize(p.description, 'en')).replace(/&/g, '&#38;'));
    expect(metaOf(html, 'og:title')).toBe(`${name} | Sealwise Nordic`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/t4\.localhost(:\d+)?\/media\//);
    expect(metaOf(html, 'robots')).toBeUndefined();

    // Canonical: the default language's address (the shopper's came from the browser, not the address).
    const [canonical] = linksOf(html, 'canonical');
    expect(canonical).toMatch(new RegExp(`^http://t4\\.localhost(:\\d+)?/article/${p.id}$`));
    expect(linksOf(html, 'alternate')).toEqual([
      `sv ${canonical}`,
      `en ${canonical}?lang=en`,
      `nb ${canonical}?lang=no`,
      `es ${canonical}?lang=es`,
      `fi ${canonical}?lang=fi`,
      `da ${canonical}?lang=dk`,
      `x-default ${canonical}`,
    ]);
    // Asked for in English by the address: that address is the canonical one.
    const en = await page(4, `/article/${p.id}?lang=en`);
    expect(linksOf(en.body, 'canonical')).toEqual([`${canonical}?lang=en`]);

    const [product, crumbs] = jsonLd(html);
    expect(product).toMatchObject({ '@type': 'Product', name });
    const offers = product?.offers as Record<string, unknown>;
    expect(offers.priceCurrency).toBe('SEK');
    expect(offers.lowPrice ?? offers.price).toBe((p.low / 100).toFixed(2));
    expect(offers.availability).toBe('https://schema.org/InStock');
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = ((crumbs?.itemListElement ?? []) as { name: string; item: string }[]).map((i) => i.name);
    expect(items[0]).toBe('Sealwise Nordic');
    expect(items.at(-1)).toBe(name);
    expect(items).toHaveLength(3);
  });

  it('is in Swedish for a Swedish browser, and answers 404 for a product the shop does not have', async () => {
    const p = await productOf(4);
    const sv = await page(4, `/article/${p.id}`, { 'accept-language': 'sv-SE' });
    expect(title(sv.body)).toBe(`${localize(p.name, 'sv')} | Sealwise Nordic`);
    expect(sv.body).toContain('<html lang="sv"');

    const other = await productOf(5);
    for (const path of ['/article/999999', '/article/abc', `/article/${other.id}`, '/404']) {
      const res = await page(4, path);
      expect(res.statusCode, path).toBe(404);
      expect(title(res.body), path).toBe('Page not found | Sealwise Nordic');
      expect(linksOf(res.body, 'canonical'), path).toEqual([]);
      expect(res.body, path).toContain('<div id="root">');
    }
  });
});

describe('a listing', () => {
  it('is titled by its group, with a breadcrumb; an unknown group answers 404', async () => {
    const p = await productOf(4);
    const group = await t.db
      .selectFrom('article_groups')
      .select(['id', 'name'])
      .where('id', '=', p.group_id)
      .executeTakeFirstOrThrow();
    const res = await page(4, `/shop/${group.id}?page=2`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe(`${localize(group.name, 'en')} | Sealwise Nordic`);
    expect(linksOf(res.body, 'canonical')[0]).toMatch(new RegExp(`/shop/${group.id}\\?page=2$`));
    expect(jsonLd(res.body)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((await page(4, '/shop')).statusCode).toBe(200);
    expect(title((await page(4, '/shop')).body)).toBe('Products | Sealwise Nordic');
    expect((await page(4, '/shop/999999')).statusCode).toBe(404);
  });
});

describe('other pages', () => {
  it('a content page is titled by its text; the cart is never indexed', async () => {
    const about = await page(4, '/about');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/guest/content/ajaxGet?tenant=4',
      payload: { page: 'about', lang: 'en' },
    });
    expect(title(about.body)).toBe(`${(text.json() as { body: { title: string } }).body.title} | Sealwise Nordic`);
    expect(metaOf(about.body, 'description')).toBeTruthy();
    expect(metaOf(about.body, 'robots')).toBeUndefined();
    const cart = await page(4, '/cart');
    expect(metaOf(cart.body, 'robots')).toBe('noindex, nofollow');
    expect(cart.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('the non-public shop is noindex everywhere and names no product', async () => {
    const p = await productOf(3);
    for (const path of ['/', `/article/${p.id}`, '/about']) {
      const res = await page(3, path);
      expect(metaOf(res.body, 'robots'), path).toBe('noindex, nofollow');
      expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(res.body, path).not.toContain(localize(p.name, 'en'));
      expect(jsonLd(res.body), path).toEqual([]);
    }
  });

  it('a signed-in customer’s name is never in a page’s HTML', async () => {
    const { tokens, cookie } = await loginAs(t.app, 4, 'business.4@example.com');
    const p = await productOf(4);
    for (const path of ['/', `/article/${p.id}`, '/account']) {
      const res = await page(4, path, { authorization: `Bearer ${tokens.access_token}`, cookie });
      expect(res.statusCode, path).toBe(200);
      for (const personal of ['business.4@example.com', String(tokens.username), tokens.access_token]) {
        expect(res.body, path).not.toContain(personal);
      }
    }
  });
});
