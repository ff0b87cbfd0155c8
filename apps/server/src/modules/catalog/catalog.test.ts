import { localize, lowestPrice, ProductSchema, type ProductSummary, ProductSummarySchema } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginAs, testAppForFile } from '../../test/app.ts';

const t = testAppForFile();
let token3: string;
let token4: string;
beforeAll(async () => {
  token3 = (await loginAs(t.app, 3, 'business.3@example.com')).tokens.access_token;
  token4 = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
});

const guest = (tenant: number, call: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url: `/api/guest/${call}?tenant=${tenant}`, payload: payload as object });
const signedIn = (tenant: number, call: string, token: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${call}?tenant=${tenant}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

describe('articleContainer/ajaxList and ajaxTotal', () => {
  it('lists 20 products by default with their package sizes, for a guest on a public tenant', async () => {
    const res = await guest(4, 'articleContainer/ajaxList', {});
    expect(res.statusCode).toBe(200);
    const list = z.array(ProductSummarySchema).parse(res.json());
    expect(list).toHaveLength(20);
    for (const p of list) {
      expect(p.articles.length).toBeGreaterThanOrEqual(1);
      expect(p.articles.length).toBeLessThanOrEqual(4);
      expect(p.name).toMatch(/\[sv\].*\[en\]/);
      expect(p.articles.every((a) => a.freight === 'NONE' && !a.administrativeFee)).toBe(true);
    }
  });

  it('pages with limit and offset without overlap, and counts the total', async () => {
    const total = (await guest(4, 'articleContainer/ajaxTotal', {})).json().count;
    expect(total).toBeGreaterThanOrEqual(45);
    const a = (await guest(4, 'articleContainer/ajaxList', { limit: 20, offset: 0 })).json();
    const b = (await guest(4, 'articleContainer/ajaxList', { limit: 20, offset: 20 })).json();
    const ids = new Set([...a, ...b].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(40);
    const last = (await guest(4, 'articleContainer/ajaxList', { limit: 80, offset: total - 5 })).json();
    expect(last).toHaveLength(5);
    expect((await guest(4, 'articleContainer/ajaxList', { limit: 20, offset: total })).json()).toEqual([]);
  });

  it('filters by article group, and the total agrees', async () => {
    const groups = (await guest(4, 'articleGroup/ajaxGetArticleGroupsForCustomer')).json();
    expect(groups.length).toBeGreaterThanOrEqual(12);
    const group = groups[0].id;
    const list = (await guest(4, 'articleContainer/ajaxList', { articleGroup: group, limit: 100 })).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p: { groupId: number }) => p.groupId === group)).toBe(true);
    const total = (await guest(4, 'articleContainer/ajaxTotal', { articleGroup: group })).json();
    expect(total).toEqual({ count: list.length });
  });

  it('searches names, descriptions and article numbers', async () => {
    const first = (await guest(4, 'articleContainer/ajaxList', { limit: 1 })).json()[0];
    const number = first.articles[0].articleNumber;
    const byNumber = (await guest(4, 'articleContainer/ajaxList', { pattern: number })).json();
    expect(byNumber.map((p: { id: number }) => p.id)).toContain(first.id);
    const none = await guest(4, 'articleContainer/ajaxList', { pattern: 'zzzz-no-such-thing' });
    expect(none.json()).toEqual([]);
    expect((await guest(4, 'articleContainer/ajaxTotal', { pattern: 'zzzz-no-such-thing' })).json()).toEqual({
      count: 0,
    });
    const wildcard = (await guest(4, 'articleContainer/ajaxList', { pattern: '%' })).json();
    expect(wildcard).toEqual([]);
  });

  it("searches the shopper's language only when a language is given", async () => {
    const first = (await guest(4, 'articleContainer/ajaxList', { limit: 1 })).json()[0];
    const fi = localize(first.name, 'fi');
    const sv = localize(first.name, 'sv');
    const word = fi.split(' ').find((w: string) => w.length > 4 && !sv.toLowerCase().includes(w.toLowerCase()));
    if (!word) throw new Error(`no Finnish-only word in ${first.name}`);
    const inFinnish = (await guest(4, 'articleContainer/ajaxList', { pattern: word, lang: 'fi', limit: 100 })).json();
    expect(inFinnish.map((p: { id: number }) => p.id)).toContain(first.id);
    const inSwedish = (await guest(4, 'articleContainer/ajaxList', { pattern: word, lang: 'sv', limit: 100 })).json();
    expect(inSwedish.map((p: { id: number }) => p.id)).not.toContain(first.id);
    const total = (await guest(4, 'articleContainer/ajaxTotal', { pattern: word, lang: 'fi' })).json();
    expect(total.count).toBe(inFinnish.length);
  });

  it('sorts by localized name and by the cheapest package', async () => {
    const byName = (await guest(6, 'articleContainer/ajaxList', { sort: 'name', lang: 'en', limit: 100 })).json();
    const names = byName.map((p: { name: string }) => localize(p.name, 'en').toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cheapest = (p: ProductSummary) => lowestPrice(p.articles) ?? 0;
    const asc = (await guest(6, 'articleContainer/ajaxList', { sort: 'priceAsc', limit: 100 })).json().map(cheapest);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await guest(6, 'articleContainer/ajaxList', { sort: 'priceDesc', limit: 100 })).json().map(cheapest);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await guest(6, 'articleContainer/ajaxList', { sort: 'random' })).statusCode).toBe(422);
    expect((await guest(6, 'articleContainer/ajaxList', { lang: 'de' })).statusCode).toBe(422);
  });

  it('lists recommended products', async () => {
    const list = (await guest(4, 'articleContainer/ajaxList', { recommended: true, limit: 4 })).json();
    expect(list.length).toBe(4);
    expect(list.every((p: { recommended: boolean }) => p.recommended)).toBe(true);
  });

  it('refuses bad input with fieldErrors and answers nothing else', async () => {
    const bad = [
      { limit: -1 },
      { limit: 0 },
      { limit: 1_000_000 },
      { offset: -5 },
      { offset: 1e12 },
      { limit: '20' },
      { articleGroup: 'x' },
      { pattern: 'p'.repeat(51) },
      { recommended: 'yes' },
      { unknown: 1 },
    ];
    for (const payload of bad) {
      const res = await guest(4, 'articleContainer/ajaxList', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().fieldErrors[0]).toHaveProperty('message');
    }
  });
});

