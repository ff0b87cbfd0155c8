/** Helpers of the mail tests (not a test file itself). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '@shop/contract';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/connect.ts';
import { checkoutColumns, contentSettings, LANGUAGE_ROWS, TENANTS, tenantRow } from '../../db/seed/tenants.ts';
import type { TestApp } from '../../test/app.ts';
import { waitFor } from '../../test/wait.ts';
import { loadTenants } from '../tenants/tenants.repository.ts';
import type { NewMail, OutboxMail } from './mail.repository.ts';
import { renderEvent } from './order-events.ts';
import { openBodies } from './sealed-body.ts';

/** Outbox mail number `n` of tenant 4, of the kind TEST (dedupe key `test:<n>`). */
export const testMail = (n: number, over: Partial<NewMail> = {}): NewMail => ({
  tenantId: 4,
  orderId: null,
  kind: 'TEST',
  to: `customer${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Text ${n}`,
  html: `<p>Html ${n}</p>`,
  dedupeKey: `test:${n}`,
  ...over,
});

/** The demo tenants' rows alone (no catalog, no accounts): enough for the outbox. */
export async function insertTenants(db: Db): Promise<void> {
  await db
    .insertInto('languages')
    .values([...LANGUAGE_ROWS])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('tenants')
    .values(TENANTS.map(tenantRow))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A demo tenant in the contract's shape, without a database. */
export function demoTenant(id: number): Tenant {
  const t = TENANTS.find((x) => x.id === id);
  if (!t) throw new Error(`no demo tenant ${id}`);
  const c = checkoutColumns(t);
  return {
    id: t.id,
    name: t.name,
    currency: t.currency,
    vat: t.vatBasisPoints / 100,
    publicTenant: t.publicTenant,
    businessPrivateToggle: t.businessPrivateToggle,
    adminOrderFormType: t.adminOrderFormType,
    languages: [...t.languages],
    defaultLanguage: t.defaultLanguage,
    forcedLanguage: t.forcedLanguage,
    guestCheckout: t.guestCheckout,
    showCampaigns: t.showCampaigns,
    installationCountry: t.installationCountry,
    theme: { primary: t.themePrimary, variant: t.themeVariant },
    contact: { ...t.contact },
    ecommerceCertificateUrl: null,
    checkout: {
      premiumDelivery: c.premium_delivery,
      invoiceTypeChoice: c.invoice_type_choice,
      eInvoiceQuestion: c.e_invoice_question,
      orderMessage: c.order_message,
      waiveAdministrativeFee: c.waive_administrative_fee,
    },
    content: contentSettings(t),
    trackingHosts: c.tracking_hosts,
    parcelTrackingUrl: c.parcel_tracking_url ?? null,
  };
}

export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server (smtp-server) that can be stopped and started again on the same port. */
export class TestSmtp {
  port = 0;
  readonly received: ReceivedMail[] = [];
  #server: SMTPServer | null = null;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '',
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    const address = server.server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many times each Message-ID arrived. */
  counts(): Map<string, number> {
    const map = new Map<string, number>();
    for (const m of this.received) map.set(m.messageId, (map.get(m.messageId) ?? 0) + 1);
    return map;
  }
}

/**
 * The text of outbox mail `id` as the file sender wrote it (`<dataDir>/mail/outbox-<id>.eml`,
 * quoted-printable line breaks joined), once it is there and `complete` holds for it.
 */
export async function sentMailFile(
  dataDir: string,
  id: number,
  complete: (text: string) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<string> {
  const file = path.join(dataDir, 'mail', `outbox-${id}.eml`);
  let text = '';
  const ready = () => {
    if (!existsSync(file)) return false;
    text = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
    return complete(text);
  };
  await waitFor(ready, timeoutMs, `the mail ${file}`, 25);
  return text;
}

/**
 * An outbox row as its recipient reads it: a sealed mail's bodies opened with the server secret
 * (for tests that follow the reset link a mail carries).
 */
export function asSent<R extends { body_text: string; body_html: string | null; sealed_body: string | null }>(
  row: R,
  secret: Uint8Array,
): R {
  if (row.sealed_body === null) return row;
  const opened = openBodies(row.sealed_body, secret);
  if (!opened) throw new Error('sealed mail body cannot be opened');
  return { ...row, body_text: opened.text, body_html: opened.html };
}

/** The last mail queued to `to` on `t`'s database, as its recipient reads it (a reset mail's sealed link opened). */
export async function lastMailOf(t: Pick<TestApp, 'db' | 'config'>, to: string) {
  const row = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && asSent(row, t.config.jwtSecret);
}

/**
 * Outbox rows as their recipients will read them: an order's confirmation, queued as an event
 * (migration 013), rendered from the stored order as the sender renders it when it sends it.
 */
export async function asRendered(db: Db, rows: readonly OutboxMail[]): Promise<OutboxMail[]> {
  const tenants = new Map((await loadTenants(db)).map((t) => [t.id, t]));
  const source = { get: async (id: number) => tenants.get(id) ?? null };
  return Promise.all(
    rows.map(async (row) => {
      const mail = await renderEvent(db, source, row);
      return mail ? { ...row, subject: mail.subject, body_text: mail.text, body_html: mail.html } : row;
    }),
  );
}
