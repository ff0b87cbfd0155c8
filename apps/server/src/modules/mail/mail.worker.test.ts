import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../config.ts';
import { TenantDirectory } from '../../plugins/tenant-context.ts';
import { outboxDbForFile, outboxRows } from '../../test/mail.ts';
import { waitFor } from '../../test/wait.ts';
import { claimDue, enqueueMail } from './mail.repository.ts';
import { testMail as mail, TestSmtp } from './mail.test-support.ts';
import { createTransport, type MailTransport } from './mail.transport.ts';
import { defaultBackoff, type MailWorker, type MailWorkerOptions, startMailWorker } from './mail.worker.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-mail-worker-'));
const tdb = outboxDbForFile();
let tenants: TenantDirectory;
const smtp = new TestSmtp();
let smtpConfig: Config;
let fileConfig: Config;
const workers: MailWorker[] = [];

beforeAll(async () => {
  tenants = new TenantDirectory(tdb.db);
  await smtp.start();
  const base = { SHOP_DATA_DIR: dataDir };
  smtpConfig = loadConfig(
    { ...base, SMTP_URL: `smtp://shop:very-secret-pw@127.0.0.1:${smtp.port}` },
    { jwtSecret: randomBytes(32), webDist: null },
  );
  fileConfig = loadConfig(base, { jwtSecret: randomBytes(32), webDist: null });
});
afterAll(async () => {
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  smtp.received.length = 0;
  if (!smtp.port) await smtp.start();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await smtp.stop();
  await smtp.start();
});

const FAST: MailWorkerOptions = { intervalMs: 20, backoff: () => 30 };

function worker(config: Config, opts: MailWorkerOptions = {}): MailWorker {
  const w = startMailWorker({ config, db: tdb.db, tenants }, { ...FAST, ...opts });
  workers.push(w);
  return w;
}

async function enqueueMany(count: number, tenantOf: (i: number) => number = () => 4) {
  for (let i = 0; i < count; i++) await enqueueMail(tdb.db, mail(i, { tenantId: tenantOf(i) }));
}

const rows = () => outboxRows(tdb.db);

