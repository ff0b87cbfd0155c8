import type { AppContext } from '../../context.ts';
import type { RenderedMail } from './confirmation.ts';
import { claimDue, MailRefusedError, markFailed, markSent, type OutboxMail, releaseClaim } from './mail.repository.ts';
import { createTransport, describeError, type MailTransport, type OutgoingMail } from './mail.transport.ts';
import { renderEvent } from './order-events.ts';
import { type MailBodies, openBodies } from './sealed-body.ts';

/** What the worker logs through (Fastify's and pino's loggers fit). */
export interface MailLogger {
  info?(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  /** Poll interval in ms (default 2000). */
  intervalMs?: number;
  /** Mails claimed at a time (default 10). */
  batch?: number;
  /** How long a claimed mail stays with this worker before another may take it (default 120 000 ms). */
  leaseMs?: number;
  /** Defaults to createTransport(ctx.config); an injected transport is not closed by stop(). */
  transport?: MailTransport;
  /** Delay in ms before the next attempt after `attempts` failed ones (default: exponential with jitter). */
  backoff?: (attempts: number) => number;
  logger?: MailLogger;
}

export interface MailWorker {
  /** Run soon, e.g. right after an order with a mail commits. */
  kick(): void;
  /** Sends everything due now and resolves when done (for tests and shutdown). */
  drain(): Promise<void>;
  /** Stops polling and waits for a batch in flight; mails not yet tried go back to the queue. */
  stop(): Promise<void>;
}

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 15 * 60_000;

/** 5 s · 2^(attempts-1), at most 15 minutes, spread by ±20 % so that retries do not come in waves. */
export function defaultBackoff(attempts: number): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
  return Math.round(Math.min(base * (0.8 + Math.random() * 0.4), BACKOFF_MAX_MS));
}

/**
 * Sends the mail outbox: claims due mails (leased, so that several server processes share one
 * database safely), sends each with its stable Message-ID, and marks it sent, or schedules a
 * retry with backoff. An order's confirmation is queued as an event and rendered here, when it
 * is sent, from the stored order (order-events.ts); the row then keeps what was sent. A mail is never lost: until it is marked SENT it stays in the table and is
 * taken again, also after a crash mid-send (once its lease runs out). Never throws.
 */
