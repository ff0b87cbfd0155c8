import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDb } from '../../../src/db/connect.ts';
import { seedDemoData } from '../../../src/db/seed/index.ts';
import { TestSmtp } from '../../../src/modules/mail/mail.test-support.ts';
import { createSmtpApp } from '../../../src/test/app.ts';
import { plainArticleNumbers } from '../../../src/test/orders.ts';
import { until } from '../../../src/test/wait.ts';
import { ADMIN_URL, createDatabase, guestOrder, requirePostgres, type TestDatabase } from './support.ts';

/**
 * SMTP is down for the whole length of 200 orders: every order succeeds, and when SMTP is back
 * every mail is delivered, none twice.
 */
let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
const smtp = new TestSmtp();

beforeAll(async () => {
  await requirePostgres();
  database = await createDatabase(ADMIN_URL);
  db = await openDb({ kind: 'postgres', url: database.url });
  await migrateToLatest(db);
  await seedDemoData(db);
  // Take a port for SMTP, then close it: the mail server is down from the start.
  await smtp.start();
  await smtp.stop();
  ({ app } = await createSmtpApp(db, smtp.port, { intervalMs: 50, batch: 50, backoff: () => 100 }));
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await smtp.stop();
  await database?.drop();
});

describe('SMTP down during 200 orders', () => {
  it('every order succeeds; every mail arrives once when SMTP is back', async () => {
    const articles = await plainArticleNumbers(db);
    const outboxBefore = await db.selectFrom('mail_outbox').select('id').execute();
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          app.inject({
            method: 'POST',
            url: '/api/guest/order/ajaxCreateNew?tenant=4',
            headers: { 'idempotency-key': `smtp-200-${batch * 10 + j}` },
            payload: guestOrder(articles, 1000 + batch * 10 + j),
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses).toEqual(Array(200).fill(200));
    const known = new Set(outboxBefore.map((r) => r.id));
    const rows = async () =>
      (await db.selectFrom('mail_outbox').select(['id', 'status', 'attempts', 'message_id']).execute()).filter(
        (r) => !known.has(r.id),
      );
    // Mails wait, having been tried and failed.
    await until(
      async () => (await rows()).some((m) => m.attempts >= 1 && m.status === 'PENDING'),
      20_000,
      'failed attempts',
    );
    expect((await rows()).every((m) => m.status !== 'SENT')).toBe(true);

    await smtp.start();
    await until(async () => (await rows()).every((m) => m.status === 'SENT'), 60_000, 'every mail sent');
    const sent = await rows();
    // 200 customers and tenant 4's internal copy of each order.
    expect(sent).toHaveLength(400);
    const counts = smtp.counts();
    for (const row of sent) expect(counts.get(row.message_id ?? '')).toBe(1);
    expect(smtp.received).toHaveLength(400);
    expect(new Set(smtp.received.flatMap((m) => m.to).filter((r) => r.startsWith('buyer'))).size).toBe(200);
  });
});
