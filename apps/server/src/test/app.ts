import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { MemoryCounters } from '../modules/auth/counters.ts';
import { type MailWorker, type MailWorkerOptions, startMailWorker } from '../modules/mail/index.ts';
import { TenantDirectory } from '../plugins/tenant-context.ts';
import { createTestDb } from './db.ts';
import { startedForFile } from './for-file.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** Guest limits far above what tests that are not about them place from one address. */
export const NO_GUEST_LIMITS: Config['guestLimits'] = {
  ordersPerAddress: 1_000_000,
  ordersPerRecipient: 1_000_000,
  copiesPerAddress: 1_000_000,
  copiesPerRecipient: 1_000_000,
  windowS: 3600,
};

/** A server on a fresh, seeded database of its own, for `app.inject`. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const tdb = await createTestDb();
  await seedDemoData(tdb.db);
  const config = loadConfig(
    {},
    {
      jwtSecret: randomBytes(32),
      webDist: null,
      adminDist: null,
      mailWorker: false,
      statisticsUpkeep: false,
      guestLimits: NO_GUEST_LIMITS,
      ...overrides,
    },
  );
  const app = await buildApp({ config, db: tdb.db, counters: new MemoryCounters() });
  await app.ready();
  return {
    app,
    db: tdb.db,
    config,
    async close() {
      await app.close();
      await tdb.close();
    },
  };
}

/**
 * The server of a test file: started on a fresh, seeded database before the file's tests and
 * closed after them. Its fields are read from the tests and hooks (not while the file loads).
 */
export function testAppForFile(overrides: Partial<Config> = {}): TestApp {
  const current = startedForFile('the test app', () => createTestApp(overrides));
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
}

/**
 * A server on `db` whose mail worker sends to the SMTP server at `smtpPort` (the test's own,
 * which may be down), with the worker's timing of the test.
 */
export async function createSmtpApp(
  db: Db,
  smtpPort: number,
  options: MailWorkerOptions,
): Promise<{ app: FastifyInstance; worker: MailWorker }> {
  const config = loadConfig(
    {},
    {
      jwtSecret: randomBytes(32),
      webDist: null,
      mailWorker: false,
      statisticsUpkeep: false,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      guestLimits: NO_GUEST_LIMITS,
    },
  );
  const worker = startMailWorker({ config, db, tenants: new TenantDirectory(db) }, options);
  const app = await buildApp({ config, db, counters: new MemoryCounters(), mail: worker });
  await app.ready();
  return { app, worker };
}

export const DEMO_PASSWORD = 'Demo-pass-1';

/** Logs each (tenant, username) in with the demo password: access tokens by username. */
export async function accessTokens(
  app: FastifyInstance,
  users: readonly (readonly [number, string])[],
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const [tenant, user] of users) tokens[user] = (await loginAs(app, tenant, user)).tokens.access_token;
  return tokens;
}

/** Logs in and returns the token answer and the binding cookie. */
export async function loginAs(app: FastifyInstance, tenant: number, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/login?tenant=${tenant}`,
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { tokens: res.json() as { access_token: string; refresh_token: string; [k: string]: unknown }, cookie };
}

/** POSTs `payload` as it is, with the content type named (JSON by default): for bodies no client of the shop sends. */
export function postRaw(app: FastifyInstance, url: string, payload: string, type = 'application/json') {
  return app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
}

/** Refreshes a session as the shop's client does: the refresh token in a form, with the binding cookie when given. */
export function refreshSession(app: FastifyInstance, refreshToken: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/access_token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
}

/** GETs a media file on `host` (the tenant's), with any further headers (a cookie, an Accept). */
export function getMedia(app: FastifyInstance, fileName: string, host: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/media/${encodeURIComponent(fileName)}`, headers: { host, ...headers } });
}
