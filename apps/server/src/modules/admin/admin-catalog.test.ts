import {
  AdminArticleSchema,
  AdminGroupsAnswerSchema,
  AdminProductListAnswerSchema,
  AdminProductSchema,
} from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, refusedCallers, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { goodsOf } from '../../test/orders.ts';

const t = testAppForFile();
const { admin4, handler4 } = signInOperators(t, 'admin4', 'handler4');
let product4: number;
let article4: number;
let product5: number;
let article5: number;
let group5: number;
let category5: number;
let group4: number;
let category4: number;
beforeAll(async () => {
  const first = (tenant: number) =>
    goodsOf(t.db, tenant).select(['id', 'container_id']).orderBy('id').executeTakeFirstOrThrow();
  const a4 = await first(4);
  const a5 = await first(5);
  [product4, article4, product5, article5] = [a4.container_id, a4.id, a5.container_id, a5.id];
  const firstGroup = (tenant: number) =>
    t.db
      .selectFrom('article_groups')
      .select(['id', 'category_id'])
      .where('tenant_id', '=', tenant)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const g5 = await firstGroup(5);
  [group5, category5] = [g5.id, g5.category_id];
  const g4 = await firstGroup(4);
  [group4, category4] = [g4.id, g4.category_id];
});

/** Everything a catalog call could change in a tenant, to show that a refused one changed nothing. */
async function snapshot(tenantId: number) {
  const all = (table: 'products' | 'articles' | 'article_groups' | 'categories' | 'related_products') =>
    t.db.selectFrom(table).selectAll().where('tenant_id', '=', tenantId).execute();
  const [products, articles, groups, categories, related, audit] = await Promise.all([
    all('products'),
    all('articles'),
    all('article_groups'),
    all('categories'),
    all('related_products'),
    t.db.selectFrom('audit_log').select('id').where('tenant_id', '=', tenantId).execute(),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((x, y) => x.id - y.id);
  return {
    products: byId(products),
    articles: byId(articles),
    groups: byId(groups),
    categories: byId(categories),
    related: related.map((r) => `${r.container_id}:${r.related_id}:${r.position}`).sort(),
    audit: audit.length,
  };
}

async function auditOf(tenantId: number, entity: string, id: number) {
  const rows = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity', '=', entity as never)
    .where('entity_id', '=', String(id))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as Record<string, unknown>,
  }));
}

const calls = (): [string, 'GET' | 'POST' | 'PATCH', string, unknown?][] => [
  ['list', 'GET', '/api/admin/products?tenant=4'],
  ['read', 'GET', `/api/admin/products/${product4}?tenant=4`],
  ['create', 'POST', '/api/admin/products?tenant=4', { groupId: group4, name: { sv: 'X' } }],
  ['patch', 'PATCH', `/api/admin/products/${product4}?tenant=4`, { recommended: true }],
  [
    'add article',
    'POST',
    `/api/admin/products/${product4}/articles?tenant=4`,
    { articleNumber: 'Z-1', quantity: 1, price: 1 },
  ],
  ['patch article', 'PATCH', `/api/admin/articles/${article4}?tenant=4`, { price: 1 }],
  ['groups', 'GET', '/api/admin/groups?tenant=4'],
  ['patch category', 'PATCH', `/api/admin/categories/${category4}?tenant=4`, { position: 9 }],
  ['patch group', 'PATCH', `/api/admin/groups/${group4}?tenant=4`, { position: 9 }],
];

