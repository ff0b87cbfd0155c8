import { Client, closedLoop, openLoop, settle } from './http.ts';
import { runPgbench } from './pgbench.ts';
import { int, ms, orderBudgets, table } from './report.ts';
import { checkpoint, cleanUpAll, createDatabase, postgresReachable, startShop } from './server.ts';
import { catalogInfo, probeCall, scenarioCalls } from './shop-calls.ts';
import { type Figures, medianFigures } from './stats.ts';

/**
 * `npm run bench:orders`: order placement alone (order/ajaxCreateNew, a guest order of two
 * articles, each with its own Idempotency-Key) on the embedded database and on PostgreSQL
 * when one answers at BENCH_PG_URL (a fresh database is created and dropped). The maximum
 * rate with BENCH_CONNECTIONS clients in a closed loop, then the latency at half that rate
 * (open loop, evenly spaced); medians of BENCH_RUNS runs of BENCH_SECONDS. On PostgreSQL,
 * pgbench (TPC-B, the same number of clients, BENCH_PGBENCH_SECONDS) runs right before and
 * right after the orders, and the order rate is set against the mean of the two (the
 * budgets of orderBudgets); each phase on PostgreSQL starts from a CHECKPOINT, so that it does
 * not pay for the writes of the phase before. BENCH_SKIP_PGLITE=1 leaves the embedded database out.
 * `npm run bench` measures the same among its other figures.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgbenchSeconds = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);
const skipPglite = ['1', 'true', 'yes'].includes((process.env.BENCH_SKIP_PGLITE ?? '').toLowerCase());
const pgAdminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const shopEnv = {
  SHOP_MAIL_WORKER: 'false',
  GUEST_ORDER_LIMIT_ADDRESS: '1000000',
  GUEST_ORDER_LIMIT_RECIPIENT: '1000000',
  REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
};

interface OrderFigures {
  max: Figures;
  half: Figures;
}

async function benchOn(databaseUrl?: string): Promise<OrderFigures> {
  const shop = await startShop(databaseUrl ? { databaseUrl, env: shopEnv } : { env: shopEnv });
  const client = new Client(shop.port);
  try {
    const calls = scenarioCalls(await catalogInfo(client));
    const settled = () => settle(shop.port, probeCall(), connections);
    await closedLoop(shop.port, calls.order, { connections, seconds: 1 });
    await settled();
    // On PostgreSQL each phase starts from a checkpoint: pgbench's writes before the orders, and
    // the maximum-rate runs' before the half-rate runs, are not paid for by the phase after them.
    if (databaseUrl) await checkpoint(databaseUrl);
    const max: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      max.push(await closedLoop(shop.port, calls.order, { connections, seconds }));
      await settled();
    }
    const m = medianFigures(max);
    if (databaseUrl) await checkpoint(databaseUrl);
    const half: Figures[] = [];
    for (let i = 0; i < runs; i++) half.push(await openLoop(client, calls.order, m.rate / 2, seconds));
    return { max: m, half: medianFigures(half) };
  } finally {
    client.close();
    await shop.close();
  }
}

/** pgbench's rate with `connections` clients, or null (and why, logged) when it is missing. */
async function pgbenchTps(when: string): Promise<number | null> {
  const result = await runPgbench(pgAdminUrl, connections, pgbenchSeconds);
  if ('missing' in result) {
    console.log(`(${result.missing})`);
    return null;
  }
  console.log(`  pgbench TPC-B ${when}: ${result.tps.toFixed(0)} tps (${connections} clients, ${pgbenchSeconds} s)`);
  return result.tps;
}

try {
  console.log(
    `Order placement: ${runs} runs of ${seconds} s, ${connections} clients, guest orders of two articles on tenant 4`,
  );
  const row = (name: string, f: Figures) => [name, int(f.rate), ms(f.p50), ms(f.p95), ms(f.p99), String(f.failed)];
  const rows: string[][] = [];
  if (!skipPglite) {
    const lite = await benchOn();
    rows.push(
      row(`PGlite, ${connections} clients`, lite.max),
      row(`PGlite, half rate (${int(lite.max.rate / 2)}/s)`, lite.half),
    );
  }
  let budgets = orderBudgets(null, null, null);
  if (await postgresReachable(pgAdminUrl)) {
    const before = await pgbenchTps('before the orders');
    const database = await createDatabase(pgAdminUrl, 'shop_bench_orders');
    let pg: OrderFigures;
    try {
      pg = await benchOn(database.url);
    } finally {
      await database.drop();
    }
    const after = before === null ? null : await pgbenchTps('after the orders');
    const tps = before !== null && after !== null ? (before + after) / 2 : null;
    rows.push(
      row(`PostgreSQL, ${connections} clients`, pg.max),
      row(`PostgreSQL, half rate (${int(pg.max.rate / 2)}/s)`, pg.half),
    );
    if (tps !== null)
      rows.push([`pgbench TPC-B, ${connections} clients (mean of before and after)`, int(tps), '—', '—', '—', '—']);
    budgets = orderBudgets(pg.max.rate, tps, pg.half.p95, pg.max.rate / 2);
  } else {
    console.log(`(PostgreSQL not reachable at ${pgAdminUrl}: skipped)`);
  }
  console.log('');
  console.log(table(['database', 'orders/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'], rows));
  console.log('');
  console.log(
    table(
      ['budget', 'figure', 'limit', 'result'],
      budgets.map((b) => [b.budget, b.figure, b.limit, b.verdict]),
    ),
  );
} finally {
  await cleanUpAll();
}
process.exit(process.exitCode ?? 0);
