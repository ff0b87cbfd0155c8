import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getMedia, type TestApp } from './test/app.ts';
import { someFileName } from './test/db.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Shop</title></head><body><script id="tenant-data" type="application/json"></script></body></html>',
  );
  t = await createTestApp({ webDist: dist, hostTenants: new Map([['shop.example.fi', 5]]) });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('tenant resolution and the web app', () => {
  const page = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });
  const embedded = (html: string) =>
    JSON.parse(/<script id="tenant-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('embeds the tenant of the host name: t<ID>.localhost, SHOP_HOSTS, plain localhost', async () => {
    const t8 = await page('t8.localhost:3000', '/');
    expect(t8.statusCode).toBe(200);
    expect(embedded(t8.body)).toMatchObject({ id: 8, name: 'Labwise', theme: { variant: 'lab' } });
    expect(t8.body).toContain('<title>Labwise</title>');
    // The tenant's colours come with the page, on <html>.
    expect(t8.body).toMatch(
      /<html lang="en" data-theme="lab" style="--color-primary:#007c78;[^"]*--color-on-footer:#1b2a2a"/,
    );
    expect(embedded((await page('shop.example.fi')).body).id).toBe(5);
    expect(embedded((await page('localhost:3000', '/account/orders/1')).body).id).toBe(4);
    const t9 = await page('t9.localhost');
    expect(t9.body).toContain('<html lang="da"');
    // A group the shop does not have: the page still comes (it shows not found), with status 404.
    const missing = await page('t8.localhost:3000', '/shop/12');
    expect(missing.statusCode).toBe(404);
    expect(embedded(missing.body)).toMatchObject({ id: 8 });
  });

  it('answers unknown hosts and tenants with a clear error, never another tenant', async () => {
    const unknownHost = await page('evil.example.com');
    expect(unknownHost.statusCode).toBe(404);
    expect(unknownHost.body).toContain('Unknown shop');
    const unknownTenant = await page('t77.localhost');
    expect(unknownTenant.statusCode).toBe(404);
    expect(unknownTenant.body).not.toContain('tenant-data');
  });

  it('answers unknown API paths as JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here?tenant=4', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ operationError: 'not_found' });
  });

  it('sends security headers', async () => {
    const res = await page('t4.localhost');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('media', () => {
  it('serves a product image to its own tenant only', async () => {
    const fileName = await someFileName(t.db, 'images', 6);
    const own = await getMedia(t.app, fileName, 't6.localhost');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/svg+xml');
    expect(own.body).toContain('<svg');
    const other = await getMedia(t.app, fileName, 't4.localhost');
    expect(other.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('lists every call of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/login',
      '/oauth/access_token',
      '/api/session/isLoggedIn',
      '/api/logout',
      '/api/guest/articleContainer/ajaxList',
      '/api/articleContainer/ajaxList',
      '/api/articleContainer/ajaxGet',
      '/api/articleContainer/ajaxTotal',
      '/api/articleContainer/ajaxGetArticlesForArticleContainer',
      '/api/articleContainer/ajaxGetImagesForArticleContainer',
      '/api/articleContainer/ajaxGetRelatedForArticleContainer',
      '/api/articleGroup/ajaxGetArticleGroupsForCustomer',
      '/api/articleCategory/ajaxGetArticleCategoriesForCustomer',
      '/api/campaign/ajaxList',
      '/api/guest/tenant/ajaxList',
      '/api/store/ajaxHasStores',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});
