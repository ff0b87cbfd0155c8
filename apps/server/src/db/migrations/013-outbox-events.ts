import { type Kysely, sql } from 'kysely';

/**
 * An order's confirmation is queued as an event, not as a rendered mail: the row names the order
 * (order_id), the kind (ORDER_CONFIRMATION or ORDER_CONFIRMATION_COPY), the recipient and, in
 * `language`, the language to write it in; the sender renders it from the stored order when it
 * sends it, and keeps what it sent in subject and the bodies. A mail queued rendered (account
 * mails) has no language. Placing an order thus renders nothing inside its statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN language text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN language`.execute(db);
}
