import { type Kysely, sql } from 'kysely';

/**
 * Checkout and order mail:
 * - per-tenant checkout settings (premium delivery, invoice-type choice, e-invoice question,
 *   order message, fee waiver, tracking hosts, internal copies of confirmations, base URL);
 * - the language and delivery texts of an order;
 * - the outbox learns which order and recipient a mail is for (one mail per order and
 *   recipient, enforced by a unique key) and leases mails to a sender (`locked_until`), so a
 *   sender that dies mid-send leaves the mail to be sent again, and two senders never share one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `ALTER TABLE tenants
       ADD COLUMN premium_delivery boolean NOT NULL DEFAULT true,
       ADD COLUMN invoice_type_choice boolean NOT NULL DEFAULT false,
       ADD COLUMN e_invoice_question boolean NOT NULL DEFAULT true,
       ADD COLUMN order_message boolean NOT NULL DEFAULT true,
       ADD COLUMN waive_administrative_fee boolean NOT NULL DEFAULT false,
       ADD COLUMN tracking_hosts text[] NOT NULL DEFAULT '{}',
       ADD COLUMN confirmation_copies text[] NOT NULL DEFAULT '{}',
       ADD COLUMN base_url text`,
    `ALTER TABLE orders
       ADD COLUMN language text NOT NULL DEFAULT 'sv',
       ADD COLUMN address_type text NOT NULL DEFAULT 'DELIVERY' CHECK (address_type IN ('DELIVERY', 'POSTAL'))`,
    `ALTER TABLE order_items ADD COLUMN freight text NOT NULL DEFAULT 'NONE' CHECK (freight IN ('NONE', 'NORMAL', 'PREMIUM')),
       ADD COLUMN administrative_fee boolean NOT NULL DEFAULT false`,
    `ALTER TABLE mail_outbox
       ADD COLUMN order_id integer,
       ADD COLUMN kind text NOT NULL DEFAULT 'ORDER_CONFIRMATION',
       ADD COLUMN dedupe_key text,
       ADD COLUMN locked_until timestamptz,
       ADD COLUMN message_id text`,
    'ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_status_check',
    `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('PENDING', 'SENDING', 'SENT', 'FAILED'))`,
    'CREATE UNIQUE INDEX mail_outbox_dedupe ON mail_outbox (tenant_id, dedupe_key)',
    'CREATE INDEX mail_outbox_order ON mail_outbox (order_id)',
    `ALTER TABLE idempotency_keys ADD COLUMN principal text NOT NULL DEFAULT ''`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'ALTER TABLE idempotency_keys DROP COLUMN principal',
    'DROP INDEX IF EXISTS mail_outbox_order',
    'DROP INDEX IF EXISTS mail_outbox_dedupe',
    `DELETE FROM mail_outbox WHERE status = 'SENDING'`,
    'ALTER TABLE mail_outbox DROP CONSTRAINT IF EXISTS mail_outbox_status_check',
    `ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check CHECK (status IN ('PENDING', 'SENT', 'FAILED'))`,
    'ALTER TABLE mail_outbox DROP COLUMN order_id, DROP COLUMN kind, DROP COLUMN dedupe_key, DROP COLUMN locked_until, DROP COLUMN message_id',
    'ALTER TABLE order_items DROP COLUMN freight, DROP COLUMN administrative_fee',
    'ALTER TABLE orders DROP COLUMN language, DROP COLUMN address_type',
    `ALTER TABLE tenants DROP COLUMN premium_delivery, DROP COLUMN invoice_type_choice, DROP COLUMN e_invoice_question,
       DROP COLUMN order_message, DROP COLUMN waive_administrative_fee, DROP COLUMN tracking_hosts,
       DROP COLUMN confirmation_copies, DROP COLUMN base_url`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
