import { type Kysely, sql } from 'kysely';

/**
 * Pictures of groups and categories (the back office's groups page):
 * - `images.container_id` may be null: a picture that belongs to no product, uploaded as a
 *   group's or a category's picture. The foreign key to `products` stays (MATCH SIMPLE does not
 *   check a row with a null column); the product picture lists filter by `container_id`, so such
 *   a picture never shows as a product's.
 * - A group or category still names its picture by file name (`image_filename`); the seeded ones
 *   name a product's picture, which stays the product's.
 * `images` keeps the catalog triggers of migration 005: storing or deleting such a picture drops
 * the tenant's cached shop answers, as changing `article_groups` or `categories` does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE images ALTER COLUMN container_id DROP NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Groups and categories let go of the pictures of no product, which then go.
  const own = sql`SELECT file_name FROM images WHERE container_id IS NULL`;
  await sql`UPDATE article_groups SET image_filename = NULL WHERE image_filename IN (${own})`.execute(db);
  await sql`UPDATE categories SET image_filename = NULL WHERE image_filename IN (${own})`.execute(db);
  await sql`DELETE FROM images WHERE container_id IS NULL`.execute(db);
  await sql`ALTER TABLE images ALTER COLUMN container_id SET NOT NULL`.execute(db);
}
