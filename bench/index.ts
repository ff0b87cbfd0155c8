import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import type { DbTarget } from '../apps/server/src/db/connect.ts';
import { adminListBudgets, adminListTable } from './admin-orders.ts';
import { adminProductsBudgets, adminProductsTable } from './admin-products.ts';
import { argon2Rate, cores, threadPoolSize } from './argon2.ts';
import { type ImportRun, importBudgets, importTable, measureImport } from './catalog-import.ts';
import { type FunnelFigures, runFunnel } from './funnel.ts';
import { type Call, Client, closedLoop, openLoop, settle } from './http.ts';
import { type PageFigures, type PageKind, pageKind, runPages } from './lighthouse.ts';
import { runPgbench } from './pgbench.ts';
import { countQueries, type QueryCount } from './queries.ts';
import { type BudgetRow, budget, int, ms, num, orderBudgets, ratio, ratio3, table } from './report.ts';
import { runScale, SCALE_CALLS, type ScaleDb, type ScaleFigures } from './scale.ts';
import {
  type BaselineProcess,
  checkpoint,
  cleanUpAll,
  createDatabase,
  postgresReachable,
  postgresVersion,
  root,
  type ShopProcess,
  startBaseline,
  startShop,
} from './server.ts';
import {
  keptPageRate,
  pageYardstick,
  SERVER_PAGES,
  type ServerPageKind,
  serverPages,
  uncachedPageTimes,
} from './server-pages.ts';
import { type CatalogInfo, catalogInfo, probeCall, scenarioCalls } from './shop-calls.ts';
import { type Figures, median, medianFigures } from './stats.ts';

/**
 * `npm run bench`: load and scale figures of the shop's API, in one run, as medians of
 * BENCH_RUNS runs, with the ratios between figures of the same run, then the budgets as
 * PASS/FAIL. See docs/performance.md for what each part does and every BENCH_* setting.
 */
const envNumber = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
  return n;
};
function scaleDatabases(value: string): ScaleDb[] {
  switch (value.toLowerCase()) {
    case 'both':
      return ['PostgreSQL', 'PGlite'];
    case 'postgres':
    case 'postgresql':
      return ['PostgreSQL'];
    case 'pglite':
      return ['PGlite'];
    default:
      throw new Error('BENCH_SCALE_DB must be postgres, pglite or both');
  }
}
const envFlag = (name: string) => ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());

const SECONDS = envNumber('BENCH_SECONDS', 5);
const RUNS = Math.max(1, Math.round(envNumber('BENCH_RUNS', 3)));
const WARMUP = envNumber('BENCH_WARMUP_SECONDS', 1);
const CONNECTIONS = Math.max(1, Math.round(envNumber('BENCH_CONNECTIONS', 10)));
const FUNNEL_USERS = Math.max(1, Math.round(envNumber('BENCH_FUNNEL_USERS', 50)));
const FUNNEL_SECONDS = envNumber('BENCH_FUNNEL_SECONDS', 2 * SECONDS);
const QUERY_CALLS = Math.max(1, Math.round(envNumber('BENCH_QUERY_CALLS', 10)));
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SKIP_PGLITE = envFlag('BENCH_SKIP_PGLITE');
const SKIP_PG = envFlag('BENCH_SKIP_PG');
const SKIP_LOAD = envFlag('BENCH_SKIP_LOAD');
const SKIP_SCALE = envFlag('BENCH_SKIP_SCALE');
const SKIP_LIGHTHOUSE = envFlag('BENCH_SKIP_LIGHTHOUSE');
const SCALE_DBS = scaleDatabases(process.env.BENCH_SCALE_DB ?? 'both');
const SCALE_PRODUCTS = Math.round(envNumber('BENCH_SCALE_PRODUCTS', 10_000));
const SCALE_ORDERS = Math.round(envNumber('BENCH_SCALE_ORDERS', 1_000_000));
/** Shop 4 is filled up to this many orders for the back office's order list (0: not measured). */
const ADMIN_ORDERS = Math.round(envNumber('BENCH_ADMIN_ORDERS', 1_000_000));
const ADMIN_REQUESTS = Math.max(1, Math.round(envNumber('BENCH_ADMIN_REQUESTS', 100)));
const JSON_FILE = process.env.BENCH_JSON ?? '';
/** Pages made afresh (not kept) per server-rendered page kind, one at a time. */
const PAGE_REQUESTS = Math.max(1, Math.round(envNumber('BENCH_PAGE_REQUESTS', 200)));
const PGBENCH_SECONDS = envNumber('BENCH_PGBENCH_SECONDS', 10);