describe('who may call the catalog calls', () => {
  it('answers 401 without a token, with a garbage one and with a shop customer’s, and changes nothing', async () => {
    const shop = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    const before = await snapshot(4);
    for (const [who, headers] of Object.entries(refusedCallers(shop))) {
      for (const [name, method, url, payload] of calls()) {
        const res = await adminCall(t.app, headers, method, url, payload);
        expect(res.statusCode, `${who} ${name}`).toBe(401);
      }
    }
    expect(await snapshot(4)).toEqual(before);
  });

  it('an ADMIN of 4 gets 404 for tenant 5 (on 5, and asking 5’s ids on 4) and changes nothing of 5', async () => {
    const before = await snapshot(5);
    for (const [name, method, url, payload] of calls()) {
      const on5 = await adminCall(t.app, admin4, method, url.replace('tenant=4', 'tenant=5'), payload);
      expect(on5.statusCode, `${name} on 5`).toBe(404);
      expect(on5.json(), name).toEqual({ operationError: 'not_found' });
    }
    const of5: [string, 'GET' | 'POST' | 'PATCH', string, unknown?][] = [
      ['read', 'GET', `/api/admin/products/${product5}?tenant=4`],
      ['patch', 'PATCH', `/api/admin/products/${product5}?tenant=4`, { active: false }],
      [
        'add article',
        'POST',
        `/api/admin/products/${product5}/articles?tenant=4`,
        { articleNumber: 'Q-1', quantity: 1, price: 1 },
      ],
      ['patch article', 'PATCH', `/api/admin/articles/${article5}?tenant=4`, { price: 0 }],
      ['patch category', 'PATCH', `/api/admin/categories/${category5}?tenant=4`, { position: 3 }],
      ['patch group', 'PATCH', `/api/admin/groups/${group5}?tenant=4`, { position: 3 }],
    ];
    for (const [name, method, url, payload] of of5) {
      const res = await adminCall(t.app, admin4, method, url, payload);
      expect(res.statusCode, `${name} of 5 on 4`).toBe(404);
      expect(res.json()).toEqual({ operationError: 'not_found' });
    }
    // Tenant 5's group, category or products as references of tenant 4's changes.
    const moved = await adminCall(t.app, admin4, 'PATCH', `/api/admin/products/${product4}?tenant=4`, {
      groupId: group5,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().fieldErrors).toEqual([{ field: 'groupId', message: 'invalid' }]);
    const related = await adminCall(t.app, admin4, 'PATCH', `/api/admin/products/${product4}?tenant=4`, {
      relatedIds: [product5],
    });
    expect(related.json().fieldErrors).toEqual([{ field: 'relatedIds', message: 'invalid' }]);
    const group = await adminCall(t.app, admin4, 'PATCH', `/api/admin/groups/${group4}?tenant=4`, {
      categoryId: category5,
    });
    expect(group.statusCode).toBe(422);
    const groups = AdminGroupsAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/groups?tenant=4')).json(),
    );
    const ids5 = new Set((await snapshot(5)).groups.map((g) => g.id));
    expect(groups.categories.flatMap((c) => c.groups).some((g) => ids5.has(g.id))).toBe(false);
    const number5 = (await snapshot(5)).articles[0]?.article_number ?? '';
    const search = await adminCall(
      t.app,
      admin4,
      'GET',
      `/api/admin/products?tenant=4&q=${encodeURIComponent(number5)}`,
    );
    expect(search.json().items).toEqual([]);
    expect(await snapshot(5)).toEqual(before);
  });

  it('an ORDER_HANDLER reads the catalog, but every change is 403 and changes nothing', async () => {
    for (const [name, method, url] of calls().filter(([, m]) => m === 'GET')) {
      expect((await adminCall(t.app, handler4, method, url)).statusCode, name).toBe(200);
    }
    const before = await snapshot(4);
    for (const [name, method, url, payload] of calls().filter(([, m]) => m !== 'GET')) {
      const res = await adminCall(t.app, handler4, method, url, payload);
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual({ operationError: 'forbidden' });
    }
    expect(await snapshot(4)).toEqual(before);
  });
});

