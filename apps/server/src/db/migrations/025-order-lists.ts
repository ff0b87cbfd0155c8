import { type Kysely, sql } from 'kysely';

/**
 * Order lists (issue 26 item 2): a customer's named lists of articles and amounts to order
 * again, kept per tenant and customer: the customer a session acts for, which on the internal
 * shop is the selected store, so the users of one store share its lists. A line names an
 * article of the same tenant (a deleted article leaves the list with it); amounts as a cart
 * line's (1 to 9,999).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE order_lists (
       id serial PRIMARY KEY,
       tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
       customer_id integer NOT NULL,
       name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       UNIQUE (id, tenant_id),
       FOREIGN KEY (customer_id, tenant_id) REFERENCES customers(id, tenant_id) ON DELETE CASCADE
     )`,
    'CREATE INDEX order_lists_customer ON order_lists (tenant_id, customer_id, updated_at DESC)',
    `CREATE TABLE order_list_lines (
       list_id integer NOT NULL,
       tenant_id integer NOT NULL,
       article_id integer NOT NULL,
       amount integer NOT NULL CHECK (amount BETWEEN 1 AND 9999),
       position integer NOT NULL CHECK (position >= 0),
       PRIMARY KEY (list_id, article_id),
       FOREIGN KEY (list_id, tenant_id) REFERENCES order_lists(id, tenant_id) ON DELETE CASCADE,
       FOREIGN KEY (article_id, tenant_id) REFERENCES articles(id, tenant_id) ON DELETE CASCADE
     )`,
    'CREATE INDEX order_list_lines_article ON order_list_lines (article_id)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS order_list_lines').execute(db);
  await sql.raw('DROP TABLE IF EXISTS order_lists').execute(db);
}
