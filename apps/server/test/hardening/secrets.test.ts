/**
 * Secrets: no answer of any route, to a guest or a signed-in customer, with a valid or a broken
 * request, shows a password hash, a token hash, the signing secret, a stack trace, SQL or another
 * internal field; a server error answers a generic body.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Db, migrateToLatest, openDb } from '../../src/db/connect.ts';
import { MemoryCounters } from '../../src/modules/auth/counters.ts';
import { insertTenants } from '../../src/modules/mail/mail.test-support.ts';
import { createTestDb } from '../../src/test/db.ts';
import {
  type Answer,
  type CallOptions,
  call,
  callSample,
  cookiesOf,
  createShop,
  leaksIn,
  ownerOf,
  ownerTenant,
  type Route,
  routeTable,
  type Shop,
  sampleOf,
  storedSecrets,
  urlOf,
} from './support.ts';

let s: Shop;
let routes: Route[];
const dist = mkdtempSync(path.join(tmpdir(), 'shop-secrets-dist-'));

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="sv"><head><title>Shop</title></head><body><script id="tenant-data" type="application/json"></script></body></html>',
  );
  s = await createShop({ webDist: dist });
  routes = await routeTable(s.app);
});
afterAll(async () => {
  await s.t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Seen = { what: string; res: Answer };

/** Values no answer may show: stored hashes, the signing secret; and the shops' internal mail copies. */
async function secrets(): Promise<{ stored: string[]; copies: string[] }> {
  const copies = await s.db.selectFrom('tenants').select('confirmation_copies').execute();
  return { stored: await storedSecrets(s.db, s.t.config), copies: copies.flatMap((c) => c.confirmation_copies) };
}

/**
 * The internal copy addresses are the shop's own setting: its settings calls show them to its
 * operators (`settings:read`), and no other answer may.
 */
const showsSettings = (what: string, res: Answer) =>
  /^(GET|PATCH) \/api\/admin\/settings\b/.test(what) && res.statusCode >= 200 && res.statusCode < 300;

async function expectNoLeaks(seen: Seen[]): Promise<void> {
  const { stored, copies } = await secrets();
  const problems = seen.flatMap(({ what, res }) => {
    const settings = showsSettings(what, res);
    return leaksIn(res, settings ? stored : [...stored, ...copies], { keys: !what.includes('/api/docs') })
      .filter((p) => !(settings && p === "internal key 'confirmationCopies'"))
      .map((p) => `${what} → ${res.statusCode}: ${p}`);
  });
  expect(problems).toEqual([]);
}

const apiRoutes = () => routes.filter((r) => r.kind !== 'docs' && r.kind !== 'web' && r.kind !== 'media');

describe('the leak checks', () => {
  const fake = (statusCode: number, body: string, headers: Record<string, string> = {}) =>
    ({ statusCode, body, headers }) as unknown as Answer;

  it('recognise each kind of leak (so that a quiet run means something)', () => {
    const secret = 'c2VjcmV0LXZhbHVlLW9mLXRoZS1zaG9w';
    const leaks: [Answer, RegExp][] = [
      [fake(200, '{"hash":"$argon2id$v=19$m=19456,t=2,p=1$abc"}'), /argon2/],
      [
        fake(500, '{"message":"boom","stack":"Error: boom\n    at run (/work/main/apps/server/src/app.ts:12:3)"}'),
        /stack|generic/,
      ],
      [fake(400, '{"operationError":"x","detail":"select * from users where id = 1"}'), /SQL|refusal carries/],
      [fake(500, '{"operationError":"internal_error","sql":"x"}'), /generic/],
      [fake(422, '{"operationError":"x","hint":"relation "users" does not exist"}'), /SQL error/],
      [fake(200, `{"value":"${secret}"}`), /stored secret/],
      [fake(200, '{"password_hash":"x"}'), /internal key/],
      [fake(200, '{}', { 'set-cookie': 'shop_rt=abc; Path=/' }), /HttpOnly/],
      [fake(200, '{"at":"at Object.<anonymous> (node:internal/modules/cjs/loader:1:1)"}'), /stack frame/],
    ];
    for (const [res, expected] of leaks) expect(leaksIn(res, [secret]).join('; '), res.body).toMatch(expected);
    expect(leaksIn(fake(200, '{"name":"[sv]Säkerhetspåse[en]Security bag","fieldErrors":[]}'), [secret])).toEqual([]);
    expect(leaksIn(fake(422, '{"fieldErrors":[{"field":"email","message":"invalid"}]}'))).toEqual([]);
  });
});