describe('GET /api/admin/products', () => {
  it('lists a page in the shop’s order with count, names in the tenant’s language, prices and picture', async () => {
    const res = await adminCall(t.app, admin4, 'GET', '/api/admin/products?tenant=4&pageSize=25');
    expect(res.statusCode).toBe(200);
    const answer = AdminProductListAnswerSchema.parse(res.json());
    const count = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(answer.total).toBe(Number(count.n));
    expect(answer.items.length).toBe(Math.min(25, Number(count.n)));
    const row = answer.items.find((p) => p.id === product4);
    expect(row).toBeDefined();
    expect(row?.name).not.toMatch(/\[/);
    expect(row?.articleCount).toBeGreaterThan(0);
    expect(row?.minPrice).toBeLessThanOrEqual(row?.maxPrice ?? 0);
    expect(answer.items.some((p) => p.image !== null)).toBe(true);
    const page2 = AdminProductListAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/products?tenant=4&pageSize=25&page=2')).json(),
    );
    expect(page2.page).toBe(2);
    expect(page2.items.map((p) => p.id).some((id) => answer.items.some((p) => p.id === id))).toBe(false);
  });

  it('searches names in any language and article numbers, and filters by group', async () => {
    const row = await t.db.selectFrom('products').selectAll().where('id', '=', product4).executeTakeFirstOrThrow();
    const article = await t.db.selectFrom('articles').selectAll().where('id', '=', article4).executeTakeFirstOrThrow();
    const en = /\[en\]([^[]{4,})/.exec(row.name)?.[1]?.trim() ?? '';
    expect(en).not.toBe('');
    const list = async (query: string) =>
      AdminProductListAnswerSchema.parse(
        (await adminCall(t.app, admin4, 'GET', `/api/admin/products?tenant=4&${query}`)).json(),
      );
    expect((await list(`q=${encodeURIComponent(en.toUpperCase())}`)).items.map((p) => p.id)).toContain(product4);
    expect((await list(`q=${encodeURIComponent(article.article_number)}`)).items.map((p) => p.id)).toEqual([product4]);
    const inGroup = await list(`group=${row.group_id}&pageSize=100`);
    expect(inGroup.items.every((p) => p.groupId === row.group_id)).toBe(true);
    expect(inGroup.items.map((p) => p.id)).toContain(product4);
    expect((await list('q=%25%25%25')).items).toEqual([]);
    const bad = await adminCall(t.app, admin4, 'GET', '/api/admin/products?tenant=4&pageSize=1000');
    expect(bad.statusCode).toBe(422);
  });
});

describe('products', () => {
  it('reads every field with texts per language, articles and the tenant’s languages', async () => {
    const res = await adminCall(t.app, admin4, 'GET', `/api/admin/products/${product4}?tenant=4`);
    expect(res.statusCode).toBe(200);
    const p = AdminProductSchema.parse(res.json());
    expect(p.id).toBe(product4);
    expect(Object.keys(p.name).length).toBeGreaterThan(0);
    expect(Object.values(p.name).join('')).not.toMatch(/\[[a-z]{2}\]/);
    expect(p.articles.map((a) => a.id)).toContain(article4);
    expect(p.languages).toContain(p.defaultLanguage);
    expect((await adminCall(t.app, admin4, 'GET', '/api/admin/products/999999?tenant=4')).statusCode).toBe(404);
  });

  it('creates a product, changes texts per language, moves it, sets related products; one audit row each', async () => {
    const groups = AdminGroupsAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/groups?tenant=4')).json(),
    );
    const [g1, g2] = groups.categories.flatMap((c) => c.groups);
    if (!g1 || !g2) throw new Error('tenant 4 needs two groups');
    const created = await adminCall(t.app, admin4, 'POST', '/api/admin/products?tenant=4', {
      groupId: g1.id,
      name: { sv: 'Testpåse', en: 'Test bag' },
      description: { sv: 'En påse\nmed två rader' },
    });
    expect(created.statusCode).toBe(201);
    const p = AdminProductSchema.parse(created.json());
    expect(p).toMatchObject({
      groupId: g1.id,
      name: { sv: 'Testpåse', en: 'Test bag' },
      active: true,
      recommended: false,
    });
    const stored = await t.db.selectFrom('products').selectAll().where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('[sv]Testpåse[en]Test bag');
    expect((await auditOf(4, 'product', p.id))[0]).toMatchObject({ action: 'created', actor: 'admin.4@example.com' });

    const patched = await adminCall(t.app, admin4, 'PATCH', `/api/admin/products/${p.id}?tenant=4`, {
      name: { en: 'Test pouch', fi: 'Testipussi', sv: '' },
      groupId: g2.id,
      recommended: true,
      relatedIds: [product4],
    });
    expect(patched.statusCode).toBe(200);
    const after = AdminProductSchema.parse(patched.json());
    expect(after).toMatchObject({ groupId: g2.id, name: { en: 'Test pouch', fi: 'Testipussi' }, recommended: true });
    expect(after.name.sv).toBeUndefined();
    expect(after.related.map((r) => r.id)).toEqual([product4]);
    const rows = await auditOf(4, 'product', p.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.changes).toEqual({
      'name.sv': { from: 'Testpåse', to: null },
      'name.en': { from: 'Test bag', to: 'Test pouch' },
      'name.fi': { from: null, to: 'Testipussi' },
      groupId: { from: g1.id, to: g2.id },
      recommended: { from: false, to: true },
      relatedIds: { from: '', to: String(product4) },
    });
    // The same patch again changes nothing and writes no audit row.
    await adminCall(t.app, admin4, 'PATCH', `/api/admin/products/${p.id}?tenant=4`, {
      groupId: g2.id,
      recommended: true,
    });
    expect(await auditOf(4, 'product', p.id)).toHaveLength(2);
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = await snapshot(4);
    const bad: [string, 'POST' | 'PATCH', string, unknown, string][] = [
      ['no name', 'POST', '/api/admin/products?tenant=4', { groupId: group4, name: { sv: ' ' } }, 'name'],
      ['unknown group', 'POST', '/api/admin/products?tenant=4', { groupId: 999999, name: { sv: 'X' } }, 'groupId'],
      [
        'emptied name',
        'PATCH',
        `/api/admin/products/${product4}?tenant=4`,
        { name: { sv: '', en: '', no: '', es: '', fi: '', dk: '' } },
        'name',
      ],
      ['tag in text', 'PATCH', `/api/admin/products/${product4}?tenant=4`, { name: { sv: 'a[en]b' } }, 'name.sv'],
      ['unknown field', 'PATCH', `/api/admin/products/${product4}?tenant=4`, { price: 1 }, 'price'],
      ['self related', 'PATCH', `/api/admin/products/${product4}?tenant=4`, { relatedIds: [product4] }, 'relatedIds'],
      ['negative price', 'PATCH', `/api/admin/articles/${article4}?tenant=4`, { price: -1 }, 'price'],
      ['fraction price', 'PATCH', `/api/admin/articles/${article4}?tenant=4`, { price: 10.5 }, 'price'],
      ['bad number', 'PATCH', `/api/admin/articles/${article4}?tenant=4`, { articleNumber: 'a b' }, 'articleNumber'],
      [
        'zero quantity',
        'POST',
        `/api/admin/products/${product4}/articles?tenant=4`,
        { articleNumber: 'N-1', quantity: 0, price: 1 },
        'quantity',
      ],
      [
        'empty group name',
        'PATCH',
        `/api/admin/groups/${group4}?tenant=4`,
        { name: { sv: '', en: '', no: '', es: '', fi: '', dk: '' } },
        'name',
      ],
      ['bad position', 'PATCH', `/api/admin/categories/${category4}?tenant=4`, { position: -1 }, 'position'],
    ];
    for (const [name, method, url, payload, field] of bad) {
      const res = await adminCall(t.app, admin4, method, url, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(
        res.json().fieldErrors.map((e: { field: string }) => e.field),
        name,
      ).toContain(field);
    }
    expect(await snapshot(4)).toEqual(before);
  });
});

describe('articles', () => {
  it('adds an article at the end, changes any subset, and audits each change', async () => {
    const created = await adminCall(t.app, admin4, 'POST', `/api/admin/products/${product4}/articles?tenant=4`, {
      articleNumber: 'TST-500',
      name: { sv: '500 st', en: '500 pcs' },
      quantity: 500,
      price: 123_45,
      alternativePrice: { sv: 'Pris på begäran' },
    });
    expect(created.statusCode).toBe(201);
    const a = AdminArticleSchema.parse(created.json());
    expect(a).toMatchObject({
      productId: product4,
      articleNumber: 'TST-500',
      price: 12345,
      active: true,
      payer: 'CUSTOMER',
    });
    expect(a.alternativePrice).toEqual({ sv: 'Pris på begäran' });
    const siblings = await t.db
      .selectFrom('articles')
      .select('position')
      .where('container_id', '=', product4)
      .execute();
    expect(a.position).toBe(Math.max(...siblings.map((s) => s.position)));

    const patched = await adminCall(t.app, admin4, 'PATCH', `/api/admin/articles/${a.id}?tenant=4`, {
      price: 99_00,
      freeShipping: true,
      alternativePrice: { sv: '' },
    });
    expect(patched.statusCode).toBe(200);
    expect(AdminArticleSchema.parse(patched.json())).toMatchObject({
      price: 9900,
      freeShipping: true,
      alternativePrice: {},
    });
    const row = await t.db.selectFrom('articles').selectAll().where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.alternative_price).toBeNull();
    const audit = await auditOf(4, 'article', a.id);
    expect(audit.map((r) => r.action)).toEqual(['updated', 'created']);
    expect(audit[0]?.changes).toEqual({
      price: { from: 12345, to: 9900 },
      freeShipping: { from: false, to: true },
      'alternativePrice.sv': { from: 'Pris på begäran', to: null },
    });
  });

  it('refuses an article number taken in the tenant (422 article_number_taken), not one of another tenant', async () => {
    const taken = await t.db
      .selectFrom('articles')
      .select('article_number')
      .where('id', '=', article4)
      .executeTakeFirstOrThrow();
    const number5 = await t.db
      .selectFrom('articles')
      .select('article_number')
      .where('id', '=', article5)
      .executeTakeFirstOrThrow();
    const before = await snapshot(4);
    const add = await adminCall(t.app, admin4, 'POST', `/api/admin/products/${product4}/articles?tenant=4`, {
      articleNumber: taken.article_number,
      quantity: 1,
      price: 1,
    });
    expect(add.statusCode).toBe(422);
    expect(add.json()).toEqual({ fieldErrors: [{ field: 'articleNumber', message: 'article_number_taken' }] });
    const other = await t.db
      .selectFrom('articles')
      .select('id')
      .where('tenant_id', '=', 4)
      .where('id', '<>', article4)
      .executeTakeFirstOrThrow();
    const rename = await adminCall(t.app, admin4, 'PATCH', `/api/admin/articles/${other.id}?tenant=4`, {
      articleNumber: taken.article_number,
    });
    expect(rename.json()).toEqual({ fieldErrors: [{ field: 'articleNumber', message: 'article_number_taken' }] });
    expect(await snapshot(4)).toEqual(before);
    // Its own number, and a number only tenant 5 uses, are fine.
    const same = await adminCall(t.app, admin4, 'PATCH', `/api/admin/articles/${article4}?tenant=4`, {
      articleNumber: taken.article_number,
    });
    expect(same.statusCode).toBe(200);
    if (number5.article_number !== taken.article_number) {
      const fromFive = await adminCall(t.app, admin4, 'POST', `/api/admin/products/${product4}/articles?tenant=4`, {
        articleNumber: number5.article_number,
        quantity: 1,
        price: 1,
        active: false,
      });
      expect(fromFive.statusCode).toBe(201);
    }
  });
});

