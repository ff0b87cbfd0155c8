import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, migrateToLatest, openDb } from '../db/connect.ts';

export interface TestDb {
  db: Db;
  /** Closes the connection and drops the database created for this test file. */
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database that close() drops again.
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openDb({ kind: 'pglite', dataDir: null });
    await migrateToLatest(db);
    return { db, close: () => db.destroy() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Pool clients may still be closing: wait for them rather than killing them (a killed
      // client reports an error with nobody left to hear it); force only as a last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 100 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      await c.end();
    },
  };
}

export { sql };