/**
 * The shop servers' settings: no mail sending in the server (orders still queue their
 * confirmations in the outbox in the same statement; sending, which renders them, is background
 * work that would otherwise run during later measurements), login limits far above what the benchmark's correct logins from
 * one address add up to, and Redis only when BENCH_REDIS_URL names one.
 */
const SHOP_ENV: Record<string, string> = {
  SHOP_MAIL_WORKER: 'false',
  LOGIN_LIMIT_ACCOUNT: '1000000',
  LOGIN_LIMIT_ADDRESS: '1000000',
  GUEST_ORDER_LIMIT_ADDRESS: '1000000',
  GUEST_ORDER_LIMIT_RECIPIENT: '1000000',
  REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
};

const log = (line: string) => console.log(line);
const notes: string[] = [];
const began = performance.now();

type DbLabel = 'PGlite' | 'PostgreSQL';
interface Target {
  label: DbLabel;
  shop: ShopProcess;
  dbTarget: DbTarget;
}

/** Load scenarios measured per database (order placement and the funnel have their own passes). */
const CALLS = [
  { key: 'list', label: 'catalog list (ajaxList, 20 products)' },
  { key: 'product', label: 'product (ajaxGet)' },
  { key: 'search', label: 'search (ajaxList with pattern)' },
  { key: 'deliveryCost', label: 'delivery cost (order/ajaxGetDeliveryCost)' },
  { key: 'login', label: 'login (POST /api/login)' },
] as const;
type CallKey = (typeof CALLS)[number]['key'] | 'order';

const figures = new Map<string, Figures[]>();
const record = (key: string, f: Figures) => {
  const list = figures.get(key) ?? [];
  list.push(f);
  figures.set(key, list);
};
const medianOf = (key: string): Figures | null => {
  const list = figures.get(key);
  return list && list.length > 0 ? medianFigures(list) : null;
};
const queryCounts = new Map<string, QueryCount>();
const argonRuns: number[] = [];
const halfRates = new Map<DbLabel, number>();
/** pgbench's TPC-B rate right before and right after the order placement runs (the order budget's yardstick). */
const pgbenchRuns: number[] = [];
const funnelRuns = new Map<DbLabel, FunnelFigures[]>();
const scales: ScaleFigures[] = [];
const imports: ImportRun[] = [];
let pages: PageFigures[] | null = null;
let pagesNote = '';
let payloadBytes = 0;
const pageBytes = new Map<ServerPageKind, number>();
let pagesOn = '';
let passwordHash: string | null = null;

function describe(f: Figures): string {
  return `${f.rate.toFixed(0)} req/s, p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms${f.failed ? `, ${f.failed} FAILED` : ''}`;
}

async function measure(
  key: string,
  port: number,
  next: () => Call,
  run: number,
  warm: boolean,
  shop: boolean,
): Promise<void> {
  const after = () => (shop ? settle(port, probeCall(), CONNECTIONS) : Promise.resolve());
  if (warm && WARMUP > 0) {
    await closedLoop(port, next, { connections: CONNECTIONS, seconds: WARMUP });
    await after();
  }
  const f = await closedLoop(port, next, { connections: CONNECTIONS, seconds: SECONDS });
  await after();
  record(key, f);
  log(`  ${key}, run ${run + 1}: ${describe(f)}`);
}

/** One pgbench TPC-B run (CONNECTIONS clients, scratch database); a missing pgbench is a note. */
async function pgbenchOnce(when: string): Promise<void> {
  await attempt('pgbench', async () => {
    const result = await runPgbench(PG_ADMIN_URL, CONNECTIONS, PGBENCH_SECONDS);
    if ('missing' in result) {
      if (!notes.includes(result.missing)) notes.push(result.missing);
      log(`  (${result.missing})`);
      return;
    }
    pgbenchRuns.push(result.tps);
    log(`  pgbench TPC-B ${when}: ${result.tps.toFixed(0)} tps (${CONNECTIONS} clients, ${PGBENCH_SECONDS} s)`);
  });
}

/** One in-process argon2id rate of the login reference (verifications/s), or null if it failed. */
async function argonReference(when: string): Promise<number | null> {
  const rates: number[] = [];
  await attempt('argon2 in-process', async () => {
    const rate = await argon2Rate(passwordHash, cores(), SECONDS / 2);
    log(`  argon2id in-process, ${when}: ${rate.toFixed(1)} verifications/s on ${cores()} threads`);
    rates.push(rate);
  });
  return rates[0] ?? null;
}

