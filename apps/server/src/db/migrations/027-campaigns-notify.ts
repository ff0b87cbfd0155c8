import { type Kysely, sql } from 'kysely';
import { addCatalogTriggers } from './005-catalog-notify.ts';

const TABLES = ['campaigns', 'campaign_products'] as const;

/**
 * Campaigns announce their changes on the catalog channel like the catalog does: the home page
 * shows a shop's campaigns, and the server keeps its pages as sent (decision 017), so every
 * process drops a shop's pages when its campaigns change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await addCatalogTriggers(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalog_${event} ON ${table}`).execute(db);
    }
  }
}
