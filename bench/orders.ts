import { Client, closedLoop, openLoop, settle } from './http.ts';
import { int, ms, table } from './report.ts';
import { cleanUpAll, createDatabase, postgresReachable, startShop } from './server.ts';
import { catalogInfo, probeCall, scenarioCalls } from './shop-calls.ts';
import { type Figures, medianFigures } from './stats.ts';

/**
 * `npm run bench:orders`: order placement alone (order/ajaxCreateNew, a guest order of two
 * articles, each with its own Idempotency-Key) on the embedded database and on PostgreSQL
 * when one answers at BENCH_PG_URL (a fresh database is created and dropped). The maximum
 * rate with BENCH_CONNECTIONS clients in a closed loop, then the latency at half that rate
 * (open loop, evenly spaced); medians of BENCH_RUNS runs of BENCH_SECONDS. `npm run bench`
 * measures the same among its other figures.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgAdminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const shopEnv = { SHOP_MAIL_WORKER: 'false', REDIS_URL: process.env.BENCH_REDIS_URL ?? '' };

async function benchOn(label: string, databaseUrl?: string): Promise<string[][]> {
  const shop = await startShop(databaseUrl ? { databaseUrl, env: shopEnv } : { env: shopEnv });
  const client = new Client(shop.port);
  try {
    const calls = scenarioCalls(await catalogInfo(client));
    const settled = () => settle(shop.port, probeCall(), connections);
    await closedLoop(shop.port, calls.order, { connections, seconds: 1 });
    await settled();
    const max: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      max.push(await closedLoop(shop.port, calls.order, { connections, seconds }));
      await settled();
    }
    const m = medianFigures(max);
    const half: Figures[] = [];
    for (let i = 0; i < runs; i++) half.push(await openLoop(client, calls.order, m.rate / 2, seconds));
    const h = medianFigures(half);
    const row = (name: string, f: Figures) => [name, int(f.rate), ms(f.p50), ms(f.p95), ms(f.p99), String(f.failed)];
    return [row(`${label}, ${connections} clients`, m), row(`${label}, half rate (${int(m.rate / 2)}/s)`, h)];
  } finally {
    client.close();
    await shop.close();
  }
}

try {
  console.log(
    `Order placement: ${runs} runs of ${seconds} s, ${connections} clients, guest orders of two articles on tenant 4`,
  );
  const rows = await benchOn('PGlite');
  if (await postgresReachable(pgAdminUrl)) {
    const database = await createDatabase(pgAdminUrl, 'shop_bench_orders');
    try {
      rows.push(...(await benchOn('PostgreSQL', database.url)));
    } finally {
      await database.drop();
    }
  } else {
    console.log(`(PostgreSQL not reachable at ${pgAdminUrl}: skipped)`);
  }
  console.log('');
  console.log(table(['database', 'orders/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'], rows));
} finally {
  await cleanUpAll();
}
process.exit(process.exitCode ?? 0);
