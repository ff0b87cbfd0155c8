import { type Kysely, sql } from 'kysely';

/**
 * Deactivation (back office, part 2): a product or an article with `active = false` is not
 * found by the shop (not listed, not searchable, no product page, not in related lists or
 * campaigns, refused in a new order); placed orders keep their lines, which hold their own
 * copies. The catalog triggers of migration 005 drop every process's cached answers on change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE products ADD COLUMN active boolean NOT NULL DEFAULT true').execute(db);
  await sql.raw('ALTER TABLE articles ADD COLUMN active boolean NOT NULL DEFAULT true').execute(db);
  // The back office's product list (admin-catalog.repository.ts) walks a shop's products in the
  // shop's order: its first page reads 25 entries, whatever the size of the catalog.
  await sql.raw('CREATE INDEX products_tenant_position ON products (tenant_id, position, id)').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS products_tenant_position').execute(db);
  await sql.raw('ALTER TABLE articles DROP COLUMN IF EXISTS active').execute(db);
  await sql.raw('ALTER TABLE products DROP COLUMN IF EXISTS active').execute(db);
}
