import { type Kysely, sql } from 'kysely';

/**
 * The back office's order search (GET /api/admin/orders?q=) reads indexes only, whatever the
 * size of the shop:
 * - an e-mail is matched exactly against the order's contact e-mail (in the address the order
 *   was sent to, lower-cased as the search writes it) and against the customer's user e-mail
 *   (users' unique index);
 * - a name anywhere in the customer's company or own name through a trigram index (pg_trgm,
 *   migration 007; the customers are few beside the orders), and the start of the order's
 *   recipient through a B-tree: a trigram index on a million recipients cost 45 ms a search
 *   (their common trigrams, "AB", "Företag", have long lists) and slows every order placed, a
 *   prefix reads a few entries;
 * - an article number through the catalog's trigram index (migration 007), then the order
 *   lines that hold the numbers found, by number, the line's order id in the index itself, so
 *   that counting the orders of an article reads the index alone.
 * The expressions here are written exactly as admin-orders.repository.ts writes them: an index
 * on an expression is used only for the same expression.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE INDEX orders_contact_email ON orders (tenant_id,
       lower((CASE WHEN address_type = 'POSTAL' THEN postal_address ELSE delivery_address END) ->> 'contactNotificationInformation'))`,
    `CREATE INDEX orders_recipient_prefix ON orders (tenant_id,
       lower((CASE WHEN address_type = 'POSTAL' THEN postal_address ELSE delivery_address END) ->> 'recipient')
       text_pattern_ops)`,
    `CREATE INDEX customers_name_trgm ON customers USING gin (
       (coalesce(company_name, '') || ' ' || coalesce(name, '')) gin_trgm_ops)`,
    'CREATE INDEX order_items_article_number ON order_items (tenant_id, article_number) INCLUDE (order_id)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'order_items_article_number',
    'customers_name_trgm',
    'orders_recipient_prefix',
    'orders_contact_email',
  ]) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
}
