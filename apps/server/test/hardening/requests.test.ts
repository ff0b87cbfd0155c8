/**
 * Request hygiene (issue 20, items 2, 9, 11 and 14): one format of the signing secret, which
 * proxies are believed, cross-site requests and foreign bodies refused, NUL in paths, unreadable
 * URLs, control characters in single-line texts, mail links on the shop's port, and the health
 * and readiness checks.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { isMultiLine, isSingleLine, StoreAccountRequestBodySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, decodeSecret, loadConfig, parseTrustProxy, tenantBaseUrl } from '../../src/config.ts';
import { openDb } from '../../src/db/connect.ts';
import { up as migration012 } from '../../src/db/migrations/012-demo-base-url.ts';
import { seedDemoData } from '../../src/db/seed/index.ts';
import { MemoryCounters } from '../../src/modules/auth/counters.ts';
import { sentMailFile } from '../../src/modules/mail/mail.test-support.ts';
import { loginAs, postRaw, refreshSession } from '../../src/test/app.ts';
import { testDbForFile } from '../../src/test/db.ts';

const t = testDbForFile(seedDemoData);
const apps: FastifyInstance[] = [];

afterAll(async () => {
  for (const app of apps) await app.close();
});

/** A server on the shared seeded database, from environment variables as main.ts reads them; its log lines are kept. */
async function appWith(env: NodeJS.ProcessEnv = {}, overrides: Partial<Config> = {}) {
  const config = loadConfig(env, {
    jwtSecret: randomBytes(32),
    webDist: null,
    mailWorker: false,
    loginLimits: { perAccount: 10_000, perAddress: 10_000, windowS: 900 },
    ...overrides,
  });
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    config: { ...config, logLevel: 'info' },
    db: t.db,
    counters: new MemoryCounters(),
    logStream,
  });
  await app.ready();
  apps.push(app);
  return { app, config, lines };
}

/** The client address the server saw for a request (its "incoming request" log line). */
function seenAddress(lines: Record<string, unknown>[], requestId: string): unknown {
  const line = lines.find((l) => l.reqId === requestId && (l.req as object | undefined) !== undefined);
  return (line?.req as { remoteAddress?: unknown } | undefined)?.remoteAddress;
}

describe('item 2: one format of the signing secret', () => {
  it('JWT_SECRET is read like the generated file: base64url of at least 32 bytes, the same key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-secret-'));
    try {
      const fromFile = loadConfig({ SHOP_DATA_DIR: dir }).jwtSecret;
      const text = readFileSync(path.join(dir, 'jwt-secret'), 'utf8');
      const fromEnv = loadConfig({ SHOP_DATA_DIR: dir, JWT_SECRET: text }).jwtSecret;
      expect(fromFile.length).toBe(32);
      expect(Buffer.from(fromEnv).equals(Buffer.from(fromFile))).toBe(true);
      // The documented openssl line writes it without padding; with padding it is the same key.
      expect(Buffer.from(decodeSecret(`${Buffer.from(fromFile).toString('base64url')}=`, 'x')).length).toBe(32);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses plain text, short secrets and foreign alphabets at start-up, naming the format', () => {
    for (const bad of [
      'correct horse battery staple, but plain text!',
      randomBytes(16).toString('base64url'),
      randomBytes(32).toString('hex').slice(0, 40),
      `${randomBytes(32).toString('base64')}+/`,
    ]) {
      expect(() => loadConfig({ JWT_SECRET: bad }), bad).toThrow(/JWT_SECRET must be base64url of at least 32/);
    }
  });
});

describe('item 9: TRUST_PROXY trusts hops or listed proxies, never the client', () => {
  it('parses hops, lists and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
    for (const bad of ['yes', '10.0.0.1,proxy.example', '10.0.0.0/99', '::1/200']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('one hop: the address the proxy appended counts, not the one the client wrote', async () => {
    const { app, lines } = await appWith({ TRUST_PROXY: 'true' });
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.7' },
    });
    expect(res.statusCode).toBe(200);
    expect(seenAddress(lines, String(res.headers['x-request-id']))).toBe('10.0.0.7');
  });

  it('a list: only those proxies are believed, and HTTPS only from them', async () => {
    const { app, lines } = await appWith({ TRUST_PROXY: '127.0.0.1' });
    const via = (remoteAddress: string, proto = 'http') =>
      app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress,
        headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.7', 'x-forwarded-proto': proto },
      });
    const fromProxy = await via('127.0.0.1');
    expect(seenAddress(lines, String(fromProxy.headers['x-request-id']))).toBe('10.0.0.7');
    const direct = await via('5.5.5.5');
    expect(seenAddress(lines, String(direct.headers['x-request-id']))).toBe('5.5.5.5');
    expect((await via('127.0.0.1', 'https')).headers['strict-transport-security']).toMatch(/max-age=/);
    expect((await via('5.5.5.5', 'https')).headers['strict-transport-security']).toBeUndefined();

    const two = await appWith({ TRUST_PROXY: '127.0.0.1,10.0.0.7' });
    const res = await two.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.7' },
    });
    expect(seenAddress(two.lines, String(res.headers['x-request-id']))).toBe('6.6.6.6');
  });
});

