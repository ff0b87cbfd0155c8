import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { until } from '../../../src/test/wait.ts';
import { databaseForFile, guestOrder, placeOrder, plainArticles, query, spawnShop } from './support.ts';

/**
 * Graceful shutdown (issue 20, "run like a service"): SIGTERM in the middle of a burst of orders.
 * The server stops accepting, finishes what it took, its mail sender hands back its leases, the
 * database is closed, and the process exits 0. Every order answered 200 is committed.
 */
const database = databaseForFile();

describe('SIGTERM during a burst of orders', () => {
  it('commits every answered order, leaves no mail lease held and exits 0', async () => {
    const shop = await spawnShop({
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      GUEST_ORDER_LIMIT_ADDRESS: '100000',
      GUEST_ORDER_LIMIT_RECIPIENT: '100000',
      LOG_LEVEL: 'info',
    });
    const articles = await plainArticles(database.url);
    const exit = new Promise<number | null>((resolve) => {
      if (shop.child.exitCode !== null) resolve(shop.child.exitCode);
      else shop.child.once('exit', (code) => resolve(code));
    });
    const burst = `burst-${randomBytes(4).toString('hex')}`;
    let answered = 0;
    let signalled = false;
    // All orders are sent at once; SIGTERM goes out when the first few have answered, while
    // the rest are in flight.
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        placeOrder(shop.port, guestOrder(articles, i), `${burst}-${i}`)
          .then((r) => ({ ...r, afterSignal: signalled }))
          .catch((error: unknown) => ({ status: 0, json: String(error), afterSignal: signalled }))
          .finally(() => {
            answered++;
            if (answered >= 3 && !signalled) {
              signalled = true;
              shop.child.kill('SIGTERM');
            }
          }),
      ),
    );
    expect(signalled).toBe(true);
    await until(async () => shop.child.exitCode !== null, 20_000, 'the server to exit');
    expect(await exit, shop.output()).toBe(0);
    await shop.stop();

    const placed = results.filter((r) => r.status === 200).map((r) => (r.json as { orderNumber: number }).orderNumber);
    expect(placed.length).toBeGreaterThan(0);
    // Requests in flight when the signal came were finished, not dropped.
    expect(results.filter((r) => r.afterSignal && r.status === 200).length).toBeGreaterThan(0);
    // Everything else was refused whole: no connection, or 503 while closing.
    for (const r of results) expect([0, 200, 503], JSON.stringify(r)).toContain(r.status);
    const committed = await query<{ order_number: number }>(
      database.url,
      'SELECT order_number FROM orders WHERE tenant_id = 4 AND order_number = ANY($1::int[])',
      [placed],
    );
    expect(committed.map((r) => r.order_number).sort()).toEqual([...placed].sort());
    const held = await query<{ n: string }>(
      database.url,
      `SELECT count(*) AS n FROM mail_outbox WHERE status = 'SENDING' OR locked_until IS NOT NULL`,
    );
    expect(Number(held[0]?.n)).toBe(0);
    expect(shop.output()).toContain('shut down');
  });
});
