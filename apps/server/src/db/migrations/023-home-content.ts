import { type Kysely, sql } from 'kysely';
import { addCatalogTriggers } from './005-catalog-notify.ts';
import { fillExistingTenants } from './021-content-pages.ts';

/**
 * The home page as data (issue 24 item 4):
 * - `content_pages` takes a `home` page per tenant and language: the banner's texts, the
 *   promotions block and the slider's heading (contract HomeBodySchema). Existing tenants get
 *   the texts the shop had in code.
 * - `home_slider`: the products an operator picked for the home page's slider, in order. The
 *   shop shows them (the active ones); a tenant without picks shows the first of its range, as
 *   before. A deleted product leaves the slider with it. Changes announce themselves on the
 *   catalog channel, so every process drops the tenant's cached lists at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE content_pages DROP CONSTRAINT content_pages_page_check',
    `ALTER TABLE content_pages ADD CONSTRAINT content_pages_page_check
       CHECK (page IN ('about', 'faq', 'terms', 'contact', 'cookies', 'home'))`,
    `CREATE TABLE home_slider (
       tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
       product_id integer NOT NULL,
       position integer NOT NULL CHECK (position >= 0),
       PRIMARY KEY (tenant_id, product_id),
       UNIQUE (tenant_id, position),
       FOREIGN KEY (product_id, tenant_id) REFERENCES products(id, tenant_id) ON DELETE CASCADE
     )`,
    'CREATE INDEX home_slider_product ON home_slider (product_id)',
  ]) {
    await sql.raw(statement).execute(db);
  }
  await addCatalogTriggers(db, 'home_slider');
  await fillExistingTenants(db, ['home']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TABLE IF EXISTS home_slider',
    "DELETE FROM content_pages WHERE page = 'home'",
    'ALTER TABLE content_pages DROP CONSTRAINT content_pages_page_check',
    `ALTER TABLE content_pages ADD CONSTRAINT content_pages_page_check
       CHECK (page IN ('about', 'faq', 'terms', 'contact', 'cookies'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
