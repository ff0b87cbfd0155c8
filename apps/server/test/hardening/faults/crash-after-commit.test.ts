import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TestSmtp } from '../../../src/modules/mail/mail.test-support.ts';
import { until } from '../../../src/test/wait.ts';
import { databaseForFile, guestOrder, placeOrder, plainArticles, query, spawnShop } from './support.ts';

/**
 * The server process is killed (SIGKILL: no shutdown, nothing flushed) right after an order
 * commits, before its confirmation mail went out. Started again, the server sends the mail,
 * once.
 */
const database = databaseForFile();
const smtp = new TestSmtp();
afterAll(() => smtp.stop());

describe('the process killed right after an order commits', () => {
  it('sends the confirmation after the restart, once', async () => {
    const secret = randomBytes(32).toString('base64url');
    // SMTP is not there yet and this process would not send anyway: its sender never runs
    // before it dies.
    const first = await spawnShop({ DATABASE_URL: database.url, JWT_SECRET: secret, SHOP_MAIL_WORKER: 'false' });
    const articles = await plainArticles(database.url);
    const key = `crash-${randomBytes(4).toString('hex')}`;
    const placed = await placeOrder(first.port, guestOrder(articles, 7), key);
    await first.kill();
    expect(placed.status).toBe(200);
    const orderNumber = (placed.json as { orderNumber: number }).orderNumber;
    const mails = await query<{ id: number; status: string; message_id: string | null }>(
      database.url,
      `SELECT m.id, m.status, m.message_id FROM mail_outbox m JOIN orders o ON o.id = m.order_id
        WHERE o.order_number = $1`,
      [orderNumber],
    );
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.status === 'PENDING')).toBe(true);

    await smtp.start();
    const second = await spawnShop({
      DATABASE_URL: database.url,
      JWT_SECRET: secret,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    try {
      await until(() => smtp.received.length >= mails.length, 30_000, 'the confirmation mails');
      await until(
        async () =>
          (
            await query<{ n: number }>(
              database.url,
              `SELECT count(*)::int AS n FROM mail_outbox WHERE id = ANY($1) AND status = 'SENT'`,
              [mails.map((m) => m.id)],
            )
          )[0]?.n === mails.length,
        10_000,
        'the outbox to record them as sent',
      );
      // A second restart does not send them again.
      await second.stop();
      const third = await spawnShop({
        DATABASE_URL: database.url,
        JWT_SECRET: secret,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      });
      // Another order through the third process: once its mail is there, the worker has run.
      const later = await placeOrder(third.port, guestOrder(articles, 8), `${key}-later`);
      expect(later.status).toBe(200);
      await until(() => smtp.received.length >= mails.length * 2, 30_000, 'the later order’s mails');
      await third.stop();
      const counts = smtp.counts();
      const recipients = smtp.received.filter((m) => m.to.includes('buyer7@example.com'));
      expect(recipients).toHaveLength(1);
      for (const [, n] of counts) expect(n).toBe(1);
      expect(smtp.received).toHaveLength(mails.length * 2);
    } finally {
      await second.stop();
    }
  });
});
