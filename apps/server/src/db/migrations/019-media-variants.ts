import { type Kysely, sql } from 'kysely';

/**
 * Pictures and files of the back office (issue 24, item 2):
 * - `image_variants`: the sizes made of an uploaded picture (contract IMAGE_WIDTHS, never wider
 *   than the original) as WebP and AVIF; `/media/{file}` serves the best one the browser
 *   accepts. Deleting the picture deletes them. The seeded SVG pictures have none and are served
 *   as they are.
 * - `videos` may hold an uploaded file (mp4 or webm) in the row itself (`content_type`, `data`),
 *   served by `/media/{file_name}` like pictures and PDF files; YouTube and Vimeo videos keep only
 *   their id. A video file's name is unique, as pictures' and files' are.
 * The main picture is the first (`position` 0, then `id`), as the shop already shows them: no
 * column of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE image_variants (
       image_id integer NOT NULL REFERENCES images(id) ON DELETE CASCADE,
       tenant_id integer NOT NULL,
       format text NOT NULL CHECK (format IN ('webp', 'avif')),
       width integer NOT NULL CHECK (width > 0),
       height integer NOT NULL CHECK (height > 0),
       data bytea NOT NULL,
       PRIMARY KEY (image_id, format, width)
     )`,
    'ALTER TABLE videos ADD COLUMN content_type text, ADD COLUMN data bytea',
    'CREATE UNIQUE INDEX videos_file_name ON videos (file_name) WHERE file_name IS NOT NULL',
    'CREATE INDEX videos_container ON videos (container_id, position, id)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS videos_container',
    'DROP INDEX IF EXISTS videos_file_name',
    'ALTER TABLE videos DROP COLUMN IF EXISTS data, DROP COLUMN IF EXISTS content_type',
    'DROP TABLE IF EXISTS image_variants',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
