import pg from 'pg';
import { startShop } from './server.ts';

/**
 * `npm run bench` (orders): order placement (order/ajaxCreateNew, a guest order of two
 * articles, each with its own Idempotency-Key) on the embedded database and on PostgreSQL
 * when one answers at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres; a
 * fresh database is created and dropped). A closed loop of `connections` clients runs for
 * `seconds`; it prints orders per second and the p50/p95/p99 latency, then the p95 at half
 * the maximum rate (open loop, one request every 2/max seconds).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgAdminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Figures {
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function figures(latencies: number[], elapsedMs: number, failed: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rate: (latencies.length / elapsedMs) * 1000,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failed,
  };
}

async function orderBody(base: string): Promise<string> {
  const list = (await (
    await fetch(`${base}/api/guest/articleContainer/ajaxList?tenant=4`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 20, offset: 0 }),
    })
  ).json()) as { articles: { articleNumber: string; numberOfForms: number; alternativePrice: string | null }[] }[];
  const articles = list
    .flatMap((p) => p.articles)
    .filter((a) => a.numberOfForms === 0 && a.alternativePrice === null)
    .slice(0, 2)
    .map((a, i) => ({ articleNumber: a.articleNumber, amount: i + 1 }));
  const address = {
    recipient: 'Bench AB',
    streetName: 'Storgatan',
    streetNumber: '1',
    zipCode: '11122',
    city: 'Stockholm',
    country: 'Sverige',
    contactPerson: 'Bench',
    contactPhoneNumber: '0701234567',
    contactNotificationInformation: 'bench@example.com',
  };
  return JSON.stringify({
    deliveryAddress: address,
    invoiceAddress: { ...address, organisationNumber: '556000-0000' },
    articles,
    hasAdministrativeFee: true,
  });
}

let serial = 0;
async function placeOne(url: string, body: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${++serial}` },
    body,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - started;
}

async function closedLoop(url: string, body: string): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        try {
          latencies.push(await placeOne(url, body));
        } catch {
          failed++;
        }
      }
    }),
  );
  return figures(latencies, performance.now() - start, failed);
}

async function openLoop(url: string, body: string, rate: number): Promise<Figures> {
  const latencies: number[] = [];
  let failed = 0;
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; performance.now() - start < seconds * 1000; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      placeOne(url, body).then(
        (ms) => {
          latencies.push(ms);
        },
        () => {
          failed++;
        },
      ),
    );
  }
  await Promise.all(pending);
  return figures(latencies, performance.now() - start, failed);
}

async function benchOn(label: string, databaseUrl?: string): Promise<string[]> {
  const shop = await startShop(databaseUrl ? { databaseUrl } : {});
  try {
    const base = `http://127.0.0.1:${shop.port}`;
    const url = `${base}/api/guest/order/ajaxCreateNew?tenant=4`;
    const body = await orderBody(base);
    await placeOne(url, body); // warm up
    const max = await closedLoop(url, body);
    const half = await openLoop(url, body, Math.max(1, max.rate / 2));
    const ms = (v: number) => v.toFixed(1);
    return [
      `| ${label}, ${connections} clients | ${max.rate.toFixed(0)} | ${ms(max.p50)} | ${ms(max.p95)} | ${ms(max.p99)} | ${max.failed} |`,
      `| ${label}, half rate (${(max.rate / 2).toFixed(0)}/s) | ${half.rate.toFixed(0)} | ${ms(half.p50)} | ${ms(half.p95)} | ${ms(half.p99)} | ${half.failed} |`,
    ];
  } finally {
    await shop.close();
  }
}

async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`(PostgreSQL not reachable at ${pgAdminUrl}: skipped)`);
    return null;
  }
  const name = `shop_bench_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(`Order placement: ${seconds} s per run, ${connections} clients, guest orders of two articles on tenant 4`);
const rows = await benchOn('PGlite');
const pgRows = await withPostgres((url) => benchOn('PostgreSQL', url));
console.log('');
console.log('| database | orders/s | p50 ms | p95 ms | p99 ms | failed |');
console.log('|---|---|---|---|---|---|');
for (const row of [...rows, ...(pgRows ?? [])]) console.log(row);
