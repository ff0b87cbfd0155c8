import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DbTarget, migrateToLatest, openDb } from '../apps/server/src/db/connect.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { MemoryCounters } from '../apps/server/src/modules/auth/counters.ts';
import { countStatements } from '../apps/server/src/test/statements.ts';
import type { Call } from './http.ts';

export interface QueryCount {
  /** Statements of the first call (cold caches). */
  first: number;
  /** Statements per call once warm (as under load, where every variant recurs). */
  perCall: number;
}

/** Calls between the first and the counted ones: more than any scenario has variants. */
const WARM_CALLS = 100;

export interface QueryPass {
  counts: Map<string, QueryCount>;
  /** A demo user's stored password hash, for the in-process argon2 rate. */
  passwordHash: string | null;
}

/**
 * Queries per request, without touching the server: the app is built in this process, its
 * statements are counted, and each scenario's calls are made with app.inject:
 * a first one (cold), WARM_CALLS more, then `calls` counted ones. An embedded target is a fresh in-memory database with the
 * demo data; a PostgreSQL target is the benchmark's database (seeded by the shop already).
 */
export async function countQueries(
  target: DbTarget,
  scenarios: ReadonlyMap<string, () => Call>,
  calls: number,
): Promise<QueryPass> {
  const db = await openDb(target);
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    // As the benchmark's servers (SHOP_ENV): no guest order limits that the order scenario's
    // repeated guest orders from one address would reach; no statistics upkeep, whose
    // statements would be counted with a request's.
    const config = loadConfig(
      { GUEST_ORDER_LIMIT_ADDRESS: '1000000', GUEST_ORDER_LIMIT_RECIPIENT: '1000000' },
      { jwtSecret: randomBytes(32), webDist: null, mailWorker: false, statisticsUpkeep: false },
    );
    const app = await buildApp({ config, db, counters: new MemoryCounters() });
    await app.ready();
    const counts = new Map<string, QueryCount>();
    const counter = countStatements();
    try {
      for (const [name, next] of scenarios) {
        const inject = async () => {
          const call = next();
          const res = await app.inject({
            method: 'POST',
            url: call.path,
            headers: { 'content-type': 'application/json', ...call.headers },
            payload: call.body,
          });
          if (res.statusCode < 200 || res.statusCode >= 300) {
            throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
          }
        };
        counter.reset();
        await inject();
        const first = counter.count;
        // Once round every rotation of the scenario, so that what the server keeps is warm.
        for (let i = 0; i < WARM_CALLS; i++) await inject();
        counter.reset();
        for (let i = 0; i < calls; i++) await inject();
        counts.set(name, { first, perCall: counter.count / calls });
      }
    } finally {
      counter.stop();
      await app.close();
    }
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'business.4@example.com')
      .executeTakeFirst();
    return { counts, passwordHash: user?.password_hash ?? null };
  } finally {
    await db.destroy();
  }
}
