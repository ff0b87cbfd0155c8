import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { MailOutboxTable } from '../../db/schema.ts';
import { redact, sealBodies } from './sealed-body.ts';

/** A row of the outbox. */
export type OutboxMail = Selectable<MailOutboxTable>;

/**
 * Sending attempts before a mail is given up (status FAILED). With the worker's default backoff
 * (5 s doubling, at most 15 min) this keeps trying for about a day, so an SMTP outage over
 * night loses nothing; a FAILED mail stays in the table and can be set back to PENDING.
 */
export const MAX_ATTEMPTS = 100;

/** A mail to queue. */
export interface NewMail {
  tenantId: number;
  /** The order the mail is about, if any. */
  orderId: number | null;
  /** What the mail is, e.g. 'ORDER_CONFIRMATION'. */
  kind: string;
  /** One recipient address. */
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** At most one mail per key and tenant: a second enqueue with the same key does nothing. */
  dedupeKey: string;
  /**
   * For a mail that carries a secret (a reset link): the server secret to seal its bodies with,
   * and the secrets to take out of the readable copy (each link containing one is removed).
   */
  seal?: { secret: Uint8Array; redact: readonly string[] };
}

/** Thrown for a mail that must never be sent (e.g. a line break in a header field). */
export class MailRefusedError extends Error {
  readonly permanent = true;
  constructor(message: string) {
    super(message);
    this.name = 'MailRefusedError';
  }
}

const LINE_BREAK = /[\r\n\0]/;

/** One plain address: no display name, no list, no spaces or line breaks. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

/** Refuses header values that could inject headers or extra recipients. */
export function assertHeaderSafe(fields: { to: string; subject: string }): void {
  if (LINE_BREAK.test(fields.to)) throw new MailRefusedError('recipient contains a line break');
  if (LINE_BREAK.test(fields.subject)) throw new MailRefusedError('subject contains a line break');
  if (!SINGLE_ADDRESS.test(fields.to)) throw new MailRefusedError('recipient is not one plain e-mail address');
}

/** The dedupe key of an order mail: one per order and recipient (case-insensitive). */
export function orderMailKey(orderId: number, recipient: string, kind = 'ORDER_CONFIRMATION'): string {
  return `${kind.toLowerCase()}:${orderId}:${recipientKey(recipient)}`;
}

/** A recipient as the dedupe key of its mail has it. */
function recipientKey(recipient: string): string {
  return recipient.trim().toLowerCase();
}

/**
 * What an order's mail is: its confirmation to the order's contact, the shop's internal copy of
 * it, or the news that it was shipped (to the order's contact).
 */
export type OrderMailKind = 'ORDER_CONFIRMATION' | 'ORDER_CONFIRMATION_COPY' | 'ORDER_SHIPPED';

/** An order's mail to one recipient, queued as an event (migration 013). */
export interface OrderMailEvent {
  kind: OrderMailKind;
  to: string;
}

/**
 * The kind an order mail's dedupe key is named by: a confirmation and its copy share one (a
 * recipient gets the confirmation once, whichever way it was asked for), the others their own.
 */
function keyKind(kind: OrderMailKind): string {
  return kind === 'ORDER_CONFIRMATION_COPY' ? 'ORDER_CONFIRMATION' : kind;
}

/**
 * The rows of an order's confirmation events (insertOrderEvents), as the JSON its statement
 * reads; null when there are none. One row per order and recipient (orderMailKey): the first
 * event of a recipient is kept. Throws MailRefusedError for a recipient with a line break,
 * before anything is written.
 */
export function orderEventRows(events: readonly OrderMailEvent[]): string | null {
  const rows = new Map<string, { kind: OrderMailKind; to_address: string; key: string; n: number }>();
  for (const e of events) {
    assertHeaderSafe({ to: e.to, subject: '' });
    const key = recipientKey(e.to);
    if (!rows.has(key)) rows.set(key, { kind: e.kind, to_address: e.to, key, n: rows.size });
  }
  return rows.size === 0 ? null : JSON.stringify([...rows.values()]);
}

/**
 * The INSERT that queues an order's confirmations as events, for a statement that writes the
 * order: `orderId` is the order's id in that statement (a column of its CTE `from`), `rows` what
 * orderEventRows gave. Each row names the order, the kind, the recipient and the language; the
 * sender renders the mail from the stored order when it sends it (mail.worker.ts). The values
 * are parameters of the statement (a kept statement's slots, db/kept-statement.ts).
 */
export function insertOrderEvents(
  from: string,
  orderId: string,
  values: { tenantId: number; language: string; rows: string },
): RawBuilder<unknown> {
  const prefix = `${'ORDER_CONFIRMATION'.toLowerCase()}:`;
  const id = sql.ref(`${from}.${orderId}`);
  return sql`INSERT INTO mail_outbox (tenant_id, order_id, kind, to_address, subject, body_text, dedupe_key, language)
    SELECT ${values.tenantId}::int, ${id}, e.kind, e.to_address, '', '', ${sql.lit(prefix)} || ${id} || ':' || e.key, ${values.language}::text
      FROM ${sql.table(from)}, jsonb_to_recordset(${values.rows}::jsonb)
           AS e(kind text, to_address text, key text, n int)
     ORDER BY e.n
    ON CONFLICT (tenant_id, dedupe_key) DO NOTHING`;
}

/**
 * An order's event mail queued for one recipient (a confirmation to another address or again, the
 * shipped mail); false when queued before.
 */
