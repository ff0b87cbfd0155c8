import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, migrateToLatest, openDb } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { startedForFile } from './for-file.ts';
import { waitFor } from './wait.ts';

export interface TestDb {
  db: Db;
  /** Closes the connection and drops the database created for this test file. */
  close(): Promise<void>;
}

/** A PostgreSQL database of a test's own. */
export interface TestDatabase {
  url: string;
  name: string;
  /**
   * Drops the database. With `patient`, connections still closing are waited for (a killed
   * client reports an error with nobody left to hear it) and forced out only as a last resort;
   * otherwise they are forced out at once.
   */
  drop(patient?: boolean): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `adminUrl` (its name starts with `prefix`). */
export async function createDatabase(adminUrl: string, prefix = 'shop_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop(patient = false) {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // Without FORCE, refused (55006) while clients are still connected.
        const dropWhenFree = async () => {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name}`);
            return true;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error;
            return false;
          }
        };
        const dropped =
          patient &&
          (await waitFor(dropWhenFree, 5_000, `the clients of ${name} to close`, 50).then(
            () => true,
            (error: Error) => {
              if (!error.message.startsWith('timed out')) throw error;
              return false;
            },
          ));
        if (!dropped) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
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
  const database = await createDatabase(adminUrl);
  const db = await openDb({ kind: 'postgres', url: database.url });
  await migrateToLatest(db);
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop(true);
    },
  };
}

/**
 * The database of a test file (or of a describe block): made before its tests, filled by
 * `prepare` (left empty by default), and closed after them. Its `db` is read from the tests and
 * hooks (not while the file loads).
 */
export function testDbForFile(prepare: (db: Db) => Promise<unknown> = async () => {}): TestDb {
  const current = startedForFile('the test database', async () => {
    const tdb = await createTestDb();
    await prepare(tdb.db);
    return tdb;
  });
  return {
    get db() {
      return current().db;
    },
    close: () => current().close(),
  };
}

/** How many rows a table holds. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export { sql };

/** A user of a tenant by its e-mail: its id and its customer's (null for an operator). */
export function userByEmail(db: Db, tenant: number, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'customer_id'])
    .where('tenant_id', '=', tenant)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** The id of a tenant's customer by its customer number. */
export async function customerIdByNumber(db: Db, tenant: number, customerNumber: string): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('tenant_id', '=', tenant)
    .where('customer_number', '=', customerNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The normal freight article of a tenant (a service article the shop adds, never goods): id and number. */
export function freightArticle(db: Db, tenant: number) {
  return db
    .selectFrom('articles')
    .select(['id', 'article_number'])
    .where('tenant_id', '=', tenant)
    .where('freight', '=', 'NORMAL')
    .executeTakeFirstOrThrow();
}

/** The id of a tenant's first product (the lowest id). */
export async function firstProductId(db: Db, tenant: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenant)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The file name of one of a tenant's product images or attached files. */
export async function someFileName(db: Db, table: 'images' | 'files', tenant: number): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('file_name')
    .where('tenant_id', '=', tenant)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.file_name;
}