export function startMailWorker(
  ctx: Pick<AppContext, 'config' | 'db' | 'tenants'>,
  opts: MailWorkerOptions = {},
): MailWorker {
  const intervalMs = Math.max(1, opts.intervalMs ?? 2000);
  const batch = Math.max(1, Math.floor(opts.batch ?? 10));
  const leaseMs = Math.max(10, opts.leaseMs ?? 120_000);
  const backoff = opts.backoff ?? defaultBackoff;
  const ownTransport = opts.transport === undefined;
  const transport = opts.transport ?? createTransport(ctx.config);
  const log = opts.logger;

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let timerDue = Number.POSITIVE_INFINITY;
  /** Every run goes through this chain: one batch at a time per worker. */
  let chain: Promise<unknown> = Promise.resolve();
  let pollQueued = false;

  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  };

  async function senderOf(tenantId: number, messageId: string): Promise<OutgoingMail['from']> {
    const tenant = await ctx.tenants.get(tenantId);
    if (tenant?.contact.email) return { name: tenant.name, address: tenant.contact.email };
    const domain = /@([^>]+)>$/.exec(messageId)?.[1] ?? 'localhost';
    return { name: tenant?.name ?? 'Shop', address: `no-reply@${domain}` };
  }

  /** What the mail says: its sealed bodies opened, else the bodies as stored. */
  function bodiesOf(mail: OutboxMail): MailBodies {
    if (mail.sealed_body === null) return { text: mail.body_text, html: mail.body_html };
    const opened = openBodies(mail.sealed_body, ctx.config.jwtSecret);
    // Sealed under another server secret: sent as it is stored, it would carry no working link.
    if (!opened) throw new MailRefusedError('sealed body cannot be opened with this server secret');
    return opened;
  }

  async function sendOne(mail: OutboxMail, deadline: number): Promise<'sent' | 'failed' | 'released'> {
    const remaining = deadline - Date.now();
    if (stopped || remaining <= 0) {
      // Not tried: back to the queue at once rather than waiting for the lease to run out.
      await releaseClaim(ctx.db, mail.id);
      return 'released';
    }
    const messageId = mail.message_id ?? `<outbox-${mail.id}.${mail.tenant_id}@localhost>`;
    let rendered: RenderedMail | null = null;
    try {
      // An order's event is rendered now, from the stored order (order-events.ts).
      rendered = await renderEvent(ctx.db, ctx.tenants, mail);
      const bodies = rendered ?? bodiesOf(mail);
      await transport.send(
        {
          id: mail.id,
          from: await senderOf(mail.tenant_id, messageId),
          to: mail.to_address,
          subject: rendered?.subject ?? mail.subject,
          text: bodies.text,
          html: bodies.html,
          messageId,
        },
        AbortSignal.timeout(remaining),
      );
    } catch (err) {
      const error = describeError(err, ctx.config.smtpUrl);
      const refused = err instanceof MailRefusedError;
      const next = refused ? null : new Date(Date.now() + Math.max(0, backoff(mail.attempts)));
      await markFailed(ctx.db, mail.id, error, next);
      const fields = { mailId: mail.id, tenantId: mail.tenant_id, attempts: mail.attempts, error, retryAt: next };
      if (refused) log?.error(fields, 'mail refused, never to be sent');
      else log?.warn(fields, 'mail not sent, will retry');
      return 'failed';
    }
    await markSent(ctx.db, mail.id, rendered ?? undefined);
    log?.info?.({ mailId: mail.id, tenantId: mail.tenant_id, kind: mail.kind }, 'mail sent');
    return 'sent';
  }

  /** Claims one batch and works through it; the ids it claimed. */
  async function runBatch(): Promise<number[]> {
    const claimedAt = Date.now();
    const mails = await claimDue(ctx.db, batch, leaseMs);
    // Sends start in the first half of the lease and are cut off before it ends, so no other
    // worker takes a mail this one may still be sending.
    const startBy = claimedAt + leaseMs / 2;
    const cutOff = claimedAt + leaseMs * 0.9;
    for (const mail of mails) {
      const deadline = Date.now() < startBy ? cutOff : 0;
      try {
        await sendOne(mail, deadline);
      } catch (err) {
        // The database failed while recording the result: the lease brings the mail back.
        log?.error({ mailId: mail.id, error: describeError(err, ctx.config.smtpUrl) }, 'mail outbox update failed');
      }
    }
    return mails.map((m) => m.id);
  }

  /**
   * Batches until nothing is due but mails already tried in this run (a failed mail whose
   * retry is due at once is not tried again and again).
   */
  async function runUntilIdle(): Promise<void> {
    const tried = new Set<number>();
    while (!stopped) {
      const ids = await runBatch();
      const fresh = ids.filter((id) => !tried.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) tried.add(id);
    }
  }

  /** Sets the next poll; a poll already set for sooner (e.g. by kick()) stays. */
  function schedule(ms: number): void {
    if (stopped) return;
    const due = Date.now() + ms;
    if (timer && timerDue <= due) return;
    if (timer) clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(poll, ms);
    timer.unref();
  }

  function poll(): void {
    timer = null;
    timerDue = Number.POSITIVE_INFINITY;
    if (stopped || pollQueued) return;
    pollQueued = true;
    void exclusive(async () => {
      pollQueued = false;
      try {
        await runUntilIdle();
      } catch (err) {
        log?.error({ error: describeError(err, ctx.config.smtpUrl) }, 'mail worker run failed');
      }
    }).finally(() => schedule(intervalMs));
  }

  schedule(0);

  return {
    kick() {
      schedule(0);
    },
    drain() {
      return exclusive(async () => {
        try {
          await runUntilIdle();
        } catch (err) {
          log?.error({ error: describeError(err, ctx.config.smtpUrl) }, 'mail worker run failed');
        }
      });
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
      if (ownTransport) transport.close();
    },
  };
}
