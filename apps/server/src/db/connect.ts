import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

// int8 (counts) as JS numbers: every count in this shop is far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens Kysely on PostgreSQL or on embedded PGlite (persisted in dataDir, or in memory when null). */
export async function openDb(target: DbTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that the server closes (a restart, a stop) is reported here; without a
    // listener the error would end the process. The pool drops it and opens a new one when needed.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  let pglite: PGlite;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    pglite = await PGlite.create(target.dataDir);
  } else {
    pglite = await PGlite.create();
  }
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

/** Runs every migration not yet applied; throws if one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