describe('groups and categories', () => {
  it('lists categories with their groups, changes texts and order, moves a group; audits each', async () => {
    const answer = AdminGroupsAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/groups?tenant=4')).json(),
    );
    const [c1, c2] = answer.categories;
    const g = c1?.groups[0];
    if (!c1 || !c2 || !g) throw new Error('tenant 4 needs two categories');
    expect(g.productCount).toBeGreaterThanOrEqual(0);
    const cat = await adminCall(t.app, admin4, 'PATCH', `/api/admin/categories/${c1.id}?tenant=4`, {
      name: { en: 'Renamed' },
      description: { sv: 'Ny beskrivning' },
      position: 42,
    });
    expect(cat.statusCode).toBe(200);
    expect(cat.json()).toMatchObject({
      id: c1.id,
      name: { en: 'Renamed' },
      description: { sv: 'Ny beskrivning' },
      position: 42,
    });
    expect((await auditOf(4, 'category', c1.id))[0]?.changes).toMatchObject({
      'name.en': { to: 'Renamed' },
      position: { from: c1.position, to: 42 },
    });
    const moved = await adminCall(t.app, admin4, 'PATCH', `/api/admin/groups/${g.id}?tenant=4`, {
      categoryId: c2.id,
      name: { sv: 'Flyttad' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: g.id, categoryId: c2.id, name: { sv: 'Flyttad' } });
    expect((await auditOf(4, 'group', g.id))[0]?.changes).toMatchObject({ categoryId: { from: c1.id, to: c2.id } });
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/guest/articleGroup/ajaxGetArticleCategoriesForCustomer?tenant=4',
      payload: {},
    });
    if (shop.statusCode === 200) {
      const cats = shop.json() as { id: number; groups: { id: number; name: string }[] }[];
      expect(cats.find((c) => c.id === c2.id)?.groups.find((x) => x.id === g.id)?.name).toContain('Flyttad');
    }
  });
});
