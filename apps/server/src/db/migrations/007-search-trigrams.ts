import { type Kysely, sql } from 'kysely';

/**
 * Trigram indexes (pg_trgm) for the catalog search, which matches a pattern anywhere in a
 * product's name or description or in one of its article numbers (`ILIKE '%…%'`): a B-tree
 * cannot answer that, so without them every search reads every product of the shop.
 *
 * The indexes cover the stored, language-tagged texts. The text a shopper sees in one language
 * is a part of the stored text, so a stored text that does not contain the pattern cannot match
 * in any language: the search asks the index for the stored texts that contain it and checks
 * the language's part of those few (see `searchMatches` in catalog.repository.ts).
 *
 * pg_trgm ships with PostgreSQL (the contrib modules, in Debian's `postgresql` package) and is
 * a trusted extension: the database's owner may create it. PGlite loads it when it opens
 * (db/connect.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm').execute(db);
  await sql.raw('CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops)').execute(db);
  await sql.raw('CREATE INDEX products_description_trgm ON products USING gin (description gin_trgm_ops)').execute(db);
  await sql.raw('CREATE INDEX articles_number_trgm ON articles USING gin (article_number gin_trgm_ops)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS products_name_trgm').execute(db);
  await sql.raw('DROP INDEX IF EXISTS products_description_trgm').execute(db);
  await sql.raw('DROP INDEX IF EXISTS articles_number_trgm').execute(db);
  await sql.raw('DROP EXTENSION IF EXISTS pg_trgm').execute(db);
}