describe('the mail worker over SMTP', () => {
  it('delivers due mails with their Message-ID and sender, and marks them sent', async () => {
    await enqueueMany(3, (i) => (i === 2 ? 6 : 4));
    const w = worker(smtpConfig);
    await w.drain();
    const all = await rows();
    expect(all.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['SENT', 1, null],
      ['SENT', 1, null],
      ['SENT', 1, null],
    ]);
    expect(all.every((r) => r.sent_at instanceof Date)).toBe(true);
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(all.map((r) => r.message_id).sort());
    const uk = smtp.received.find((m) => m.messageId === all[2]?.message_id);
    expect(uk?.from).toBe('customerservice@sealwise-uk.example');
    expect(uk?.to).toEqual(['customer2@example.com']);
    expect(uk?.raw).toMatch(/^From: Sealwise UK <customerservice@sealwise-uk\.example>$/m);
  });

  it('sends soon after kick() without waiting for the poll interval', async () => {
    // The pass at start sends a first mail; once it is done the next poll is a minute away.
    await enqueueMany(1);
    const w = worker(smtpConfig, { intervalMs: 60_000 });
    await waitFor(async () => (await rows())[0]?.status === 'SENT', 5_000, 'the pass at start');
    await w.drain();
    await tdb.db.deleteFrom('mail_outbox').execute();
    smtp.received.length = 0;
    await enqueueMany(1);
    w.kick();
    await waitFor(() => smtp.received.length === 1, 5_000, 'the kicked mail');
    await waitFor(async () => (await rows())[0]?.status === 'SENT', 5_000, 'SENT');
  });

  it('loses nothing while SMTP is down and delivers every mail exactly once when it is back', async () => {
    await smtp.stop();
    const logged: string[] = [];
    const logger = { warn: (o: object) => logged.push(JSON.stringify(o)), error: () => undefined };
    // Two workers, as two server processes on one database would run.
    worker(smtpConfig, { batch: 4, logger });
    worker(smtpConfig, { batch: 3, logger });
    await enqueueMany(25, (i) => (i % 2 ? 4 : 6));
    for (const w of workers) w.kick();

    await waitFor(
      async () => (await rows()).every((r) => r.attempts >= 2 && r.last_error !== null),
      20_000,
      'failed attempts',
    );
    const during = await rows();
    expect(during).toHaveLength(25);
    expect(during.every((r) => r.status === 'PENDING' || r.status === 'SENDING')).toBe(true);
    expect(during.every((r) => /ECONNREFUSED|ECONNECTION|connect/i.test(r.last_error ?? ''))).toBe(true);
    expect(during.some((r) => r.last_error?.includes('very-secret-pw'))).toBe(false);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain('very-secret-pw');
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await waitFor(async () => (await rows()).every((r) => r.status === 'SENT'), 20_000, 'all SENT');
    const after = await rows();
    const counts = smtp.counts();
    expect(counts.size).toBe(25);
    for (const r of after) expect(counts.get(r.message_id ?? '')).toBe(1);
    expect(after.every((r) => r.last_error === null && r.sent_at !== null)).toBe(true);
  });

  it('sends again a mail whose sender crashed mid-send (lease expired), with the same Message-ID', async () => {
    await enqueueMany(1);
    // A worker took the mail and died before marking it: the row stays SENDING under its lease.
    const [taken] = await claimDue(tdb.db, 10, 1_000);
    expect(taken?.status).toBe('SENDING');
    const w = worker(smtpConfig, { intervalMs: 60_000 });
    await w.drain();
    expect(smtp.received).toHaveLength(0);
    expect((await rows())[0]?.status).toBe('SENDING');

    // Once the lease has run out the next run takes it over.
    await waitFor(
      async () => {
        await w.drain();
        return (await rows())[0]?.status === 'SENT';
      },
      10_000,
      'the orphaned mail to be sent',
    );
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'SENT', attempts: 2, message_id: taken?.message_id });
    expect(smtp.counts().get(taken?.message_id ?? '')).toBe(1);
  });

  it('never sends a mail with a line break in a header: it is marked FAILED at once', async () => {
    await tdb.db
      .insertInto('mail_outbox')
      .values([
        { tenant_id: 4, to_address: 'eve@example.com', subject: 'Hi\r\nBcc: all@example.com', body_text: 'x' },
        { tenant_id: 4, to_address: 'eve@example.com\nBcc: all@example.com', subject: 'Hi', body_text: 'x' },
      ])
      .execute();
    const errors: object[] = [];
    const w = worker(smtpConfig, { logger: { warn: () => undefined, error: (o) => errors.push(o) } });
    await w.drain();
    const all = await rows();
    expect(all.map((r) => [r.status, r.attempts])).toEqual([
      ['FAILED', 1],
      ['FAILED', 1],
    ]);
    expect(all.every((r) => /line break/.test(r.last_error ?? ''))).toBe(true);
    expect(smtp.received).toHaveLength(0);
    expect(errors).toHaveLength(2);
  });

  it('stop() waits for the send in flight and gives back the mails it did not try', async () => {
    let started = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const real = createTransport(smtpConfig);
    const slow: MailTransport = {
      kind: 'smtp',
      async send(m, signal) {
        started++;
        await gate;
        await real.send(m, signal);
      },
      close: () => real.close(),
    };
    await enqueueMany(3);
    const w = worker(smtpConfig, { transport: slow, batch: 10 });
    w.kick();
    await waitFor(() => started === 1, 5_000, 'the first send');
    const stopping = w.stop();
    release();
    await stopping;
    real.close();
    const all = await rows();
    expect(all.map((r) => [r.status, r.attempts])).toEqual([
      ['SENT', 1],
      ['PENDING', 0],
      ['PENDING', 0],
    ]);
    expect(started).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('a kick while a batch is in flight sends the new mail right after it', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const real = createTransport(smtpConfig);
    const sentIds: number[] = [];
    const gated: MailTransport = {
      kind: 'smtp',
      async send(m, signal) {
        await gate;
        await real.send(m, signal);
        sentIds.push(m.id);
      },
      close: () => real.close(),
    };
    await enqueueMany(1);
    const w = worker(smtpConfig, { transport: gated, intervalMs: 60_000 });
    w.kick();
    await waitFor(async () => (await rows())[0]?.status === 'SENDING', 5_000, 'the first mail in flight');
    await enqueueMail(tdb.db, mail(99));
    w.kick();
    release();
    await waitFor(() => sentIds.length === 2, 5_000, 'both mails');
    await waitFor(async () => (await rows()).every((r) => r.status === 'SENT'), 5_000, 'both SENT');
    await w.stop();
    real.close();
  });

  it('keeps running when the transport throws, and logs instead', async () => {
    const warnings: object[] = [];
    const broken: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('boom');
      },
      close: () => undefined,
    };
    await enqueueMany(2);
    const w = worker(smtpConfig, {
      transport: broken,
      backoff: () => 60_000,
      logger: { warn: (o) => warnings.push(o), error: () => undefined },
    });
    await w.drain();
    const all = await rows();
    expect(all.map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['PENDING', 1, 'boom'],
      ['PENDING', 1, 'boom'],
    ]);
    expect(all.every((r) => (r.next_attempt_at as Date).getTime() > Date.now() + 50_000)).toBe(true);
    expect(warnings).toHaveLength(2);
    await w.drain();
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });
});

describe('the mail worker without SMTP_URL', () => {
  it('writes each mail as an .eml file under <data dir>/mail', async () => {
    await enqueueMany(2);
    const w = worker(fileConfig);
    await w.drain();
    const all = await rows();
    expect(all.every((r) => r.status === 'SENT')).toBe(true);
    const dir = path.join(dataDir, 'mail');
    for (const r of all) {
      const file = path.join(dir, `outbox-${r.id}.eml`);
      expect(existsSync(file)).toBe(true);
      const eml = readFileSync(file, 'utf8');
      expect(eml).toContain(`Message-ID: ${r.message_id}`);
      expect(eml).toContain(`To: ${r.to_address}`);
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('defaultBackoff', () => {
  it('doubles from 5 s with jitter and stays within 15 minutes', () => {
    for (let i = 0; i < 50; i++) {
      const first = defaultBackoff(1);
      expect(first).toBeGreaterThanOrEqual(4_000);
      expect(first).toBeLessThanOrEqual(6_000);
      const third = defaultBackoff(3);
      expect(third).toBeGreaterThanOrEqual(16_000);
      expect(third).toBeLessThanOrEqual(24_000);
      expect(defaultBackoff(30)).toBeLessThanOrEqual(15 * 60_000);
      expect(defaultBackoff(30)).toBeGreaterThanOrEqual(12 * 60_000);
    }
  });
});