describe('item 11: state-changing calls refuse other sites and foreign bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await appWith()).app;
  });

  it('an auto-submitted form of another site cannot log a customer out', async () => {
    const { tokens, cookie } = await loginAs(app, 4, 'private.4@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout?tenant=4',
      headers: {
        host: 't4.localhost:3000',
        origin: 'http://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
      },
      payload: `refresh_token=${tokens.refresh_token}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ operationError: 'cross_site' });
    expect(res.headers['set-cookie']).toBeUndefined();
    // The session lives on.
    const refresh = await refreshSession(app, tokens.refresh_token, cookie);
    expect(refresh.statusCode, refresh.body).toBe(200);
  });

  it('refuses another Origin, another tenant (same-site) and a null Origin, JSON or not', async () => {
    for (const headers of [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { origin: 'http://t3.localhost:3000' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://t4.localhost:3000' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login?tenant=4',
        headers: { host: 't4.localhost:3000', 'content-type': 'application/json', ...headers },
        payload: { username: 'private.4@example.com', password: 'Demo-pass-1' },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ operationError: 'cross_site' });
    }
  });

  it('text/plain, forms and other types to a JSON call get 415; the refresh call keeps its form', async () => {
    for (const [type, payload] of [
      ['text/plain', '{"username":"private.4@example.com","password":"Demo-pass-1"}'],
      ['application/x-www-form-urlencoded', 'username=private.4%40example.com&password=Demo-pass-1'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const res = await postRaw(app, '/api/login?tenant=4', payload, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ operationError: 'unsupported_media_type' });
    }
    const logout = await postRaw(app, '/api/logout?tenant=4', 'x', 'text/plain');
    expect(logout.statusCode).toBe(415);
    const form = await postRaw(
      app,
      '/oauth/access_token',
      'grant_type=refresh_token&refresh_token=unknown',
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(400);
  });

  it("the shop's own client is served: same-origin JSON, its refresh form, and calls without a body", async () => {
    const own = { host: 't4.localhost:3000', origin: 'http://t4.localhost:3000', 'sec-fetch-site': 'same-origin' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/login?tenant=4',
      headers: { ...own, 'content-type': 'application/json; charset=utf-8' },
      payload: { username: 'private.4@example.com', password: 'Demo-pass-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const tokens = login.json() as { refresh_token: string };
    const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    const refresh = await app.inject({
      method: 'POST',
      url: '/oauth/access_token',
      headers: { ...own, 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }).toString(),
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/logout?tenant=4', headers: { ...own, cookie } });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^shop_rt=;/);
    // Reading stays open to any page (GET is not held to these rules).
    const read = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'http://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('item 14: NUL in paths, unreadable URLs, control characters, mail links', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = (await appWith()).app;
  });

  function expectShopAnswer(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ operationError: 'malformed_request' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/\S/);
  }

  it('a NUL in the path answers 400 in the shop shape, never 500', async () => {
    for (const url of ['/media/%00.svg', '/media/a%00b.png', '/api/guest/x%00/y?tenant=4']) {
      expectShopAnswer(await app.inject({ method: 'GET', url }));
    }
    expectShopAnswer(await app.inject({ method: 'POST', url: '/api/login%00?tenant=4', payload: {} }));
  });

  it('unreadable URLs answer the shop shape with the security headers, not fastify’s', async () => {
    for (const url of ['/%', '/api/%ZZ', '/media/%E0%A4%A']) {
      const res = await app.inject({ method: 'GET', url });
      expectShopAnswer(res);
      expect(res.body).not.toContain('FST_ERR');
    }
  });

  it('control characters are refused in every single-line text; messages keep their line breaks', async () => {
    expect(isSingleLine('Anna Andersson')).toBe(true);
    for (const c of ['\r', '\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028']) {
      expect(isSingleLine(`Anna${c}Bcc: x`), JSON.stringify(c)).toBe(false);
    }
    expect(isMultiLine('Line one\r\nLine two\tend')).toBe(true);
    expect(isMultiLine('bell\u0007')).toBe(false);
    expect(
      StoreAccountRequestBodySchema.safeParse({
        companyName: 'Acme',
        corporateId: '556000-0000',
        contactName: 'Eve',
        email: 'eve@example.com',
        message: 'Hello\nthere',
      }).success,
    ).toBe(true);

    const storeRequest = (over: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/guest/user/ajaxCreateStoreAccount?tenant=3',
        payload: {
          companyName: 'Acme AB',
          corporateId: '556000-0000',
          contactName: 'Eve Example',
          email: 'eve@example.com',
          phone: '0701234567',
          message: null,
          ...over,
        },
      });
    for (const [field, value] of [
      ['contactName', 'Eve\r\nBcc: victim@example.com'],
      ['companyName', 'Acme\nSubject: forged'],
      ['corporateId', '556000\u0000'],
      ['phone', '070\u001b[2J'],
      ['email', 'eve@example.com\r\nBcc: x@example.com'],
    ] as const) {
      const res = await storeRequest({ [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().fieldErrors).toContainEqual({ field, message: 'invalid' });
    }
    const message = await storeRequest({ message: 'bell\u0007' });
    expect(message.statusCode).toBe(422);
    expect(message.json().fieldErrors).toContainEqual({ field: 'message', message: 'invalid' });

    const order = await app.inject({
      method: 'POST',
      url: '/api/guest/order/ajaxCreateNew?tenant=4',
      payload: {
        deliveryAddress: { recipient: 'Kund\r\nX-Forged: 1', city: 'Stockholm', streetName: 'Stor\u2028gatan' },
        articles: [{ articleNumber: 'A\n1', amount: 1 }],
        message: 'two\nlines',
      },
    });
    expect(order.statusCode).toBe(422);
    const fields = (order.json().fieldErrors as { field: string; message: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['deliveryAddress.recipient', 'deliveryAddress.streetName', 'articles.0.articleNumber']),
    );
    expect(fields).not.toContain('message');
  });

  it('mail links follow the port the shop serves on; a configured base URL wins', async () => {
    expect(tenantBaseUrl({ port: 4321, hostTenants: new Map(), secureCookies: false }, 4, null)).toBe(
      'http://t4.localhost:4321',
    );
    expect(tenantBaseUrl({ port: 4321, hostTenants: new Map(), secureCookies: false }, 4, 'https://x.example/')).toBe(
      'https://x.example',
    );
    expect(
      tenantBaseUrl({ port: 4321, hostTenants: new Map([['shop.example.se', 4]]), secureCookies: true }, 4, null),
    ).toBe('https://shop.example.se');

    // The mail as sent (.eml files of the data directory: the outbox keeps no usable link).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
    try {
      const { app: onPort } = await appWith({ PORT: '4321', SHOP_DATA_DIR: dataDir }, { mailWorker: true });
      const forgot = await onPort.inject({
        method: 'POST',
        url: '/api/guest/register/forgotPassword?tenant=4&username=business.4%40example.com&lang=en',
        remoteAddress: '10.99.0.1',
      });
      expect(forgot.statusCode, forgot.body).toBe(200);
      const { id } = await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('tenant_id', '=', 4)
        .where('kind', '=', 'PASSWORD_RESET')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const sent = await sentMailFile(dataDir, id);
      expect(sent).toMatch(/http:\/\/t4\.localhost:4321\/resetPassword\/[A-Za-z0-9_-]{43}/);
      expect(sent).not.toContain('localhost:3000');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('migration 012 clears the seeded demo base URLs of older databases and keeps configured ones', async () => {
    await t.db.updateTable('tenants').set({ base_url: 'http://t5.localhost:3000' }).where('id', '=', 5).execute();
    await t.db.updateTable('tenants').set({ base_url: 'https://shop.example.fi' }).where('id', '=', 6).execute();
    await migration012(t.db as never);
    const rows = await t.db.selectFrom('tenants').select(['id', 'base_url']).where('id', 'in', [4, 5, 6]).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.base_url]))).toEqual({
      4: null,
      5: null,
      6: 'https://shop.example.fi',
    });
    await t.db.updateTable('tenants').set({ base_url: null }).where('id', '=', 6).execute();
  });
});

describe('health and readiness', () => {
  it('/healthz and /readyz answer on any host, without a tenant, and are in the API description', async () => {
    const { app } = await appWith({ SHOP_HOSTS: 'shop.example.se=4' });
    const live = await app.inject({ method: 'GET', url: '/healthz', headers: { host: 'unknown.example' } });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz', headers: { host: 'unknown.example' } });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: 'up',
        migrations: { state: 'applied', pending: [] },
        mailWorker: 'not_in_this_process',
        redis: 'none',
      },
    });
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { summary?: string; tags?: string[] } }>;
    };
    expect(doc.paths['/healthz']?.get?.tags).toEqual(['health']);
    expect(doc.paths['/readyz']?.get?.summary).toMatch(/Readiness/);
    expect(app.routeRules.filter((r) => r.url === '/healthz' || r.url === '/readyz').map((r) => r.access)).toEqual([
      'public',
      'public',
      'public',
      'public',
    ]);
  });

  it('/readyz answers 503 with the failing check: migrations not applied, the database gone', async () => {
    // A database of its own that no migration has run on (always an in-memory PGlite).
    const bare = await openDb({ kind: 'pglite', dataDir: null });
    const config = loadConfig({}, { jwtSecret: randomBytes(32), webDist: null, mailWorker: false });
    const app = await buildApp({ config, db: bare, counters: new MemoryCounters() });
    await app.ready();
    try {
      const pending = await app.inject({ method: 'GET', url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json().checks.database).toBe('up');
      expect(pending.json().checks.migrations.state).toBe('pending');
      expect(pending.json().checks.migrations.pending).toContain('012-demo-base-url');
      await bare.destroy();
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not_ready', checks: { database: 'down' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