export async function enqueueOrderEvent(
  db: Db,
  order: { tenantId: number; orderId: number; language: string },
  event: OrderMailEvent,
): Promise<boolean> {
  assertHeaderSafe({ to: event.to, subject: '' });
  const row = await db
    .insertInto('mail_outbox')
    .values({
      tenant_id: order.tenantId,
      order_id: order.orderId,
      kind: event.kind,
      to_address: event.to,
      subject: '',
      body_text: '',
      dedupe_key: orderMailKey(order.orderId, event.to, keyKind(event.kind)),
      language: order.language,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Where an order's own mails go and in which language: the contact e-mail of its delivery address
 * (of its postal address for an order sent by post), as the order stored it, and the order's
 * language. Null when the order is not in the tenant; `to` null when it names no e-mail.
 */
export async function findOrderRecipient(
  db: Db,
  tenantId: number,
  orderId: number,
): Promise<{ to: string | null; language: string } | null> {
  const row = await db
    .selectFrom('orders')
    .select([
      'language',
      sql<string | null>`nullif(trim(CASE WHEN address_type = 'POSTAL' THEN postal_address ELSE delivery_address END
        ->> 'contactNotificationInformation'), '')`.as('to'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row ? { to: row.to, language: row.language } : null;
}

/**
 * Queues a mail (call it inside the transaction that makes the mail true, e.g. the order's).
 * Returns true when a row was written, false when the tenant already has a mail with this key.
 * Throws MailRefusedError for a recipient or subject with a line break: such a mail is never stored.
 */
export async function enqueueMail(db: Db, mail: NewMail): Promise<boolean> {
  assertHeaderSafe(mail);
  const { seal } = mail;
  const row = await db
    .insertInto('mail_outbox')
    .values({
      tenant_id: mail.tenantId,
      order_id: mail.orderId,
      kind: mail.kind,
      to_address: mail.to,
      subject: seal ? redact(mail.subject, seal.redact) : mail.subject,
      body_text: seal ? redact(mail.text, seal.redact) : mail.text,
      body_html: seal && mail.html !== null ? redact(mail.html, seal.redact) : mail.html,
      dedupe_key: mail.dedupeKey,
      sealed_body: seal ? sealBodies({ text: mail.text, html: mail.html }, seal.secret) : null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'dedupe_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes up to `limit` mails that are due: PENDING ones whose time has come, and SENDING ones
 * whose sender let the lease run out (it crashed or hung). Marks them SENDING, leased for
 * `leaseMs`, counts the attempt and gives each a Message-ID once (kept across attempts, so a
 * resend is recognisably the same message). Rows locked by a concurrent claimer are skipped, so
 * two processes on one database never take the same mail.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<OutboxMail[]> {
  const n = Math.max(1, Math.floor(limit));
  const leaseSeconds = Math.max(0.001, leaseMs / 1000);
  const result = await sql<OutboxMail>`
    UPDATE mail_outbox AS m
       SET status = 'SENDING',
           locked_until = now() + make_interval(secs => ${leaseSeconds}::float8),
           attempts = m.attempts + 1,
           message_id = coalesce(
             m.message_id,
             '<outbox-' || m.id || '.' || m.tenant_id || '@' || coalesce(
               (SELECT nullif(lower(split_part(t.contact->>'email', '@', 2)), '') FROM tenants t WHERE t.id = m.tenant_id),
               'localhost'
             ) || '>'
           )
     WHERE m.id IN (
       SELECT o.id
         FROM mail_outbox o
        WHERE (o.status = 'PENDING' AND o.next_attempt_at <= now())
           OR (o.status = 'SENDING' AND o.locked_until <= now())
        ORDER BY o.next_attempt_at, o.id
        LIMIT ${n}
        FOR UPDATE SKIP LOCKED
     )
    RETURNING m.*`.execute(db);
  return [...result.rows].sort((a, b) => a.id - b.id);
}

/**
 * The mail went out; a sealed body (the secret it carried) is dropped in the same statement. A
 * mail rendered when sent (an order's event) keeps what was sent: `rendered`.
 */
export async function markSent(
  db: Db,
  id: number,
  rendered?: { subject: string; text: string; html: string | null },
): Promise<void> {
  const bodies = rendered ? { subject: rendered.subject, body_text: rendered.text, body_html: rendered.html } : {};
  await db
    .updateTable('mail_outbox')
    .set({
      ...bodies,
      status: 'SENT',
      sent_at: sql<Date>`now()`,
      locked_until: null,
      last_error: null,
      sealed_body: null,
    })
    .where('id', '=', id)
    .where('status', '<>', 'SENT')
    .execute();
}

/**
 * A sending attempt failed: the mail goes back to PENDING until `nextAttemptAt`, or to FAILED
 * when it has had MAX_ATTEMPTS attempts or `nextAttemptAt` is null (never to be retried); a
 * mail given up drops its sealed body (the secret it carried). Only a mail still being sent
 * (SENDING) changes.
 */
export async function markFailed(db: Db, id: number, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status:
        nextAttemptAt === null
          ? 'FAILED'
          : sql<'PENDING' | 'FAILED'>`CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'FAILED' ELSE 'PENDING' END`,
      sealed_body:
        nextAttemptAt === null
          ? null
          : sql<string | null>`CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN NULL ELSE sealed_body END`,
      next_attempt_at: nextAttemptAt ?? sql<Date>`next_attempt_at`,
      locked_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .where('status', '=', 'SENDING')
    .execute();
}

/**
 * Gives back a claimed mail that was not tried (the sender is stopping, or its lease is too
 * short to start a send): PENDING again, due now, and the attempt not counted.
 */
export async function releaseClaim(db: Db, id: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'PENDING',
      locked_until: null,
      attempts: sql<number>`greatest(attempts - 1, 0)`,
    })
    .where('id', '=', id)
    .where('status', '=', 'SENDING')
    .execute();
}
