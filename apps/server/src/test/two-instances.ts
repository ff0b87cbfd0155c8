import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDb } from '../db/connect.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { MemoryCounters } from '../modules/auth/counters.ts';
import { createTestDb, type TestDb } from './db.ts';

/**
 * Two server instances on one seeded database, as two processes would run them: on PostgreSQL
 * (TEST_DATABASE_URL) each has its own connection pool and listening connections, and changes
 * can also be made from a third, raw connection; on PGlite both share the embedded instance.
 */
export interface TwoInstances {
  onPostgres: boolean;
  tdb: TestDb;
  a: FastifyInstance;
  b: FastifyInstance;
  /** Runs SQL as another process would: a raw connection on PostgreSQL, instance A's database on PGlite. */
  execute(statement: string, ...values: unknown[]): Promise<void>;
  /** Runs SQL whose change triggers announce nothing, as if its notifications were lost. */
  silently(statement: string, ...values: unknown[]): Promise<void>;
  close(): Promise<void>;
}

/** `webDist`: a built web app to serve pages from (none by default). */
export async function twoInstances(options: { webDist?: string | null } = {}): Promise<TwoInstances> {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const tdb = await createTestDb();
  await seedDemoData(tdb.db);
  let dbB: Db = tdb.db;
  let raw: pg.Client | null = null;
  if (onPostgres) {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(tdb.db);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${rows[0]?.name}`;
    dbB = await openDb({ kind: 'postgres', url: url.toString() });
    raw = new pg.Client({ connectionString: url.toString() });
    await raw.connect();
  }
  const jwtSecret = randomBytes(32);
  const server = async (db: Db) => {
    const config = loadConfig(
      {},
      { jwtSecret, webDist: options.webDist ?? null, mailWorker: false, statisticsUpkeep: false },
    );
    const app = await buildApp({ config, db, counters: new MemoryCounters() });
    await app.ready();
    return app;
  };
  const a = await server(tdb.db);
  const b = await server(dbB);
  return {
    onPostgres,
    tdb,
    a,
    b,
    async execute(statement, ...values) {
      if (raw) await raw.query(statement, values);
      else await tdb.db.executeQuery(CompiledQuery.raw(statement, values));
    },
    async silently(statement, ...values) {
      await tdb.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await trx.executeQuery(CompiledQuery.raw(statement, values));
      });
    },
    async close() {
      await a.close();
      await b.close();
      await raw?.end();
      if (dbB !== tdb.db) await dbB.destroy();
      await tdb.close();
    },
  };
}
