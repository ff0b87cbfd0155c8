import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { MemoryCounters } from '../modules/auth/counters.ts';
import { createTestDb } from './db.ts';

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
    { jwtSecret: randomBytes(32), webDist: null, mailWorker: false, guestLimits: NO_GUEST_LIMITS, ...overrides },
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

export const DEMO_PASSWORD = 'Demo-pass-1';

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