describe('articleContainer/ajaxGet and its parts', () => {
  it('returns a whole product with images, files, videos, related products and articles', async () => {
    const list = (await guest(4, 'articleContainer/ajaxList', { limit: 100 })).json();
    const ids: number[] = list.map((p: { id: number }) => p.id);
    const products = await Promise.all(
      ids.map(async (id) => ProductSchema.parse((await guest(4, 'articleContainer/ajaxGet', { id })).json())),
    );
    expect(products.some((p) => p.attachedFiles.length > 0)).toBe(true);
    expect(products.some((p) => p.videos.length > 0)).toBe(true);
    expect(products.some((p) => p.related.length > 0)).toBe(true);
    const p = products.find((x) => x.images.length > 0 && x.related.length > 0);
    if (!p) throw new Error('no product with images and related products');
    const articles = (await guest(4, 'articleContainer/ajaxGetArticlesForArticleContainer', { id: p.id })).json();
    expect(articles).toEqual(p.articles);
    const images = (await guest(4, 'articleContainer/ajaxGetImagesForArticleContainer', { id: p.id })).json();
    expect(images).toEqual(p.images);
    const related = (await guest(4, 'articleContainer/ajaxGetRelatedForArticleContainer', { id: p.id })).json();
    expect(related.map((r: { id: number }) => r.id)).toEqual(p.related.map((r) => r.id));
    expect(related.every((r: { id: number }) => r.id !== p.id)).toBe(true);
  });

  it('marks a missing product nonExistant, and so another tenant’s product', async () => {
    const missing = await guest(4, 'articleContainer/ajaxGet', { id: 999999 });
    expect(missing.json()).toEqual({ id: 999999, nonExistant: true });
    const other = (await guest(6, 'articleContainer/ajaxList', { limit: 1 })).json()[0];
    expect((await guest(4, 'articleContainer/ajaxGet', { id: other.id })).json()).toEqual({
      id: other.id,
      nonExistant: true,
    });
    expect((await guest(4, 'articleContainer/ajaxGetArticlesForArticleContainer', { id: other.id })).json()).toEqual(
      [],
    );
    expect((await guest(4, 'articleContainer/ajaxGet', { id: 0 })).statusCode).toBe(422);
    expect((await guest(4, 'articleContainer/ajaxGet', {})).statusCode).toBe(422);
  });
});

