import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../../test/admin.ts';
import { type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import { eventually } from '../../test/wait.ts';
import { contentCacheOf } from './content.routes.ts';

let two: TwoInstances;
beforeAll(async () => {
  two = await twoInstances();
});
afterAll(async () => {
  await two?.close();
});

const title = async (app: FastifyInstance, page = 'about', lang = 'en') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/guest/content/ajaxGet?tenant=6',
    payload: { page, lang },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { body: { title: string } }).body.title;
};

/** Saves the page's title in the back office of tenant 6 through `app`, as an operator does. */
const saveTitle = async (app: FastifyInstance, page: string, title: string) => {
  const headers = await adminAuth(app, 6, 'admin.6@example.com');
  const url = `/api/admin/content/${page}/en?tenant=6`;
  const body = (await app.inject({ method: 'GET', url, headers })).json().body as Record<string, unknown>;
  const saved = await app.inject({ method: 'PATCH', url, headers, payload: { body: { ...body, title } } });
  expect(saved.statusCode).toBe(200);
};

describe('content pages on two processes', () => {
  it('are cached, and a change made on one process (or in SQL) is served by both at once', async () => {
    const { a, b } = two;
    expect(await title(a)).toBe('About us');
    expect(await title(b)).toBe('About us');
    expect(await title(b)).toBe('About us');
    expect(contentCacheOf(b)?.stats.hits).toBeGreaterThan(0);

    await saveTitle(a, 'about', 'About Sealwise UK');
    expect(await title(a)).toBe('About Sealwise UK');
    await eventually(
      () => title(b),
      (t) => t === 'About Sealwise UK',
      1_000,
    );

    await two.execute(
      `UPDATE content_pages SET body = jsonb_set(body, '{title}', '"About us, from SQL"')
        WHERE tenant_id = 6 AND page = 'about' AND language = 'en'`,
    );
    for (const app of [a, b]) {
      await eventually(
        () => title(app),
        (t) => t === 'About us, from SQL',
        1_000,
      );
    }
  });

  it("a back-office change drops its own process's kept answers as the call answers, and again when its notification arrives", async () => {
    // The first drop makes the operator's next request here see the change whether or not the
    // notification has arrived yet (on PostgreSQL it comes on another connection, at its own time).
    const { a } = two;
    const cache = contentCacheOf(a) as NonNullable<ReturnType<typeof contentCacheOf>>;
    const told: number[] = [];
    const drop = cache.invalidateTenant.bind(cache);
    cache.invalidateTenant = (tenantId) => {
      drop(tenantId);
      told.push(tenantId);
    };
    try {
      await saveTitle(a, 'faq', 'Questions');
      await eventually(
        () => told.filter((id) => id === 6).length,
        (drops) => drops >= 2,
        1_000,
      );
    } finally {
      delete (cache as { invalidateTenant?: unknown }).invalidateTenant;
    }
  });
});
