import { type Kysely, sql } from 'kysely';

/**
 * The back office (issue 23):
 * - an order can be shipped (with its parcel number), and keeps one word for its state (`status`,
 *   generated from its flags in the precedence of the contract's `orderStatusOf`), so that an
 *   operator's list of a tenant with a million orders reads its first page from an index;
 * - every event of an order (printed, invoiced, shipped, canceled) is kept with who and when;
 * - every change made in the back office writes an audit row in the same transaction;
 * - store-account requests are decided (approved with the customer made, or rejected with a reason);
 * - a tenant may name a parcel tracking URL (`{parcelNumber}` is replaced).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE orders
       ADD COLUMN shipped boolean NOT NULL DEFAULT false,
       ADD COLUMN status text NOT NULL GENERATED ALWAYS AS (
         CASE WHEN canceled THEN 'canceled' WHEN shipped THEN 'shipped' WHEN invoiced THEN 'invoiced'
              WHEN printed THEN 'printed' ELSE 'placed' END) STORED`,
    'CREATE INDEX orders_tenant_date ON orders (tenant_id, order_date DESC, order_number DESC)',
    'CREATE INDEX orders_tenant_status_date ON orders (tenant_id, status, order_date DESC, order_number DESC)',
    `CREATE TABLE order_events (
       id bigserial PRIMARY KEY,
       tenant_id integer NOT NULL,
       order_id integer NOT NULL,
       type text NOT NULL CHECK (type IN ('printed', 'invoiced', 'shipped', 'canceled')),
       parcel_number text CHECK (length(parcel_number) <= 40),
       note text CHECK (length(note) <= 500),
       actor text NOT NULL,
       actor_user_id integer,
       created_at timestamptz NOT NULL DEFAULT now(),
       FOREIGN KEY (order_id, tenant_id) REFERENCES orders(id, tenant_id) ON DELETE CASCADE
     )`,
    'CREATE INDEX order_events_order ON order_events (order_id, id)',
    `CREATE TABLE audit_log (
       id bigserial PRIMARY KEY,
       tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
       actor text NOT NULL,
       actor_user_id integer,
       entity text NOT NULL CHECK (entity IN ('order', 'customer', 'store_request')),
       entity_id text NOT NULL,
       action text NOT NULL,
       changes jsonb NOT NULL DEFAULT '{}',
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    'CREATE INDEX audit_log_entity ON audit_log (tenant_id, entity, entity_id, id DESC)',
    'CREATE INDEX audit_log_tenant ON audit_log (tenant_id, id DESC)',
    `ALTER TABLE store_account_requests
       ADD COLUMN status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
       ADD COLUMN decided_at timestamptz,
       ADD COLUMN decided_by text,
       ADD COLUMN reason text CHECK (length(reason) <= 500),
       ADD COLUMN customer_id integer`,
    'ALTER TABLE tenants ADD COLUMN parcel_tracking_url text',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE tenants DROP COLUMN parcel_tracking_url',
    `ALTER TABLE store_account_requests DROP COLUMN status, DROP COLUMN decided_at, DROP COLUMN decided_by,
       DROP COLUMN reason, DROP COLUMN customer_id`,
    'DROP TABLE IF EXISTS audit_log',
    'DROP TABLE IF EXISTS order_events',
    'DROP INDEX IF EXISTS orders_tenant_status_date',
    'DROP INDEX IF EXISTS orders_tenant_date',
    'ALTER TABLE orders DROP COLUMN status, DROP COLUMN shipped',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