describe('answers to valid requests', () => {
  it('of every route, as a guest and signed in, show no secret, stack, SQL or internal field', async () => {
    const seen: Seen[] = [];
    for (const route of apiRoutes()) {
      const sample = sampleOf(route);
      const tenant = ownerTenant(sample);
      seen.push({ what: `${route.method} ${route.url} as a guest`, res: await callSample(s, route, { tenant }) });
      const owner = ownerOf(s, sample);
      seen.push({
        what: `${route.method} ${route.url} signed in`,
        res: await callSample(s, route, { tenant, token: owner.token, cookie: owner.cookie }),
      });
    }
    // Media, documentation and the web page.
    const image = await s.db
      .selectFrom('images')
      .select('file_name')
      .where('tenant_id', '=', 4)
      .executeTakeFirstOrThrow();
    for (const [url, host] of [
      [`/media/${image.file_name}`, 't4.localhost'],
      ['/media/missing.svg', 't4.localhost'],
      [`/media/${encodeURIComponent('../../../etc/passwd')}`, 't4.localhost'],
      ['/api/docs/json', 't4.localhost'],
      ['/api/docs', 't4.localhost'],
      ['/', 't4.localhost'],
      ['/account/orders', 't3.localhost'],
      ['/', 'unknown.example.com'],
    ] as const) {
      seen.push({ what: `GET ${url} on ${host}`, res: await s.app.inject({ method: 'GET', url, headers: { host } }) });
    }
    const page = seen.find((x) => x.what === 'GET / on t4.localhost')?.res;
    expect(page?.body).toContain('tenant-data');
    await expectNoLeaks(seen);
  });

  it('give the session, the customer and the order exactly their documented fields', async () => {
    const login = await call(s.app, '/api/login', {
      tenant: 4,
      body: { username: 'business.4@example.com', password: 'Demo-pass-1' },
    });
    expect(Object.keys(login.json() as object).sort()).toEqual(
      [
        'access_token',
        'admin',
        'currency',
        'expires_in',
        'id',
        'refresh_token',
        'roles',
        'tenant_id',
        'token_type',
        'username',
      ].sort(),
    );
    // The refresh binding and the guest order secret travel only in HttpOnly, SameSite=Strict cookies.
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^shop_rt=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict/);
    const guest = await call(s.app, '/api/guest/order/ajaxCreateNew', {
      tenant: 4,
      body: callSampleBody('POST /api/order/ajaxCreateNew'),
    });
    expect(guest.statusCode).toBe(200);
    expect(String(guest.headers['set-cookie'])).toMatch(
      /^shop_order_\d+=[^;]+; Max-Age=\d+; Path=\/api\/guest\/order; HttpOnly; SameSite=Strict/,
    );
    // … and the guest browser's own id, that scopes its Idempotency-Keys.
    expect(cookiesOf(guest).map((c) => c.split('=')[0]?.replace(/\d+$/, ''))).toEqual(['shop_order_', 'shop_guest']);
    const all = guest.headers['set-cookie'];
    for (const c of Array.isArray(all) ? all : [String(all)])
      expect(c).toMatch(
        /^shop_(order_\d+|guest)=[^;]+; Max-Age=\d+; Path=\/api\/guest\/order; HttpOnly; SameSite=Strict/,
      );

    const { token } = { token: (login.json() as { access_token: string }).access_token };
    const session = await s.app.inject({
      method: 'GET',
      url: '/api/session/isLoggedIn?tenant=4',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Object.keys(session.json() as object).sort()).toEqual(['admin', 'hasStores', 'success']);
    const customer = await call(s.app, '/api/customer/ajaxGetCustomer', { tenant: 4, token });
    expect(Object.keys(customer.json() as object).sort()).toEqual(
      [
        'allowNewsletter',
        'companyName',
        'corporateIdentityNumber',
        'customerNumber',
        'customerType',
        'defaultArticleGroup',
        'deliveryAddress',
        'email',
        'invoiceAddress',
        'name',
        'payer',
        'postalAddress',
        'privateCustomerType',
        'temporaryPassword',
      ].sort(),
    );
    const answer = guest.json() as { orderNumber: number; accessToken: string };
    const order = await call(s.app, '/api/guest/order/ajaxGetOrder', { tenant: 4, body: answer });
    const keys = Object.keys(order.json() as object);
    expect(keys).not.toContain('accessToken');
    expect(order.body).not.toContain(answer.accessToken);
    expect(keys.filter((k) => /id$|hash|token/i.test(k))).toEqual([]);
  });
});

