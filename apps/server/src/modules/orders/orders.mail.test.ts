import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { TenantDirectory } from '../../plugins/tenant-context.ts';
import { NO_GUEST_LIMITS } from '../../test/app.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { MemoryCounters } from '../auth/counters.ts';
import { type MailWorker, startMailWorker } from '../mail/index.ts';
import { TestSmtp, waitFor } from '../mail/mail.test-support.ts';

/**
 * Order placement with SMTP going away and coming back: every order succeeds, and every mail
 * arrives once SMTP is back, none twice.
 */
let tdb: TestDb;
let db: Db;
let app: FastifyInstance;
let worker: MailWorker;
const smtp = new TestSmtp();

beforeAll(async () => {
  await smtp.start();
  tdb = await createTestDb();
  db = tdb.db;
  await seedDemoData(db);
  const config = loadConfig(
    {},
    {
      jwtSecret: randomBytes(32),
      webDist: null,
      mailWorker: false,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      guestLimits: NO_GUEST_LIMITS,
    },
  );
  worker = startMailWorker({ config, db, tenants: new TenantDirectory(db) }, { intervalMs: 20, backoff: () => 30 });
  app = await buildApp({ config, db, counters: new MemoryCounters(), mail: worker });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await tdb.close();
  await smtp.stop();
});

async function placeGuestOrder(i: number) {
  const article = await db
    .selectFrom('articles')
    .select('article_number')
    .where('tenant_id', '=', 4)
    .where('freight', '=', 'NONE')
    .where('administrative_fee', '=', false)
    .where('number_of_forms', '=', 0)
    .orderBy('id')
    .offset(i % 10)
    .limit(1)
    .executeTakeFirstOrThrow();
  const address = {
    recipient: `Kund ${i}`,
    streetName: 'Storgatan',
    zipCode: '11122',
    city: 'Stockholm',
    country: 'Sverige',
    contactPerson: 'Anna',
    contactPhoneNumber: '0701234567',
    contactNotificationInformation: `buyer${i}@example.com`,
  };
  return app.inject({
    method: 'POST',
    url: '/api/guest/order/ajaxCreateNew?tenant=4',
    headers: { 'idempotency-key': `smtp-test-order-${i}` },
    payload: {
      deliveryAddress: address,
      invoiceAddress: { ...address, organisationNumber: '556000-0000' },
      articles: [{ articleNumber: article.article_number, amount: 1 + (i % 3) }],
    },
  });
}

async function outbox() {
  return db.selectFrom('mail_outbox').select(['status', 'attempts', 'last_error', 'message_id']).execute();
}

describe('confirmation mails when SMTP is down', () => {
  it('every order succeeds while SMTP is away, and every mail is delivered once when it is back', async () => {
    // A first order goes through while SMTP is up.
    expect((await placeGuestOrder(0)).statusCode).toBe(200);
    await waitFor(async () => smtp.received.length === 2, 10_000, 'the first two mails');

    // SMTP stops in the middle of placing orders.
    const placing = Array.from({ length: 20 }, (_, i) => placeGuestOrder(i + 1));
    await smtp.stop();
    const answers = await Promise.all(placing);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    // Retries run and fail, and the mails wait in the outbox.
    await waitFor(
      async () => (await outbox()).some((m) => m.status === 'PENDING' && m.attempts >= 2 && m.last_error),
      10_000,
      'failed attempts',
    );
    // A retry of a placed order (same key) makes no new order and no new mail.
    expect((await placeGuestOrder(5)).json()).toEqual(answers[4]?.json());

    await smtp.start();
    await waitFor(async () => (await outbox()).every((m) => m.status === 'SENT'), 20_000, 'every mail sent');
    const rows = await outbox();
    expect(rows).toHaveLength(42); // 21 orders × (customer + internal copy)
    const counts = smtp.counts();
    for (const row of rows) expect(counts.get(row.message_id ?? '')).toBe(1);
    expect(smtp.received).toHaveLength(42);
    const recipients = smtp.received.flatMap((m) => m.to);
    expect(recipients.filter((r) => r === 'orders.nordic@sealwise.example')).toHaveLength(21);
    expect(new Set(recipients.filter((r) => r.startsWith('buyer'))).size).toBe(21);
  }, 60_000);
});
