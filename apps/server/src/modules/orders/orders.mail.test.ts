import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { createSmtpApp } from '../../test/app.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { buyerOrder, plainArticleNumbers } from '../../test/orders.ts';
import { waitFor } from '../../test/wait.ts';
import { TestSmtp } from '../mail/mail.test-support.ts';

/**
 * Order placement with SMTP going away and coming back: every order succeeds, and every mail
 * arrives once SMTP is back, none twice.
 */
let tdb: TestDb;
let db: Db;
let app: FastifyInstance;
const smtp = new TestSmtp();

beforeAll(async () => {
  await smtp.start();
  tdb = await createTestDb();
  db = tdb.db;
  await seedDemoData(db);
  ({ app } = await createSmtpApp(db, smtp.port, { intervalMs: 20, backoff: () => 30 }));
});
afterAll(async () => {
  await app.close();
  await tdb.close();
  await smtp.stop();
});

async function placeGuestOrder(i: number) {
  const article = (await plainArticleNumbers(db))[i % 10];
  if (!article) throw new Error('tenant 4 has fewer than 10 plain goods');
  return app.inject({
    method: 'POST',
    url: '/api/guest/order/ajaxCreateNew?tenant=4',
    headers: { 'idempotency-key': `smtp-test-order-${i}` },
    payload: buyerOrder(i, article, 1 + (i % 3)),
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