/** The sample body of a call, for tests that need one outside the route loop. */
function callSampleBody(key: string): unknown {
  const route = routes.find((r) => `${r.method} ${r.call}` === key);
  if (!route) throw new Error(`no route ${key}`);
  return sampleOf(route).body?.(s) ?? {};
}

describe('answers to broken requests', () => {
  it('of every route show no secret, stack or SQL, and a 5xx only a generic body', async () => {
    const seen: Seen[] = [];
    const raws: [string, string][] = [
      ['{"a":', 'application/json'],
      ['null', 'application/json'],
      ['[]', 'application/json'],
      ['"text"', 'application/json'],
      ['{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', 'application/json'],
      ['hello', 'text/plain'],
      ['<a/>', 'application/xml'],
      ['a=1&a=2&tenant[]=5', 'application/x-www-form-urlencoded'],
    ];
    const strange: unknown[] = [{}, [], -1, 1e308, '\u0000', 'x'.repeat(5000), true, null, '../../etc/passwd', "'"];
    for (const route of apiRoutes()) {
      const sample = sampleOf(route);
      const tenant = ownerTenant(sample);
      const owner = ownerOf(s, sample);
      const token = route.kind === 'customer' || sample.owner === 'operator' ? owner.token : undefined;
      const url = urlOf(s, route);
      const query = sample.query?.(s) ?? {};
      const body = (sample.body?.(s) ?? {}) as Record<string, unknown>;
      const at = `${route.method} ${route.url}`;
      const tenantParam = route.url.startsWith('/oauth/') ? null : tenant;
      const work: [string, () => Promise<Answer>][] = [];
      /** The route's call as its owner makes it, with what this try changes. */
      const asOwner = (change: CallOptions) => () =>
        call(s.app, url, { method: route.method, tenant: tenantParam, ...(token ? { token } : {}), query, ...change });
      if (route.method === 'POST' || route.method === 'PATCH' || route.method === 'PUT') {
        for (const [raw, contentType] of raws)
          work.push([`${at} with ${contentType} ${raw}`, asOwner({ raw, contentType })]);
        work.push([`${at} with an unknown field`, asOwner({ body: { ...body, zzUnknown: 1 } })]);
        for (const field of Object.keys(body))
          for (const value of strange)
            work.push([
              `${at} with ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
              asOwner({ body: { ...body, [field]: value } }),
            ]);
      }
      for (const [name, value] of [
        ['tenant', 'abc'],
        ['tenant', '-1'],
        ['tenant', '999999'],
        ['tenant', '4 OR 1=1'],
        ['tenant', '1e400'],
      ] as const)
        work.push([
          `${at} with ${name}=${value}`,
          () =>
            call(s.app, url, {
              method: route.method,
              tenant: null,
              ...(token ? { token } : {}),
              query: { ...query, [name]: value },
              body,
            }),
        ]);
      work.push([
        `${at} without a tenant`,
        () => call(s.app, url, { method: route.method, tenant: null, query, body }),
      ]);
      for (const [name, value] of Object.entries(query))
        for (const v of ['\u0000', 'x'.repeat(5000), "'"])
          work.push([
            `${at} with ${name}=${JSON.stringify(v).slice(0, 20)} (was ${value})`,
            () => call(s.app, url, { method: route.method, tenant, query: { ...query, [name]: v }, body }),
          ]);
      for (const authorization of [
        'Bearer',
        'Bearer x.y.z',
        'Bearer eyJhbGciOiJub25lIn0.e30.',
        'Basic YTpi',
        `Bearer ${'a'.repeat(8000)}`,
      ])
        work.push([
          `${at} with authorization ${authorization.slice(0, 30)}`,
          () =>
            call(s.app, url, {
              method: route.method,
              tenant: tenantParam,
              query,
              body,
              headers: { authorization },
            }),
        ]);
      // Side by side: some calls wait on purpose (forgot password), the rest are quick.
      const answers = await Promise.all(work.map(async ([what, run]) => ({ what, res: await run() })));
      seen.push(...answers);
    }
    for (const url of ['/api/nothing/here', '/api/guest/order/ajaxCreateNew/extra', '/oauth/other', '/media/']) {
      seen.push({ what: `POST ${url}`, res: await call(s.app, url, { tenant: 4, body: {} }) });
    }
    seen.push({
      what: 'GET a route that takes POST',
      res: await s.app.inject({ method: 'GET', url: '/api/guest/order/ajaxGetOrder?tenant=4' }),
    });
    seen.push({
      what: 'PUT a route',
      res: await s.app.inject({ method: 'PUT', url: '/api/guest/order/ajaxGetOrder?tenant=4', payload: {} }),
    });
    expect(seen.length).toBeGreaterThan(1000);
    await expectNoLeaks(seen);
  });
});

describe('a server error', () => {
  const calls = [
    ['/api/guest/articleContainer/ajaxList', { limit: 5 }],
    ['/api/guest/order/ajaxGetOrder', { orderNumber: 1, accessToken: 'x' }],
    ['/api/login', { username: 'business.4@example.com', password: 'Demo-pass-1' }],
    ['/api/guest/tenant/ajaxList', {}],
  ] as const;

  async function probe(db: Db, what: string, breakIt: () => Promise<void>): Promise<Seen[]> {
    const config = loadConfig({}, { jwtSecret: randomBytes(32), webDist: null, mailWorker: false });
    const app = await buildApp({ config, db, counters: new MemoryCounters() });
    await app.ready();
    const seen: Seen[] = [];
    try {
      await breakIt();
      for (const [url, body] of calls) {
        const res = await call(app, url, { tenant: 4, body });
        seen.push({ what: `${what}: ${url}`, res });
        expect(res.statusCode, `${what}: ${url} ${res.body}`).toBe(500);
        expect(res.json()).toEqual({ operationError: 'internal_error' });
      }
    } finally {
      await app.close();
    }
    return seen;
  }

  it('answers a generic body when the database answers SQL errors: no stack, no SQL', async () => {
    const tdb = await createTestDb();
    try {
      await insertTenants(tdb.db);
      const seen = await probe(tdb.db, 'missing tables', async () => {
        // Tables the calls need are gone: every query of them fails with an SQL error.
        for (const table of ['products', 'users', 'orders', 'tenant_languages'])
          await sql`DROP TABLE ${sql.table(table)} CASCADE`.execute(tdb.db);
      });
      expect(seen.flatMap(({ what, res }) => leaksIn(res).map((p) => `${what}: ${p}`))).toEqual([]);
    } finally {
      await tdb.close();
    }
  });

  it('answers a generic body when the database is gone: no connection details', async () => {
    const db = await openDb({ kind: 'pglite', dataDir: null });
    await migrateToLatest(db);
    await insertTenants(db);
    const seen = await probe(db, 'closed database', () => db.destroy());
    expect(seen.flatMap(({ what, res }) => leaksIn(res).map((p) => `${what}: ${p}`))).toEqual([]);
  });
});