async function attempt(what: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    notes.push(`${what}: ${message}`);
    log(`!! ${what} failed: ${message}`);
  }
}

async function main(): Promise<void> {
  const pgVersion = SKIP_PG ? null : await postgresVersion(PG_ADMIN_URL);
  const machine = {
    cores: cores(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: pgVersion,
    threadPool: threadPoolSize(),
    loadAtStart: loadavg()
      .map((v) => v.toFixed(2))
      .join(' '),
  };
  log(
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, PostgreSQL ${machine.postgres ?? 'not used'}, libuv thread pool ${machine.threadPool}; load average at start ${machine.loadAtStart}`,
  );
  log(
    `Settings: ${RUNS} runs of ${SECONDS} s per figure (after ${WARMUP} s warm-up), ${CONNECTIONS} connections; funnel ${FUNNEL_USERS} users × ${FUNNEL_SECONDS} s; scale ${SKIP_SCALE ? 'skipped' : `${SCALE_PRODUCTS} products per shop, ${SCALE_ORDERS} orders on ${SCALE_DBS.join(' and ')}, back-office order list ${ADMIN_ORDERS > 0 ? `on shop 4 with ${ADMIN_ORDERS} orders, ${ADMIN_REQUESTS} requests per filter` : 'skipped'}`}; Lighthouse ${SKIP_LIGHTHOUSE ? 'skipped' : 'on'}`,
  );

  if (SKIP_LOAD) notes.push('shop calls, order placement and funnel skipped (BENCH_SKIP_LOAD)');
  else await attempt('shop calls', loadPart);
  await cleanUpAll();

  // 6. Scale, on each database asked for.
  if (!SKIP_SCALE) {
    for (const db of SCALE_DBS) {
      if (db === 'PostgreSQL' && (SKIP_PG || !pgVersion)) {
        notes.push(`scale on PostgreSQL: PostgreSQL not reachable at ${PG_ADMIN_URL} (or BENCH_SKIP_PG); not measured`);
        continue;
      }
      if (db === 'PGlite' && SKIP_PGLITE) continue;
      await attempt(`scale on ${db}`, async () => {
        scales.push(
          await runScale({
            db,
            adminUrl: PG_ADMIN_URL,
            products: SCALE_PRODUCTS,
            orders: SCALE_ORDERS,
            adminOrders: ADMIN_ORDERS,
            adminRequests: ADMIN_REQUESTS,
            runs: RUNS,
            seconds: SECONDS,
            warmup: WARMUP,
            connections: CONNECTIONS,
            shopEnv: SHOP_ENV,
            log,
          }),
        );
      });
      await cleanUpAll();
      await attempt(`catalog import on ${db}`, async () => {
        log(`Catalog import on ${db}: 10,000 rows ...`);
        imports.push(await measureImport(db === 'PostgreSQL' ? 'postgres' : 'pglite'));
      });
      await cleanUpAll();
    }
  }

  // 7. Lighthouse.
  if (!SKIP_LIGHTHOUSE) {
    log('Lighthouse (bench/pages.ts) ...');
    await attempt('Lighthouse', async () => {
      const result = await runPages();
      pages = result.pages;
      pagesNote = result.note;
      if (result.note) notes.push(`Lighthouse: ${result.note}`);
    });
  }

  report(machine);
}

/** Sections 1 to 5: the shop calls, the yardsticks, order placement and the funnel. */
async function loadPart(): Promise<void> {
  // The pages the shop renders come from the built web app and its server render.
  if (!existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'))) {
    log('Building the web app (npm run build) ...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) notes.push('npm run build failed: server-rendered pages not measured');
  }
  // 1. Servers: the shop on each database, then the yardsticks with the shop's own list answer.
  const targets: Target[] = [];
  const starting: Promise<void>[] = [];
  if (!SKIP_PGLITE) {
    starting.push(
      attempt('starting the shop on PGlite', async () => {
        const shop = await startShop({ env: SHOP_ENV });
        targets.push({ label: 'PGlite', shop, dbTarget: { kind: 'pglite', dataDir: null } });
      }),
    );
  }
  if (!SKIP_PG) {
    if (await postgresReachable(PG_ADMIN_URL)) {
      starting.push(
        attempt('starting the shop on PostgreSQL', async () => {
          const database = await createDatabase(PG_ADMIN_URL, 'shop_bench');
          const shop = await startShop({ databaseUrl: database.url, env: SHOP_ENV });
          targets.push({ label: 'PostgreSQL', shop, dbTarget: { kind: 'postgres', url: database.url } });
        }),
      );
    } else {
      notes.push(`PostgreSQL not reachable at ${PG_ADMIN_URL}: its figures and the scale part are not measured`);
    }
  }
  log('Starting the shop servers (migrations and demo data) ...');
  await Promise.all(starting);
  targets.sort((a, b) => (a.label === 'PGlite' ? -1 : b.label === 'PGlite' ? 1 : 0));
  if (targets.length === 0) throw new Error('no shop server could be started');

  const first = targets[0] as Target;
  const infoClient = new Client(first.shop.port, 4);
  let info: CatalogInfo;
  try {
    info = await catalogInfo(infoClient);
  } finally {
    infoClient.close();
  }
  payloadBytes = Buffer.byteLength(info.listPayload);
  const baselines: BaselineProcess[] = [];
  await attempt('starting the yardstick servers', async () => {
    baselines.push(await startBaseline('raw', info.listPayload));
    baselines.push(await startBaseline('fastify', info.listPayload));
  });
  const calls = scenarioCalls(info);

  // 2. Queries per request, in-process.
  for (const t of targets) {
    await attempt(`counting queries on ${t.label}`, async () => {
      log(`Counting queries per request on ${t.label} (in-process, ${QUERY_CALLS} calls each) ...`);
      const own = scenarioCalls(info);
      const scenarios = new Map<string, () => Call>([
        ['list', own.list],
        ['product', own.product],
        ['search', own.search],
        ['deliveryCost', own.deliveryCost],
        ['order', own.order],
        ['login', own.login],
      ]);
      const pass = await countQueries(t.dbTarget, scenarios, QUERY_CALLS);
      for (const [name, count] of pass.counts) queryCounts.set(`${name}:${t.label}`, count);
      if (pass.passwordHash) passwordHash = pass.passwordHash;
    });
  }

  // 3. The calls, interleaved: every run measures each server once, so drift hits all alike.
  for (const call of CALLS) {
    log(`${call.label}:`);
    for (let run = 0; run < RUNS; run++) {
      if (call.key === 'list') {
        for (const b of baselines) {
          await attempt(`${b.kind} yardstick`, () =>
            measure(`yardstick:${b.kind}`, b.port, calls.list, run, run === 0, false),
          );
        }
      }
      // The login budget's reference: one thread per core verifying back to back (the most this
      // process can do, and how the server hashes, decision 007), measured right before and
      // right after the run's logins. Their mean is the run's reference: this machine's speed
      // drifts by a fifth within seconds, and the bracket spreads that drift over both sides.
      const before = call.key === 'login' ? await argonReference(`run ${run + 1}, before the logins`) : null;
      for (const t of targets) {
        await attempt(`${call.key} on ${t.label}`, () =>
          measure(`${call.key}:${t.label}`, t.shop.port, calls[call.key], run, run === 0, true),
        );
      }
      if (before !== null) {
        const after = await argonReference(`run ${run + 1}, after the logins`);
        if (after !== null) argonRuns.push((before + after) / 2);
      }
    }
  }

  // 3b. Server-rendered pages on the first database: kept pages against raw node:http sending
  // the same bytes, run by run; then pages made afresh, one at a time.
  await attempt('server-rendered pages', async () => {
    const served = await serverPages(first.shop.port, info);
    if (!served) {
      notes.push('server-rendered pages: the shop served no rendered page (is the web app built?)');
      return;
    }
    pagesOn = first.label;
    log(`server-rendered pages on ${first.label}:`);
    for (const page of served) {
      pageBytes.set(page.kind, Buffer.byteLength(page.html));
      const yardstick = await pageYardstick(page);
      try {
        for (let run = 0; run < RUNS; run++) {
          for (const [key, port] of [
            [`pageRaw:${page.kind}`, yardstick.port],
            [`page:${page.kind}`, first.shop.port],
          ] as const) {
            if (run === 0 && WARMUP > 0) await keptPageRate(port, page, { connections: CONNECTIONS, seconds: WARMUP });
            const f = await keptPageRate(port, page, { connections: CONNECTIONS, seconds: SECONDS });
            record(key, f);
            log(`  ${key}, run ${run + 1}: ${describe(f)}`);
          }
        }
      } finally {
        await yardstick.close();
      }
      const f = await uncachedPageTimes(first.shop.port, page.kind, info, PAGE_REQUESTS);
      record(`pageFresh:${page.kind}`, f);
      log(`  ${page.kind} made afresh, ${PAGE_REQUESTS} one at a time: p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms`);
    }
  });

  // 4. Order placement: the maximum (closed loop), then the latency at half of it (open loop);
  // pgbench right before and right after, with as many clients: the order budget's yardstick.
  log('order placement (order/ajaxCreateNew, guest, 2 lines):');
  const onPostgres = targets.some((t) => t.label === 'PostgreSQL');
  // Each phase on PostgreSQL starts from a checkpoint: it does not pay for the writes before it.
  const checkpointed = async () => {
    for (const t of targets) if (t.dbTarget.kind === 'postgres') await checkpoint(t.dbTarget.url);
  };
  if (onPostgres) await pgbenchOnce('before the orders');
  await checkpointed();
  for (let run = 0; run < RUNS; run++) {
    for (const t of targets) {
      await attempt(`order placement on ${t.label}`, () =>
        measure(`order:${t.label}`, t.shop.port, calls.order, run, run === 0, true),
      );
    }
  }
  if (onPostgres && pgbenchRuns.length > 0) await pgbenchOnce('after the orders');
  await checkpointed();
  for (const t of targets) {
    const max = medianOf(`order:${t.label}`);
    if (!max || !(max.rate > 0)) continue;
    const half = max.rate / 2;
    halfRates.set(t.label, half);
    const client = new Client(t.shop.port);
    try {
      for (let run = 0; run < RUNS; run++) {
        await attempt(`order placement at half rate on ${t.label}`, async () => {
          const f = await openLoop(client, calls.order, half, SECONDS);
          record(`orderHalf:${t.label}`, f);
          log(`  order at ${half.toFixed(0)}/s on ${t.label}, run ${run + 1}: ${describe(f)}`);
        });
      }
    } finally {
      client.close();
    }
  }

  // 5. The funnel.
  log(`funnel (${FUNNEL_USERS} shoppers):`);
  for (let run = 0; run < RUNS; run++) {
    for (const t of targets) {
      await attempt(`funnel on ${t.label}`, async () => {
        const f = await runFunnel(t.shop.port, info, { users: FUNNEL_USERS, seconds: FUNNEL_SECONDS, seed: run + 1 });
        const list = funnelRuns.get(t.label) ?? [];
        list.push(f);
        funnelRuns.set(t.label, list);
        log(
          `  ${t.label}, run ${run + 1}: ${f.ordersPerSecond.toFixed(1)} orders/s, p95 ${ms(f.p95)} ms (order ${ms(f.p95Order)} ms)${f.failed ? `, ${f.failed} FAILED` : ''}`,
        );
      });
    }
  }

  for (const b of baselines) await b.close();
  for (const t of targets) await t.shop.close();
  await cleanUpAll();
}

function report(machine: Record<string, unknown>): void {
  const labels: DbLabel[] = ['PGlite', 'PostgreSQL'];
  const measured = labels.filter((l) => [...figures.keys()].some((k) => k.endsWith(`:${l}`)));
  const q = (key: CallKey, label: DbLabel) => queryCounts.get(`${key}:${label}`);
  const row = (name: string, db: string, f: Figures | null, count?: QueryCount): string[] => [
    name,
    db,
    int(f?.rate),
    ms(f?.p50),
    ms(f?.p95),
    ms(f?.p99),
    count ? num(count.perCall, 1) : '—',
    count ? String(count.first) : '—',
    f ? String(f.failed) : '—',
  ];

  const rows: string[][] = [];
  rows.push(row('raw node:http, the list JSON from memory', '—', medianOf('yardstick:raw')));
  rows.push(row('Fastify, the list JSON from memory', '—', medianOf('yardstick:fastify')));
  for (const call of CALLS) {
    for (const l of measured) rows.push(row(call.label, l, medianOf(`${call.key}:${l}`), q(call.key, l)));
  }
  for (const l of measured) {
    rows.push(row(`order placement, max (${CONNECTIONS} clients)`, l, medianOf(`order:${l}`), q('order', l)));
    const half = halfRates.get(l);
    rows.push(row(`order placement at half max (${int(half)}/s)`, l, medianOf(`orderHalf:${l}`), q('order', l)));
  }
  const argon = median(argonRuns);
  rows.push([
    `argon2id verify in-process (${cores()} threads back to back, before and after each run's logins)`,
    '—',
    num(argon, 1),
    '—',
    '—',
    '—',
    '—',
    '—',
    '—',
  ]);
  if (pgbenchRuns.length > 0) {
    rows.push([
      `pgbench TPC-B, ${CONNECTIONS} clients (tps, before and after the orders: ${pgbenchRuns.map((v) => int(v)).join(', ')})`,
      'PostgreSQL',
      int(median(pgbenchRuns)),
      ...Array<string>(6).fill('—'),
    ]);
  }

  const out: string[] = [];
  out.push('');
  out.push(
    `## Shop calls — medians of ${RUNS} runs × ${SECONDS} s, ${CONNECTIONS} connections, tenant 4 guest, list payload ${int(payloadBytes)} bytes`,
  );
  out.push('');
  out.push(
    figures.size > 0
      ? table(['call', 'database', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'queries/req', 'first call', 'failed'], rows)
      : '(not measured)',
  );

  const raw = medianOf('yardstick:raw')?.rate;
  const fastify = medianOf('yardstick:fastify')?.rate;
  const ratioRows: string[][] = [
    ['Fastify ÷ raw node:http', ...measured.map(() => ratio(fastify && raw ? fastify / raw : null))],
    [
      'catalog list ÷ raw node:http',
      ...measured.map((l) => ratio(raw ? (medianOf(`list:${l}`)?.rate ?? Number.NaN) / raw : null)),
    ],
    [
      'catalog list ÷ Fastify',
      ...measured.map((l) => ratio(fastify ? (medianOf(`list:${l}`)?.rate ?? Number.NaN) / fastify : null)),
    ],
    [
      'order placement ÷ pgbench TPC-B (same clients, mean of before and after)',
      ...measured.map((l) =>
        ratio3(
          l === 'PostgreSQL' && pgbenchRuns.length === 2
            ? (medianOf('order:PostgreSQL')?.rate ?? Number.NaN) / median(pgbenchRuns)
            : null,
        ),
      ),
    ],
    [
      'login ÷ argon2id in-process',
      ...measured.map((l) => ratio((medianOf(`login:${l}`)?.rate ?? Number.NaN) / argon)),
    ],
  ];
  out.push('');
  out.push('## Ratios (figures of this run)');
  out.push('');
  out.push(measured.length > 0 ? table(['ratio', ...measured], ratioRows) : '(not measured)');

  const funnelRows: string[][] = [];
  for (const l of measured) {
    const runs = funnelRuns.get(l) ?? [];
    if (runs.length === 0) continue;
    const m = (k: keyof FunnelFigures) => median(runs.map((r) => r[k]));
    funnelRows.push([
      l,
      String(FUNNEL_USERS),
      num(m('ordersPerSecond'), 1),
      int(median(runs.map((r) => r.calls / r.seconds))),
      ms(m('p50')),
      ms(m('p95')),
      ms(m('p95Order')),
      String(runs.reduce((s, r) => s + r.failed, 0)),
    ]);
  }
  out.push('');
  out.push(
    `## Funnel — ${FUNNEL_USERS} shoppers: 4 searches, a product, 1–10 adds (delivery cost each), guest order; medians of ${RUNS} runs × ${FUNNEL_SECONDS} s`,
  );
  out.push('');
  out.push(
    funnelRows.length > 0
      ? table(
          ['database', 'users', 'orders/s', 'calls/s', 'p50 ms', 'p95 ms (all calls)', 'p95 ms (order)', 'failed'],
          funnelRows,
        )
      : '(not measured)',
  );

  out.push('');
  out.push(`## Scale — ${int(SCALE_PRODUCTS)} products per shop and ${int(SCALE_ORDERS)} orders added by seed:scale`);
  out.push('');
  if (scales.length > 0) {
    for (const s of scales) {
      out.push(
        `${s.db}: seeded in ${num(s.seedSeconds, 0)} s; order history of business.4@example.com: ${int(s.historyOrders.small)} → ${int(s.historyOrders.large)} orders.`,
      );
    }
    out.push('');
    out.push(
      table(
        [
          'call',
          'database',
          'small req/s',
          'small p95 ms',
          'large req/s',
          'large p95 ms',
          'slowdown (req/s)',
          'p95 ratio',
        ],
        scales.flatMap((s) =>
          SCALE_CALLS.map((c) => [
            c,
            s.db,
            int(s.small[c].rate),
            ms(s.small[c].p95),
            int(s.large[c].rate),
            ms(s.large[c].p95),
            ratio(s.small[c].rate / s.large[c].rate),
            ratio(s.large[c].p95 / s.small[c].p95),
          ]),
        ),
      ),
    );
  } else {
    out.push('(not measured)');
  }

  const adminRuns = scales.flatMap((s) => (s.adminList ? [s.adminList] : []));
  out.push('');
  out.push(
    `## Back-office order list — shop 4 filled up to ${int(ADMIN_ORDERS)} orders, first page of each filter, ${int(ADMIN_REQUESTS)} requests one at a time`,
  );
  out.push('');
  if (adminRuns.length > 0) {
    for (const a of adminRuns) out.push(`${a.db}: shop 4 filled in ${num(a.seedSeconds, 0)} s.`);
    out.push('');
    out.push(adminListTable(adminRuns));
  } else {
    out.push('(not measured)');
  }

  const productRuns = scales.flatMap((s) => (s.adminProducts ? [s.adminProducts] : []));
  out.push('');
  out.push(
    `## Back-office product list — ${int(SCALE_PRODUCTS)} products per shop, first page of each case, ${int(ADMIN_REQUESTS)} requests one at a time`,
  );
  out.push('');
  out.push(productRuns.length > 0 ? adminProductsTable(productRuns) : '(not measured)');
  out.push('');
  out.push('## Catalog import — a 10,000-row CSV on shop 4, through the import service');
  out.push('');
  out.push(imports.length > 0 ? importTable(imports) : '(not measured)');

  out.push('');
  out.push(
    `## Server-rendered pages — tenant 4 guest${pagesOn ? ` on ${pagesOn}` : ''}, kept pages: medians of ${RUNS} runs × ${SECONDS} s, ${CONNECTIONS} connections; made afresh: ${int(PAGE_REQUESTS)} requests one at a time`,
  );
  out.push('');
  out.push(
    pageBytes.size > 0
      ? table(
          [
            'page',
            'bytes',
            'kept req/s',
            'raw node:http req/s',
            '÷ raw',
            'kept p95 ms',
            'afresh p50 ms',
            'afresh p95 ms',
          ],
          SERVER_PAGES.map((kind) => {
            const kept = medianOf(`page:${kind}`);
            const raw = medianOf(`pageRaw:${kind}`);
            const fresh = medianOf(`pageFresh:${kind}`);
            return [
              kind,
              int(pageBytes.get(kind)),
              int(kept?.rate),
              int(raw?.rate),
              kept && raw ? ratio(kept.rate / raw.rate) : '—',
              ms(kept?.p95),
              ms(fresh?.p50),
              ms(fresh?.p95),
            ];
          }),
        )
      : '(not measured)',
  );

  const p = pages as PageFigures[] | null;
  out.push('');
  out.push('## Lighthouse (bench/pages.ts, medians)');
  out.push('');
  out.push(
    p
      ? table(
          ['preset', 'page', 'performance', 'LCP ms', 'TBT ms', 'CLS'],
          p.map((r) => [r.preset, r.page, num(r.score, 0), int(r.lcp), int(r.tbt), num(r.cls, 3)]),
        )
      : `(not measured${pagesNote ? `: ${pagesNote}` : ''})`,
  );

  // Budgets.
  const budgets: BudgetRow[] = [];
  for (const l of ['PGlite', 'PostgreSQL'] as const) {
    const list = medianOf(`list:${l}`)?.rate;
    budgets.push(
      budget(
        `catalog list ≥ 0.5× raw node:http (${l})`,
        list !== undefined && raw ? list / raw : null,
        '≥ 0.500×',
        (v) => v >= 0.5,
        ratio3,
      ),
    );
  }
  for (const kind of SERVER_PAGES) {
    const kept = medianOf(`page:${kind}`)?.rate;
    const raw = medianOf(`pageRaw:${kind}`)?.rate;
    budgets.push(
      budget(
        `server-rendered ${kind} page, kept ≥ 0.5× raw node:http (same bytes)`,
        kept !== undefined && raw ? kept / raw : null,
        '≥ 0.500×',
        (v) => v >= 0.5,
        ratio3,
      ),
    );
  }
  const pgbenchTps = pgbenchRuns.length === 2 ? median(pgbenchRuns) : null;
  budgets.push(
    ...orderBudgets(
      medianOf('order:PostgreSQL')?.rate,
      pgbenchTps,
      medianOf('orderHalf:PostgreSQL')?.p95,
      halfRates.get('PostgreSQL'),
    ),
  );
  for (const l of ['PGlite', 'PostgreSQL'] as const) {
    const login = medianOf(`login:${l}`)?.rate;
    budgets.push(
      budget(
        `login ≥ 0.8× argon2id in-process (${l})`,
        login !== undefined && Number.isFinite(argon) ? login / argon : null,
        '≥ 0.800×',
        (v) => v >= 0.8,
        ratio3,
      ),
    );
  }
  const kinds: PageKind[] = ['home', 'listing', 'product'];
  for (const kind of kinds) {
    const r = p?.find((x) => x.preset === 'mobile' && pageKind(x.page) === kind);
    const before = p?.find((x) => x.preset === 'mobile, browser-rendered' && pageKind(x.page) === kind);
    const where = r ? r.page : kind === 'home' ? '/' : kind;
    budgets.push(
      budget(
        `Lighthouse mobile performance ${where}`,
        r?.score,
        '≥ 98',
        (v) => v >= 98,
        (v) => num(v, 0),
      ),
    );
    budgets.push(
      budget(
        `Lighthouse mobile CLS ${where}`,
        r?.cls,
        '≤ 0.01',
        (v) => v <= 0.01,
        (v) => num(v, 3),
      ),
    );
    budgets.push(
      budget(
        `Lighthouse mobile LCP ${where}, server-rendered ÷ browser-rendered (same run)`,
        r && before ? r.lcp / before.lcp : null,
        '≤ 1.000×',
        (v) => v <= 1,
        ratio3,
      ),
    );
  }
  for (const db of SCALE_DBS) {
    const s = scales.find((x) => x.db === db);
    for (const c of SCALE_CALLS) {
      budgets.push(
        budget(
          `scale: ${c} within 2× of small data (req/s, ${db})`,
          s ? s.small[c].rate / s.large[c].rate : null,
          '≤ 2.000×',
          (v) => v <= 2,
          ratio3,
        ),
      );
    }
  }
  if (!SKIP_SCALE && ADMIN_ORDERS > 0) budgets.push(...adminListBudgets(SCALE_DBS, adminRuns));
  if (!SKIP_SCALE) {
    budgets.push(...adminProductsBudgets(SCALE_DBS, productRuns));
    budgets.push(...importBudgets(imports));
  }
  out.push('');
  out.push('## Budgets');
  out.push('');
  out.push(
    table(
      ['budget', 'figure', 'limit', 'result'],
      budgets.map((b) => [b.budget, b.figure, b.limit, b.verdict === 'FAIL' ? '**FAIL**' : b.verdict]),
    ),
  );
  const failed = budgets.filter((b) => b.verdict === 'FAIL').length;
  const unmeasured = budgets.filter((b) => b.verdict === 'NOT MEASURED').length;
  out.push('');
  out.push(
    `${budgets.length - failed - unmeasured} passed, ${failed} FAILED, ${unmeasured} not measured. Total time ${num((performance.now() - began) / 60_000, 1)} min; load average at end ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}.`,
  );
  if (notes.length > 0) {
    out.push('');
    out.push('Notes:');
    for (const n of notes) out.push(`- ${n}`);
  }
  log(out.join('\n'));

  if (JSON_FILE) {
    const dump = {
      machine,
      settings: {
        RUNS,
        SECONDS,
        WARMUP,
        CONNECTIONS,
        FUNNEL_USERS,
        FUNNEL_SECONDS,
        SCALE_PRODUCTS,
        SCALE_ORDERS,
        ADMIN_ORDERS,
        ADMIN_REQUESTS,
      },
      figures: Object.fromEntries([...figures.keys()].map((k) => [k, medianOf(k)])),
      runs: Object.fromEntries(figures),
      queries: Object.fromEntries(queryCounts),
      argon2: { runs: argonRuns, median: argon },
      halfRates: Object.fromEntries(halfRates),
      pgbench: { runs: pgbenchRuns, clients: CONNECTIONS, seconds: PGBENCH_SECONDS },
      funnel: Object.fromEntries(funnelRuns),
      scales,
      pages,
      budgets,
      notes,
    };
    writeFileSync(JSON_FILE, `${JSON.stringify(dump, null, 2)}\n`);
    log(`Figures written to ${JSON_FILE}.`);
  }
}

try {
  await main();
} catch (error) {
  console.error('The benchmark stopped:', error);
  process.exitCode = 1;
} finally {
  await cleanUpAll();
}
// Nothing is left to wait for; a lingering keep-alive socket must not hold the exit.
process.exit(process.exitCode ?? 0);
