import { type Kysely, sql } from 'kysely';

/**
 * Mails that carry a secret (the password-reset link) keep it only sealed: `sealed_body` holds
 * their real text and HTML, encrypted under a key of the server secret (mail/sealed-body.ts),
 * while `body_text` and `body_html` hold a version with the link removed. The sender opens the
 * seal to send; marking the mail sent or given up empties `sealed_body` in the same statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN sealed_body text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN sealed_body`.execute(db);
}
