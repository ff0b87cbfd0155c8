import { type Kysely, sql } from 'kysely';

/**
 * The catalog search's trigram indexes (migration 007) hold the shop's tenant too, and the
 * searched texts keep a small statistics sample (decision 016):
 * - An index over one column answers "which stored texts of every shop contain the pattern";
 *   the search then drops the other shops' rows one by one (a number like 4821 is in every
 *   shop's article numbers). An index over (tenant_id, text) answers for the one shop. A GIN
 *   index takes the integer column through btree_gin, which ships with PostgreSQL (a trusted
 *   extension, like pg_trgm) and which PGlite loads when it opens (db/connect.ts).
 * - With a full histogram of the texts (100 values, the default target) the planner estimates
 *   every `ILIKE '%…%'` by matching the pattern against each of them: most of a search's time
 *   on a large catalog went to planning (0.83 of 1.44 ms). With 10, it estimates by rule, and
 *   the shop's index keeps the plan right.
 */
const INDEXES = [
  { table: 'products', column: 'name', old: 'products_name_trgm', index: 'products_tenant_name_trgm' },
  {
    table: 'products',
    column: 'description',
    old: 'products_description_trgm',
    index: 'products_tenant_description_trgm',
  },
  { table: 'articles', column: 'article_number', old: 'articles_number_trgm', index: 'articles_tenant_number_trgm' },
] as const;

const SEARCHED_TEXT_STATISTICS = 10;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('CREATE EXTENSION IF NOT EXISTS btree_gin').execute(db);
  for (const { table, column, old, index } of INDEXES) {
    await sql.raw(`CREATE INDEX ${index} ON ${table} USING gin (tenant_id, ${column} gin_trgm_ops)`).execute(db);
    await sql.raw(`DROP INDEX ${old}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} ALTER COLUMN ${column} SET STATISTICS ${SEARCHED_TEXT_STATISTICS}`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, old, index } of INDEXES) {
    await sql.raw(`ALTER TABLE ${table} ALTER COLUMN ${column} SET STATISTICS -1`).execute(db);
    await sql.raw(`CREATE INDEX ${old} ON ${table} USING gin (${column} gin_trgm_ops)`).execute(db);
    await sql.raw(`DROP INDEX ${index}`).execute(db);
  }
  await sql.raw('DROP EXTENSION IF EXISTS btree_gin').execute(db);
}
