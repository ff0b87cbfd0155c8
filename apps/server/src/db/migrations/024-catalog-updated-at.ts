import { type Kysely, sql } from 'kysely';
import { STATEMENT_EVENTS } from './005-catalog-notify.ts';

/**
 * When a product or group last changed (issue 25: the sitemap's `lastmod`):
 * - `products.updated_at` and `article_groups.updated_at`, set to now() by every UPDATE of the row;
 * - a change of a product's articles, pictures, files or videos (insert, update, delete) sets its
 *   product's `updated_at` too, once per statement (transition tables), so a price change or a new
 *   picture dates the product page. Pictures of no product (a group's) touch nothing here.
 * - an index on the upper-cased article number per tenant: quick order (issue 26) finds the
 *   articles of many numbers, typed in any case, in one query.
 */
const PARTS = ['articles', 'images', 'files', 'videos'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    'ALTER TABLE article_groups ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()',
    `CREATE FUNCTION shop_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       NEW.updated_at := now();
       RETURN NEW;
     END
     $$`,
    `CREATE FUNCTION shop_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         UPDATE products SET updated_at = now()
          WHERE id IN (SELECT DISTINCT container_id FROM new_rows WHERE container_id IS NOT NULL);
       ELSIF TG_OP = 'UPDATE' THEN
         UPDATE products SET updated_at = now()
          WHERE id IN (SELECT container_id FROM old_rows WHERE container_id IS NOT NULL
                       UNION SELECT container_id FROM new_rows WHERE container_id IS NOT NULL);
       ELSE
         UPDATE products SET updated_at = now()
          WHERE id IN (SELECT DISTINCT container_id FROM old_rows WHERE container_id IS NOT NULL);
       END IF;
       RETURN NULL;
     END
     $$`,
    `CREATE TRIGGER products_touch BEFORE UPDATE ON products
       FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at()`,
    `CREATE TRIGGER article_groups_touch BEFORE UPDATE ON article_groups
       FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at()`,
    'CREATE INDEX articles_number_upper ON articles (tenant_id, upper(article_number))',
  ]) {
    await sql.raw(statement).execute(db);
  }
  for (const table of PARTS) {
    for (const { event, referencing } of STATEMENT_EVENTS) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_touch_product_${event.toLowerCase()} AFTER ${event} ON ${table} ${referencing}
           FOR EACH STATEMENT EXECUTE FUNCTION shop_touch_product()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PARTS) {
    for (const { event } of STATEMENT_EVENTS) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_touch_product_${event.toLowerCase()} ON ${table}`).execute(db);
    }
  }
  for (const statement of [
    'DROP INDEX IF EXISTS articles_number_upper',
    'DROP TRIGGER IF EXISTS article_groups_touch ON article_groups',
    'DROP TRIGGER IF EXISTS products_touch ON products',
    'DROP FUNCTION IF EXISTS shop_touch_product()',
    'DROP FUNCTION IF EXISTS shop_touch_updated_at()',
    'ALTER TABLE article_groups DROP COLUMN IF EXISTS updated_at',
    'ALTER TABLE products DROP COLUMN IF EXISTS updated_at',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
