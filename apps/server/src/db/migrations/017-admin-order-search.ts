import { type Kysely, sql } from 'kysely';

/**
 * The back office's order search (GET /api/admin/orders?q=) reads indexes only, whatever the
 * size of the shop:
 * - an e-mail is matched exactly against the order's contact e-mail (in the address the order
 *   was sent to, lower-cased as the search writes it) and against the customer's user e-mail
 *   (users' unique index);
 * - a name anywhere in the customer's company or own name, or in the order's recipient, through
 *   trigram indexes (pg_trgm, migration 007), the customers' one small beside the orders';
 * - an article number through the catalog's trigram index (migration 007), then the order
 *   lines that hold the numbers found, by number.
 * The expressions here are written exactly as admin-orders.repository.ts writes them: an index
 * on an expression is used only for the same expression.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE INDEX orders_contact_email ON orders (tenant_id,
       lower((CASE WHEN address_type = 'POSTAL' THEN postal_address ELSE delivery_address END) ->> 'contactNotificationInformation'))`,
    `CREATE INDEX orders_recipient_trgm ON orders USING gin (
       ((CASE WHEN address_type = 'POSTAL' THEN postal_address ELSE delivery_address END) ->> 'recipient') gin_trgm_ops)`,
    `CREATE INDEX customers_name_trgm ON customers USING gin (
       (coalesce(company_name, '') || ' ' || coalesce(name, '')) gin_trgm_ops)`,
    'CREATE INDEX order_items_article_number ON order_items (tenant_id, article_number)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'order_items_article_number',
    'customers_name_trgm',
    'orders_recipient_trgm',
    'orders_contact_email',
  ]) {
    await sql.raw(`DROP INDEX IF EXISTS ${index}`).execute(db);
  }
}
