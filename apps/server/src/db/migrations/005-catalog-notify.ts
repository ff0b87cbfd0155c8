import { type Kysely, sql } from 'kysely';

/**
 * Catalog change notifications: after every statement that changes a table the catalog calls
 * read, `pg_notify('catalog_changed', ...)` names the tenants whose rows changed ("4" or "4,6"),
 * or `*` for all of them (TRUNCATE, or too many tenants for one payload). Every server process
 * LISTENs on the channel and drops its cached catalog answers of those tenants. Triggers fire
 * for any writer: the server, scripts, or a person in psql. Notifications are sent at commit,
 * and identical ones of one transaction are sent once.
 */
export const CATALOG_CHANNEL = 'catalog_changed';

export const CATALOG_TABLES = [
  'categories',
  'article_groups',
  'products',
  'articles',
  'images',
  'files',
  'videos',
  'related_products',
] as const;

// A trigger with transition tables handles one kind of event, hence one trigger per event.
export const STATEMENT_EVENTS = [
  { event: 'INSERT', referencing: 'REFERENCING NEW TABLE AS new_rows' },
  { event: 'UPDATE', referencing: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { event: 'DELETE', referencing: 'REFERENCING OLD TABLE AS old_rows' },
] as const;

/**
 * The triggers that announce a table's changes on the catalog channel (one per event, and
 * TRUNCATE): for the catalog tables here and the later tables the shop's cached answers read.
 */
export async function addCatalogTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const { event, referencing } of STATEMENT_EVENTS) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_catalog_${event.toLowerCase()} AFTER ${event} ON ${table} ${referencing}
         FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_notify()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `CREATE TRIGGER ${table}_catalog_truncate AFTER TRUNCATE ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION shop_catalog_notify()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
CREATE FUNCTION shop_catalog_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tenants text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT tenant_id::text, ',') INTO tenants FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT tenant_id::text, ',') INTO tenants
      FROM (SELECT tenant_id FROM old_rows UNION ALL SELECT tenant_id FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT tenant_id::text, ',') INTO tenants FROM old_rows;
  ELSE
    tenants := '*';
  END IF;
  IF tenants IS NOT NULL THEN
    IF length(tenants) > 4000 THEN
      tenants := '*';
    END IF;
    PERFORM pg_notify('${CATALOG_CHANNEL}', tenants);
  END IF;
  RETURN NULL;
END
$$`)
    .execute(db);
  for (const table of CATALOG_TABLES) await addCatalogTriggers(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOG_TABLES) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalog_${event} ON ${table}`).execute(db);
    }
  }
  await sql.raw('DROP FUNCTION IF EXISTS shop_catalog_notify()').execute(db);
}