describe('groups, categories and campaigns', () => {
  it('nests at least 12 groups in at least 5 categories', async () => {
    const categories = (await guest(5, 'articleCategory/ajaxGetArticleCategoriesForCustomer')).json();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const groups = categories.flatMap((c: { groups: unknown[] }) => c.groups);
    expect(groups.length).toBeGreaterThanOrEqual(12);
  });

  it('lists campaigns with products, and none on a tenant that shows none', async () => {
    const campaigns = (await guest(4, 'campaign/ajaxList', { limit: 3, offset: 0 })).json();
    expect(campaigns).toHaveLength(3);
    for (const c of campaigns) expect(c.articleContainers.length).toBeGreaterThan(0);
    expect((await guest(5, 'campaign/ajaxList', { limit: 3 })).json()).toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 to guests on the non-public tenant and serves its customers', async () => {
    for (const call of [
      'articleContainer/ajaxList',
      'articleGroup/ajaxGetArticleGroupsForCustomer',
      'articleCategory/ajaxGetArticleCategoriesForCustomer',
      'campaign/ajaxList',
    ]) {
      const res = await guest(3, call, {});
      expect(res.statusCode, call).toBe(401);
      expect(res.json()).toEqual({ operationError: 'unauthorized' });
      expect((await signedIn(3, call, token3)).statusCode, call).toBe(200);
    }
    const campaigns = (await signedIn(3, 'campaign/ajaxList', token3, { limit: 3 })).json();
    expect(campaigns).toHaveLength(3);
  });

  it('needs a valid token of the same tenant on the signed-in paths', async () => {
    expect((await signedIn(4, 'articleContainer/ajaxList', 'garbage')).statusCode).toBe(401);
    const noToken = await t.app.inject({ method: 'POST', url: '/api/articleContainer/ajaxList?tenant=4', payload: {} });
    expect(noToken.statusCode).toBe(401);
    const wrongTenant = await signedIn(6, 'articleContainer/ajaxList', token4);
    expect(wrongTenant.statusCode).toBe(401);
    expect(wrongTenant.json()).toEqual({ operationError: 'tenant_mismatch' });
    expect((await signedIn(3, 'articleContainer/ajaxList', token4)).statusCode).toBe(401);
  });

  it('refuses unknown tenants and a missing tenant parameter', async () => {
    const unknown = await guest(42, 'articleContainer/ajaxList');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ operationError: 'unknown_tenant' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/guest/articleContainer/ajaxList', payload: {} });
    expect(missing.statusCode).toBe(422);
    const notANumber = await t.app.inject({
      method: 'POST',
      url: '/api/guest/articleContainer/ajaxList?tenant=abc',
      payload: {},
    });
    expect(notANumber.statusCode).toBe(422);
  });
});

describe('order/ajaxGetAdministrativeFee', () => {
  it("answers the tenant's fee article, to guests of public tenants and to customers", async () => {
    const fee = (await guest(4, 'order/ajaxGetAdministrativeFee')).json();
    expect(fee.article).toEqual({ id: expect.any(Number), price: expect.any(Number) });
    expect(fee.article.price).toBeGreaterThan(0);
    expect((await guest(3, 'order/ajaxGetAdministrativeFee')).statusCode).toBe(401);
    expect((await signedIn(3, 'order/ajaxGetAdministrativeFee', token3)).json().article.price).toBeGreaterThan(0);
  });
});

describe('tenant/ajaxList', () => {
  it('answers only the current tenant, to guests on every tenant', async () => {
    for (const id of [3, 4, 5, 6, 7, 8, 9]) {
      const res = await guest(id, 'tenant/ajaxList');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(1);
      expect(list[0].id).toBe(id);
    }
    const t5 = (await guest(5, 'tenant/ajaxList')).json()[0];
    expect(t5).toMatchObject({
      currency: 'EUR',
      vat: 25.5,
      publicTenant: true,
      businessPrivateToggle: false,
      forcedLanguage: 'fi',
    });
    const t3 = (await signedIn(3, 'tenant/ajaxList', token3)).json()[0];
    expect(t3).toMatchObject({ currency: 'SEK', vat: 25, publicTenant: false, adminOrderFormType: 'STANDARD' });
  });
});
