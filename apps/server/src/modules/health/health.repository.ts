import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from '../../db/connect.ts';
import { migrationProvider } from '../../db/migrations/index.ts';

/** One round trip to the database: resolves when it answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/** The names of the migrations the database has not applied yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const infos = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return infos.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
