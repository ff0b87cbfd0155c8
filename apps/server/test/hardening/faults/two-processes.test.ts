import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtp } from '../../../src/modules/mail/mail.test-support.ts';
import { DEMO_PASSWORD } from '../../../src/test/app.ts';
import { until } from '../../../src/test/wait.ts';
import {
  ADMIN_URL,
  createDatabase,
  guestOrder,
  placeOrder,
  plainArticles,
  query,
  requirePostgres,
  type ShopProcess,
  spawnShop,
  type TestDatabase,
} from './support.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Two server processes on one PostgreSQL database and one Redis: a load across both loses and
 * duplicates nothing (orders, their lines, their mails), and the login limits hold across them.
 */
let database: TestDatabase;
const smtp = new TestSmtp();
const prefix = `shop-test-${randomBytes(4).toString('hex')}:`;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  await requirePostgres();
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`This test needs Redis at ${REDIS_URL} (set TEST_REDIS_URL): ${String(error)}`);
  } finally {
    redis.disconnect();
  }
  database = await createDatabase(ADMIN_URL);
  await smtp.start();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOGIN_LIMIT_ACCOUNT: '10',
    LOGIN_LIMIT_ADDRESS: '1000',
    GUEST_ORDER_LIMIT_ADDRESS: '100000',
    GUEST_ORDER_LIMIT_RECIPIENT: '100000',
  };
  // One after the other: the first creates and seeds the database.
  shops.push(await spawnShop(env));
  shops.push(await spawnShop(env));
});
afterAll(async () => {
  await Promise.all(shops.map((s) => s.stop()));
  await smtp.stop();
  await database?.drop();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('two server processes on one database', () => {
  it('orders placed across both, each sent twice (once to each), are all there once, with one mail each', async () => {
    const [a, b] = shops as [ShopProcess, ShopProcess];
    const articles = await plainArticles(database.url);
    const [{ n: ordersBefore } = { n: 0 }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM orders',
    );
    const [{ n: mailsBefore } = { n: 0 }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM mail_outbox',
    );
    const N = 150;
    const answers: { status: number; json: unknown }[][] = [];
    for (let start = 0; start < N; start += 15) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(15, N - start) }, (_, j) => {
            const i = start + j;
            const key = `two-proc-${i}`;
            const body = guestOrder(articles, 2000 + i);
            // The same order at once to both processes, as a retry through another instance.
            return Promise.all([placeOrder(a.port, body, key), placeOrder(b.port, body, key)]);
          }),
        )),
      );
    }
    for (const [first, second] of answers) {
      expect(first?.status).toBe(200);
      expect(second?.status).toBe(200);
      expect(second?.json).toEqual(first?.json);
    }
    const orderNumbers = answers.map(([first]) => (first?.json as { orderNumber: number } | undefined)?.orderNumber);
    expect(new Set(orderNumbers).size).toBe(N);
    const [{ n: ordersAfter } = { n: 0 }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM orders',
    );
    expect(ordersAfter - ordersBefore).toBe(N);
    const lines = await query<{ order_number: number; n: number }>(
      database.url,
      `SELECT o.order_number, count(i.id)::int AS n FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
        WHERE o.order_number = ANY($1) GROUP BY o.order_number`,
      [orderNumbers],
    );
    expect(lines).toHaveLength(N);
    expect(lines.every((l) => l.n >= 1)).toBe(true);

    // Both processes send mail from the one outbox: each mail goes out once.
    const expectedMails = N * 2; // customer and tenant 4's internal copy
    await until(() => smtp.received.length >= expectedMails, 60_000, 'every mail');
    await until(
      async () =>
        (
          await query<{ n: number }>(database.url, "SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'SENT'")
        )[0]?.n === 0,
      20_000,
      'the outbox to be sent',
    );
    const [{ n: mailsAfter } = { n: 0 }] = await query<{ n: number }>(
      database.url,
      'SELECT count(*)::int AS n FROM mail_outbox',
    );
    expect(mailsAfter - mailsBefore).toBe(expectedMails);
    for (const [, n] of smtp.counts()) expect(n).toBe(1);
    expect(smtp.received).toHaveLength(expectedMails);
  });

  it('login limits hold across the processes', async () => {
    const [a, b] = shops as [ShopProcess, ShopProcess];
    const login = (port: number, password: string) =>
      fetch(`http://127.0.0.1:${port}/api/login?tenant=4`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'private.4@example.com', password }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    // Ten wrong attempts, alternating: five on each process.
    for (let i = 0; i < 10; i++) statuses.push(await login(i % 2 ? b.port : a.port, `Wrong-${i}`));
    expect(statuses).toEqual(Array(10).fill(401));
    // The eleventh is refused by either process, even with the right password.
    expect(await login(a.port, DEMO_PASSWORD)).toBe(429);
    expect(await login(b.port, DEMO_PASSWORD)).toBe(429);
    expect(await login(b.port, 'Wrong-again')).toBe(429);
  });
});
