import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { DefaultQueryExecutor } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDb } from '../apps/server/src/db/connect.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { MemoryCounters } from '../apps/server/src/modules/auth/counters.ts';
import { Client } from './http.ts';
import { int, ms, table } from './report.ts';
import { cleanUpAll, createDatabase } from './server.ts';
import { catalogInfo, scenarioCalls } from './shop-calls.ts';

/**
 * `npm run bench:orders:profile`: where one order's time goes. The server is built in this
 * process on a fresh PostgreSQL database (BENCH_PG_URL), and BENCH_PROFILE_ORDERS guest orders
 * of the order bench are placed one after another (no contention): each statement Kysely runs
 * is timed from its call to its answer (BEGIN and COMMIT are not among them), and the rest of the request
 * (HTTP, validation, pricing, rendering, JSON) is what the statements leave of its time. With
 * BENCH_PROFILE_CPU=<file> the Node side of the timed orders is written there as a .cpuprofile
 * (open it in Chrome's DevTools, or see its heaviest functions with bench/cpuprofile-top.ts).
 */
const ORDERS = Number(process.env.BENCH_PROFILE_ORDERS ?? 500);
const cpuFile = process.env.BENCH_PROFILE_CPU ?? '';
const adminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Stat {
  n: number;
  ms: number;
}
const byStatement = new Map<string, Stat>();
let recording = false;

type Exec = (this: DefaultQueryExecutor, compiled: { sql: string }, queryId: unknown) => Promise<unknown>;
const proto = DefaultQueryExecutor.prototype as unknown as { executeQuery: Exec };
const original = proto.executeQuery;
proto.executeQuery = async function (compiled, queryId) {
  const started = performance.now();
  try {
    return await original.call(this, compiled, queryId);
  } finally {
    if (recording) {
      const key = compiled.sql.replace(/\s+/g, ' ').replace(/\$\d+/g, '?').slice(0, 90);
      const s = byStatement.get(key) ?? { n: 0, ms: 0 };
      s.n++;
      s.ms += performance.now() - started;
      byStatement.set(key, s);
    }
  }
};

const database = await createDatabase(adminUrl, 'shop_bench_profile');
const db = await openDb({ kind: 'postgres', url: database.url });
try {
  await migrateToLatest(db);
  await seedDemoData(db);
  const config = loadConfig(
    { GUEST_ORDER_LIMIT_ADDRESS: '1000000', GUEST_ORDER_LIMIT_RECIPIENT: '1000000' },
    { jwtSecret: randomBytes(32), webDist: null, mailWorker: false },
  );
  const app = await buildApp({ config, db, counters: new MemoryCounters() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const client = new Client(port, 1);
  const calls = scenarioCalls(await catalogInfo(client));
  for (let i = 0; i < 200; i++) await client.json(calls.order());
  const inspector = new Session();
  if (cpuFile) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  recording = true;
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  const began = performance.now();
  for (let i = 0; i < ORDERS; i++) times.push((await client.post(calls.order())).ms);
  const wall = performance.now() - began;
  const cpu = process.cpuUsage(cpuBefore);
  recording = false;
  if (cpuFile) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(cpuFile, JSON.stringify(profile));
    inspector.disconnect();
  }
  client.close();
  await app.close();

  times.sort((a, b) => a - b);
  const dbMs = [...byStatement.values()].reduce((s, v) => s + v.ms, 0) / ORDERS;
  const statements = [...byStatement.values()].reduce((s, v) => s + v.n, 0) / ORDERS;
  console.log(
    `${ORDERS} orders one after another on PostgreSQL: ${ms(wall / ORDERS)} ms each (median ${ms(times[Math.floor(ORDERS / 2)])} ms), ` +
      `Node CPU ${ms((cpu.user + cpu.system) / 1000 / ORDERS)} ms per order, ${statements.toFixed(1)} statements per order taking ${ms(dbMs)} ms`,
  );
  console.log('');
  console.log(
    table(
      ['statement', 'per order', 'ms each', 'ms per order'],
      [...byStatement]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([sql, s]) => [sql, (s.n / ORDERS).toFixed(2), ms(s.ms / s.n), ms(s.ms / ORDERS)]),
    ),
  );
  console.log(`(${int(ORDERS)} orders)`);
} finally {
  await db.destroy();
  await database.drop();
  await cleanUpAll();
}
process.exit(0);
