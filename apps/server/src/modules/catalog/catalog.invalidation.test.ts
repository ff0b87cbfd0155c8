import {
  ArticleSchema,
  CategorySchema,
  ContainerIdBodySchema,
  CountAnswerSchema,
  GroupSchema,
  ImageSchema,
  ListProductsBodySchema,
  ProductAnswerSchema,
  ProductSummarySchema,
  TotalProductsBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listenerApplicationName } from '../../db/connect.ts';
import { CATALOG_TABLES } from '../../db/migrations/005-catalog-notify.ts';
import { loginAs } from '../../test/app.ts';
import type { TestDb } from '../../test/db.ts';
import { type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import { eventually } from '../../test/wait.ts';
import { contentCacheOf } from '../content/content.routes.ts';
import { CATALOG_CHANNEL, type CatalogCache } from './catalog.cache.ts';
import { articlesFor, imagesOf, relatedOf } from './catalog.repository.ts';
import { catalogCacheOf } from './catalog.routes.ts';
import { categoriesWithGroups, listGroups, product, productList, productTotal } from './catalog.service.ts';

let two: TwoInstances;
let tdb: TestDb;
let a: FastifyInstance;
let b: FastifyInstance;
let cacheA: CatalogCache;
let cacheB: CatalogCache;
let token4: string;

beforeAll(async () => {
  two = await twoInstances();
  ({ tdb, a, b } = two);
  cacheA = catalogCacheOf(a) as CatalogCache;
  cacheB = catalogCacheOf(b) as CatalogCache;
  token4 = (await loginAs(a, 4, 'business.4@example.com')).tokens.access_token;
});

afterAll(async () => {
  await two?.close();
});

const call = (app: FastifyInstance, tenant: number, path: string, payload: object = {}, token?: string) =>
  app.inject({
    method: 'POST',
    url: token ? `/api/${path}?tenant=${tenant}` : `/api/guest/${path}?tenant=${tenant}`,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

const execute = (statement: string) => two.execute(statement);
const silently = (statement: string) => two.silently(statement);

const serialize = (schema: z.ZodType, url: string) =>
  serializerCompiler({ schema, method: 'POST', url, httpStatus: '200' } as never) as (data: unknown) => string;

const LIST = { limit: 20, offset: 0 };

describe('cached catalog answers', () => {
  it('are byte for byte what the route serializer writes, on every catalog call, and served from the cache', async () => {
    const first = (await call(a, 4, 'articleContainer/ajaxList', { limit: 100 })).json();
    const id = first.find((p: { id: number; image: string | null }) => p.image)?.id as number;
    const db = tdb.db;
    const cases: { path: string; body: object; schema: z.ZodType; direct: () => Promise<unknown> }[] = [
      {
        path: 'articleContainer/ajaxList',
        body: LIST,
        schema: z.array(ProductSummarySchema),
        direct: () => productList(db, 4, ListProductsBodySchema.parse(LIST)),
      },
      {
        path: 'articleContainer/ajaxTotal',
        body: { pattern: 'a' },
        schema: CountAnswerSchema,
        direct: () => productTotal(db, 4, TotalProductsBodySchema.parse({ pattern: 'a' })),
      },
      {
        path: 'articleContainer/ajaxGet',
        body: { id },
        schema: ProductAnswerSchema,
        direct: () => product(db, 4, ContainerIdBodySchema.parse({ id }).id),
      },
      {
        path: 'articleContainer/ajaxGet',
        body: { id: 999_999 },
        schema: ProductAnswerSchema,
        direct: () => product(db, 4, 999_999),
      },
      {
        path: 'articleContainer/ajaxGetArticlesForArticleContainer',
        body: { id },
        schema: z.array(ArticleSchema),
        direct: async () => (await articlesFor(db, 4, [id])).get(id) ?? [],
      },
      {
        path: 'articleContainer/ajaxGetImagesForArticleContainer',
        body: { id },
        schema: z.array(ImageSchema),
        direct: () => imagesOf(db, 4, id),
      },
      {
        path: 'articleContainer/ajaxGetRelatedForArticleContainer',
        body: { id },
        schema: z.array(ProductSummarySchema),
        direct: () => relatedOf(db, 4, id),
      },
      {
        path: 'articleGroup/ajaxGetArticleGroupsForCustomer',
        body: {},
        schema: z.array(GroupSchema),
        direct: () => listGroups(db, 4),
      },
      {
        path: 'articleCategory/ajaxGetArticleCategoriesForCustomer',
        body: {},
        schema: z.array(CategorySchema),
        direct: () => categoriesWithGroups(db, 4),
      },
    ];
    for (const c of cases) {
      const expected = serialize(c.schema, `/api/guest/${c.path}`)(await c.direct());
      const hits = cacheA.stats.hits;
      const miss = await call(a, 4, c.path, c.body);
      const hit = await call(a, 4, c.path, c.body);
      const signedIn = await call(a, 4, c.path, c.body, token4);
      expect(cacheA.stats.hits - hits, c.path).toBe(2);
      for (const res of [miss, hit, signedIn]) {
        expect(res.statusCode, c.path).toBe(200);
        expect(res.rawPayload.equals(Buffer.from(expected, 'utf8')), c.path).toBe(true);
      }
      const { date: _d1, 'x-request-id': _r1, ...missHeaders } = miss.headers;
      const { date: _d2, 'x-request-id': _r2, ...hitHeaders } = hit.headers;
      expect(hitHeaders, c.path).toEqual(missHeaders);
      expect(missHeaders['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('share one entry between bodies that ask the same', async () => {
    await call(a, 4, 'articleContainer/ajaxList', {});
    const hits = cacheA.stats.hits;
    const misses = cacheA.stats.misses;
    for (const body of [
      {},
      { offset: 0, limit: 20 },
      { limit: 20, pattern: '', articleGroup: null, recommended: false },
    ]) {
      expect((await call(a, 4, 'articleContainer/ajaxList', body)).statusCode).toBe(200);
    }
    expect(cacheA.stats.hits - hits).toBe(3);
    expect(cacheA.stats.misses - misses).toBe(0);
    await call(a, 4, 'articleContainer/ajaxList', { limit: 21 });
    expect(cacheA.stats.misses - misses).toBe(1);
  });

  it('keep refusing what they refused, before the cache is asked', async () => {
    const token3 = (await loginAs(a, 3, 'business.3@example.com')).tokens.access_token;
    expect((await call(a, 3, 'articleGroup/ajaxGetArticleGroupsForCustomer', {}, token3)).statusCode).toBe(200);
    expect(cacheA.has('3:groups')).toBe(true);
    expect((await call(a, 3, 'articleGroup/ajaxGetArticleGroupsForCustomer')).statusCode).toBe(401);
    expect((await call(a, 4, 'articleContainer/ajaxList', { limit: 0 })).statusCode).toBe(422);
    expect((await call(a, 42, 'articleContainer/ajaxList')).statusCode).toBe(404);
  });
});

describe('invalidation', () => {
  it('every catalog table announces changes on the catalog channel', async () => {
    const migration = await import('../../db/migrations/005-catalog-notify.ts');
    expect(migration.CATALOG_CHANNEL).toBe(CATALOG_CHANNEL);
    for (const table of CATALOG_TABLES) {
      await call(a, 4, 'articleGroup/ajaxGetArticleGroupsForCustomer');
      await call(a, 5, 'articleGroup/ajaxGetArticleGroupsForCustomer');
      expect(cacheA.has('4:groups'), table).toBe(true);
      await execute(`UPDATE ${table} SET position = position WHERE tenant_id = 4`);
      await eventually(
        async () => cacheA.has('4:groups'),
        (cached) => !cached,
      );
      expect(cacheA.has('5:groups'), table).toBe(true);
    }
  });

  it('a change by SQL is answered by both instances promptly', async () => {
    const before = (await call(b, 4, 'articleContainer/ajaxList', LIST)).json();
    await call(a, 4, 'articleContainer/ajaxList', LIST);
    expect(cacheA.has(`4:list:[20,0,null,null,false,false,"position",null]`)).toBe(true);
    const target = before[0] as { id: number; name: string };
    const renamed = `${target.name} (changed)`;
    const started = Date.now();
    await execute(`UPDATE products SET name = '${renamed.replaceAll("'", "''")}' WHERE id = ${target.id}`);
    for (const app of [a, b]) {
      await eventually(
        async () => (await call(app, 4, 'articleContainer/ajaxList', LIST)).json()[0].name,
        (name) => name === renamed,
        2_000,
      );
    }
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("one notification drops every cache of the catalog channel in the same turn (the rendered pages are made from the catalog's answers)", async () => {
    // What each of A's caches was told, and what was told before the next microtask ran: with a
    // listening connection per cache, a page made between two drops would keep old answers.
    const content = contentCacheOf(a) as CatalogCache;
    const told: string[] = [];
    const watch = (cache: CatalogCache, name: string) => {
      const drop = cache.invalidateTenant.bind(cache);
      cache.invalidateTenant = (tenantId) => {
        drop(tenantId);
        if (told.length === 0) queueMicrotask(() => told.push('next microtask'));
        told.push(`${name} ${tenantId}`);
      };
    };
    watch(cacheA, 'catalog');
    watch(content, 'content');
    try {
      await execute('UPDATE products SET name = name WHERE id = 50');
      await eventually(
        () => told.length,
        (n) => n >= 3,
      );
      expect(told.slice(0, 3).sort()).toEqual(['catalog 4', 'content 4', 'next microtask'].sort());
      expect(told[2]).toBe('next microtask');
    } finally {
      for (const cache of [cacheA, content]) delete (cache as { invalidateTenant?: unknown }).invalidateTenant;
    }
  });

  it('a change made by instance A reaches instance B', async () => {
    const groups = (await call(b, 4, 'articleGroup/ajaxGetArticleGroupsForCustomer')).json();
    const group = groups[0] as { id: number; description: string };
    expect((await call(b, 4, 'articleGroup/ajaxGetArticleGroupsForCustomer')).json()).toEqual(groups);
    await tdb.db
      .updateTable('article_groups')
      .set({ description: `${group.description} (new)` })
      .where('id', '=', group.id)
      .execute();
    await eventually(
      async () => (await call(b, 4, 'articleGroup/ajaxGetArticleGroupsForCustomer')).json()[0].description,
      (d) => d === `${group.description} (new)`,
    );
  });

  it('nothing stale is served after the listening connection is lost, and caching resumes', async () => {
    const first = (await call(b, 4, 'articleContainer/ajaxList', LIST)).json()[0] as { id: number; name: string };
    await call(b, 4, 'articleContainer/ajaxList', LIST);
    const hits = cacheB.stats.hits;
    // A change whose notification never arrives: B keeps its cached answer ...
    await silently(`UPDATE products SET name = 'Lost notification' WHERE id = ${first.id}`);
    expect((await call(b, 4, 'articleContainer/ajaxList', LIST)).json()[0].name).toBe(first.name);
    expect(cacheB.stats.hits).toBe(hits + 1);
    // ... until its listening connection drops: then it answers from the database, and after
    // listening again it starts empty.
    if (two.onPostgres) {
      await execute(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = '${listenerApplicationName(CATALOG_CHANNEL)}'`,
      );
    } else {
      cacheB.setListening(false);
      expect((await call(b, 4, 'articleContainer/ajaxList', LIST)).json()[0].name).toBe('Lost notification');
      expect((await call(b, 4, 'articleContainer/ajaxList', LIST)).json()[0].name).toBe('Lost notification');
      expect(cacheB.stats.hits).toBe(hits + 1);
      cacheB.setListening(true);
    }
    await eventually(
      async () => (await call(b, 4, 'articleContainer/ajaxList', LIST)).json()[0].name,
      (name) => name === 'Lost notification',
    );
    await eventually(
      async () => cacheB.listening,
      (listening) => listening,
    );
    await call(b, 4, 'articleContainer/ajaxList', LIST);
    const resumed = cacheB.stats.hits;
    expect((await call(b, 4, 'articleContainer/ajaxList', LIST)).json()[0].name).toBe('Lost notification');
    expect(cacheB.stats.hits).toBe(resumed + 1);
    // Notifications are heard again.
    await execute(`UPDATE products SET name = 'Heard again' WHERE id = ${first.id}`);
    await eventually(
      async () => (await call(b, 4, 'articleContainer/ajaxList', LIST)).json()[0].name,
      (name) => name === 'Heard again',
    );
  });
});
