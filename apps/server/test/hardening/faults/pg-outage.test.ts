import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { type Db, migrateToLatest, openDb } from '../../../src/db/connect.ts';
import { seedDemoData } from '../../../src/db/seed/index.ts';
import { MemoryCounters } from '../../../src/modules/auth/counters.ts';
import { until } from '../../../src/test/wait.ts';
import { createDatabase, guestOrder, PrivatePostgres, query, type TestDatabase } from './support.ts';

/**
 * PostgreSQL stopped while an order is being written, and started again: the order is not
 * there in part, and the retry with the same Idempotency-Key makes exactly one order.
 * A server of the test's own is stopped (pg_ctl stop -m fast ends every session, as a shutdown
 * or a restart of the database does); the order's transaction is held inside PostgreSQL by a
 * trigger that waits while a gate is armed, so that the stop falls in its middle.
 */
let server: PrivatePostgres;
let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let articles: string[];

beforeAll(async () => {
  server = new PrivatePostgres();
  await server.init();
  database = await createDatabase(server.url);
  db = await openDb({ kind: 'postgres', url: database.url });
  await migrateToLatest(db);
  await seedDemoData(db);
  await query(
    database.url,
    `CREATE TABLE fault_gate (armed boolean NOT NULL);
     INSERT INTO fault_gate VALUES (true);
     CREATE FUNCTION fault_wait() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (SELECT armed FROM fault_gate) THEN PERFORM pg_sleep(60); END IF;
       RETURN NEW;
     END $$;
     CREATE TRIGGER fault_wait BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION fault_wait();`,
  );
  articles = (
    await query<{ article_number: string }>(
      database.url,
      `SELECT article_number FROM articles WHERE tenant_id = 4 AND freight = 'NONE'
         AND NOT administrative_fee AND number_of_forms = 0 ORDER BY id LIMIT 5`,
    )
  ).map((r) => r.article_number);
  const config = loadConfig({}, { jwtSecret: randomBytes(32), webDist: null, mailWorker: false });
  app = await buildApp({ config, db, counters: new MemoryCounters() });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await server?.destroy();
});

const place = (key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/guest/order/ajaxCreateNew?tenant=4',
    headers: { 'idempotency-key': key },
    payload: guestOrder(articles, 1),
  });

async function counts(key: string) {
  const [row] = await query<{ orders: number; items: number; mails: number; keys: number }>(
    database.url,
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_items) AS items,
            (SELECT count(*)::int FROM mail_outbox) AS mails,
            (SELECT count(*)::int FROM idempotency_keys WHERE key = $1) AS keys`,
    [key],
  );
  return row;
}

describe('PostgreSQL stopped in the middle of placing an order', () => {
  it('leaves no partial order, answers 503, and the retry with the same key makes exactly one', async () => {
    const key = `pg-outage-${randomBytes(4).toString('hex')}`;
    const before = await counts(key);
    expect(before?.keys).toBe(0);

    const pending = place(key);
    // The order's transaction has written its order row and waits in the item insert.
    await until(
      async () =>
        (
          await query(
            server.url,
            "SELECT 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND query ILIKE '%order_items%'",
          )
        ).length > 0,
      20_000,
      'the order transaction to reach its items',
    );
    server.stop('fast');
    const failed = await pending;
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ operationError: 'unavailable' });
    expect(failed.headers['retry-after']).toBeDefined();

    // While the database is down, the shop answers 503 too, without harm.
    const down = await place(key);
    expect(down.statusCode).toBe(503);

    await server.start();
    expect(await counts(key)).toEqual(before);
    await query(database.url, 'UPDATE fault_gate SET armed = false');

    const retry = await until(async () => (await place(key)).statusCode === 200, 20_000, 'the retry to succeed').then(
      () => place(key),
    );
    expect(retry.statusCode).toBe(200);
    const again = await place(key);
    expect(again.json()).toEqual(retry.json());
    const after = await counts(key);
    expect(after?.orders).toBe((before?.orders ?? 0) + 1);
    expect(after?.keys).toBe(1);
    expect(after?.items).toBeGreaterThan(before?.items ?? 0);
    expect(after?.mails).toBeGreaterThan(before?.mails ?? 0);
  });
});
