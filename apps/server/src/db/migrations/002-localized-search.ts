import { type Kysely, sql } from 'kysely';

/**
 * shop_localize(text, lang): the part of a language-tagged text for `lang`, then en, then sv,
 * then the first part; untagged text as it is. The same rule as `localize()` in
 * packages/contract, so that search and name sorting see what the shopper sees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
CREATE FUNCTION shop_localize(t text, lang text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN t IS NULL THEN ''
    WHEN position('[' in t) = 0 THEN t
    ELSE btrim(COALESCE(
      substring(t from '\\[' || lang || '\\]([^\\[]*)'),
      substring(t from '\\[en\\]([^\\[]*)'),
      substring(t from '\\[sv\\]([^\\[]*)'),
      substring(t from '^[^\\[]*\\[[a-z]{2}\\]([^\\[]*)'),
      t))
  END
$$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP FUNCTION IF EXISTS shop_localize(text, text)').execute(db);
}
