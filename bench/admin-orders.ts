import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { AdminOrder, AdminOrderListAnswer, AdminOrderListItem, AdminTokenAnswer } from '@shop/contract';
import { type BudgetRow, budget, int, ms, table } from './report.ts';
import { createDatabase, postgresReachable, root, type ShopProcess, startShop, tempDir } from './server.ts';
import { DEMO_PASSWORD, TENANT } from './shop-calls.ts';
import { percentile, seededRandom } from './stats.ts';

/**
 * The back office's order list on a shop with a million orders (issue 23): the first page of
 * `GET /api/admin/orders?tenant=T` for each filter, asked one after another by a signed-in
 * operator, p50 and p95 of each against the budget (p95 under 100 ms). Searches ask for values
 * of many different orders in turn (read from the list itself), so no answer is the same twice
 * in a row.
 *
 * Part of `npm run bench`'s scale part (bench/scale.ts); on its own:
 * `node bench/admin-orders.ts` (BENCH_ADMIN_ORDERS, BENCH_ADMIN_REQUESTS, BENCH_SCALE_DB,
 * BENCH_PG_URL as there).
 */

export const ADMIN_LIST_CASES = [
  'no filter',
  'status placed',
  'status printed',
  'status invoiced',
  'status shipped',
  'status canceled',
  'date range (30 days)',
  'q = order number',
  'q = customer number',
  'q = name',
  'q = e-mail',
  'q = article number',
] as const;
export type AdminListCase = (typeof ADMIN_LIST_CASES)[number];

/** The issue's budget: the first page of any filter under this p95. */
export const ADMIN_LIST_BUDGET_MS = 100;

export interface AdminCaseFigures {
  requests: number;
  p50: number;
  p95: number;
  /** Answers other than 200. */
  failed: number;
  /** Searches that found nothing (each asks for a value an order holds: a wrong answer). */
  empty: number;
}

export interface AdminListFigures {
  db: string;
  /** Orders of the shop measured. */
  orders: number;
  seedSeconds: number;
  cases: Record<AdminListCase, AdminCaseFigures>;
}

export interface Get {
  status: number;
  body: string;
  ms: number;
}

/** A keep-alive GET client of one server (bench/http.ts's Client posts), timing each answer. */
export class Getter {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  readonly port: number;

  constructor(port: number) {
    this.port = port;
  }

  get(pathname: string, headers: Record<string, string>): Promise<Get> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: this.port, method: 'GET', path: pathname, agent: this.agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async json<T>(pathname: string, headers: Record<string, string>): Promise<T> {
    const answer = await this.get(pathname, headers);
    if (answer.status !== 200) throw new Error(`GET ${pathname}: HTTP ${answer.status} ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** An operator's access token: the demo ADMIN of the shop. */
export async function signIn(port: number, tenant: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/login?tenant=${tenant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `admin.${tenant}@example.com`, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`admin login: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as AdminTokenAnswer).access_token;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Values of orders spread over the shop's whole history, for the searches to ask for. */
interface Samples {
  orderNumbers: string[];
  customerNumbers: string[];
  names: string[];
  emails: string[];
  articleNumbers: string[];
  /** 30-day windows, `from` and `to`. */
  ranges: [string, string][];
}

async function sample(client: Getter, base: string, auth: Record<string, string>, count: number): Promise<Samples> {
  const newest = await client.json<AdminOrderListAnswer>(`${base}&limit=1`, auth);
  const oldest = await client.json<AdminOrderListAnswer>(`${base}&limit=1&sort=orderDate`, auth);
  const last = newest.items[0];
  const first = oldest.items[0];
  if (!last || !first) throw new Error('the shop has no orders');
  const start = Date.parse(first.orderDate);
  const span = Date.parse(last.orderDate) - start;
  const random = seededRandom(23);
  const s: Samples = { orderNumbers: [], customerNumbers: [], names: [], emails: [], articleNumbers: [], ranges: [] };
  const seen = new Set<number>();
  for (let tries = 0; s.orderNumbers.length < count && tries < count * 4; tries++) {
    const at = new Date(start + random() * span);
    const to = new Date(at.getTime() + 29 * 86_400_000);
    s.ranges.push([day(at), day(to)]);
    // The first order of a day somewhere in the history: its number, customer, name, e-mail, a line.
    const page = await client.json<AdminOrderListAnswer>(`${base}&from=${day(at)}&to=${day(at)}&limit=5`, auth);
    const order: AdminOrderListItem | undefined = page.items.find((o) => o.customerNumber !== null && o.email);
    if (!order || seen.has(order.orderNumber)) continue;
    seen.add(order.orderNumber);
    s.orderNumbers.push(String(order.orderNumber));
    if (order.customerNumber) s.customerNumbers.push(order.customerNumber);
    if (order.name) s.names.push(order.name);
    if (order.email) s.emails.push(order.email);
    const detail = await client.json<AdminOrder>(
      `/api/admin/orders/${order.orderNumber}?${base.split('?')[1] ?? ''}`,
      auth,
    );
    const line = detail.lines[0];
    if (line) s.articleNumbers.push(line.articleNumber);
  }
  for (const [name, list] of Object.entries(s)) {
    if (list.length === 0) throw new Error(`no ${name} to search for`);
  }
  return s;
}

/** Each case's next request (its query string after `?tenant=T`), taking the samples in turn. */
function caseQueries(s: Samples): Record<AdminListCase, () => string> {
  const turn = (list: readonly string[], param: (v: string) => string) => {
    let i = 0;
    return () => param(list[i++ % list.length] as string);
  };
  const q = (v: string) => `&q=${encodeURIComponent(v)}`;
  let r = 0;
  return {
    'no filter': () => '',
    'status placed': () => '&status=placed',
    'status printed': () => '&status=printed',
    'status invoiced': () => '&status=invoiced',
    'status shipped': () => '&status=shipped',
    'status canceled': () => '&status=canceled',
    'date range (30 days)': () => {
      const [from, to] = s.ranges[r++ % s.ranges.length] as [string, string];
      return `&from=${from}&to=${to}`;
    },
    'q = order number': turn(s.orderNumbers, q),
    'q = customer number': turn(s.customerNumbers, q),
    'q = name': turn(s.names, q),
    'q = e-mail': turn(s.emails, q),
    'q = article number': turn(s.articleNumbers, q),
  };
}

/**
 * Each case `requests` times (after `warmup` unmeasured ones), one request at a time: the first
 * page (25 orders, newest first) as the back office's list asks for it.
 */
export async function measureAdminList(
  port: number,
  opts: { tenant?: number; requests: number; warmup: number; samples?: number; log: (line: string) => void },
): Promise<{ cases: Record<AdminListCase, AdminCaseFigures>; orders: number }> {
  const tenant = opts.tenant ?? TENANT;
  const client = new Getter(port);
  try {
    const auth = { authorization: `Bearer ${await signIn(port, tenant)}` };
    const base = `/api/admin/orders?tenant=${tenant}`;
    const all = await client.json<AdminOrderListAnswer>(base, auth);
    const samples = await sample(client, base, auth, opts.samples ?? 40);
    const next = caseQueries(samples);
    const cases = {} as Record<AdminListCase, AdminCaseFigures>;
    for (const name of ADMIN_LIST_CASES) {
      // A fresh token per case: the measurement outlasts an access token on a slow machine.
      const headers = { authorization: `Bearer ${await signIn(port, tenant)}` };
      for (let i = 0; i < opts.warmup; i++) await client.get(base + next[name](), headers);
      const latencies: number[] = [];
      let failed = 0;
      let empty = 0;
      for (let i = 0; i < opts.requests; i++) {
        const answer = await client.get(base + next[name](), headers);
        if (answer.status !== 200) {
          failed++;
          continue;
        }
        latencies.push(answer.ms);
        if (name.startsWith('q =') && (JSON.parse(answer.body) as AdminOrderListAnswer).items.length === 0) empty++;
      }
      latencies.sort((a, b) => a - b);
      const f = {
        requests: opts.requests,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        failed,
        empty,
      };
      cases[name] = f;
      const verdict = f.p95 < ADMIN_LIST_BUDGET_MS ? 'PASS' : 'FAIL';
      opts.log(
        `  admin orders, ${name}: p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms ${verdict}${failed ? `, ${failed} FAILED` : ''}${empty ? `, ${empty} found nothing` : ''}`,
      );
    }
    return { cases, orders: all.totalIsLowerBound ? Number.NaN : all.total };
  } finally {
    client.close();
  }
}

/** Fills shop `tenant` up to `orders` orders through `npm run seed:scale` (a child process); its time in seconds. */
export function seedAdminOrders(where: string[], orders: number, tenant = TENANT): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/seed-scale.ts'),
        ...where,
        '--products',
        '0',
        '--orders',
        '0',
        '--tenant-orders',
        String(orders),
        '--tenant',
        String(tenant),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`seed:scale --tenant-orders exited with code ${code}`)),
    );
  });
}

/** The report's rows: one per case and database. */
export function adminListTable(runs: readonly AdminListFigures[]): string {
  return table(
    ['filter (first page, 25 orders)', 'database', 'requests', 'p50 ms', 'p95 ms', 'result'],
    runs.flatMap((r) =>
      ADMIN_LIST_CASES.map((c) => {
        const f = r.cases[c];
        const bad = f.failed > 0 || f.empty > 0 ? ` (${f.failed} failed, ${f.empty} empty)` : '';
        return [
          c,
          r.db,
          int(f.requests),
          ms(f.p50),
          ms(f.p95),
          `${f.p95 < ADMIN_LIST_BUDGET_MS ? 'PASS' : '**FAIL**'}${bad}`,
        ];
      }),
    ),
  );
}

/** The budget rows: each case's p95 under 100 ms, on each database; a case with failures fails. */
export function adminListBudgets(dbs: readonly string[], runs: readonly AdminListFigures[]): BudgetRow[] {
  return dbs.flatMap((db) => {
    const r = runs.find((x) => x.db === db);
    return ADMIN_LIST_CASES.map((c): BudgetRow => {
      const f = r?.cases[c];
      const name = `back-office order list, ${c}: first page p95 (${db}, ${int(r?.orders)} orders)`;
      const limit = `< ${ADMIN_LIST_BUDGET_MS} ms`;
      // An answer that failed or found nothing fails the case, whatever the others took.
      if (f && (f.failed > 0 || f.empty > 0)) {
        return { budget: name, figure: `${ms(f.p95)} (${f.failed} failed, ${f.empty} empty)`, limit, verdict: 'FAIL' };
      }
      return budget(
        name,
        f?.p95,
        limit,
        (v) => v < ADMIN_LIST_BUDGET_MS,
        (v) => ms(v),
      );
    });
  });
}

/**
 * On its own: a fresh database per kind asked for, the demo data, shop 4 filled up to
 * BENCH_ADMIN_ORDERS orders, then the cases.
 */
async function main(): Promise<void> {
  const env = (name: string, fallback: number) => {
    const raw = process.env[name];
    const n = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
    return Math.round(n);
  };
  const orders = env('BENCH_ADMIN_ORDERS', 1_000_000);
  const requests = Math.max(1, env('BENCH_ADMIN_REQUESTS', 100));
  const adminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const which = (process.env.BENCH_SCALE_DB ?? 'both').toLowerCase();
  const dbs = which === 'both' ? ['PostgreSQL', 'PGlite'] : which === 'pglite' ? ['PGlite'] : ['PostgreSQL'];
  const log = (line: string) => console.log(line);
  const runs: AdminListFigures[] = [];
  for (const db of dbs) {
    let release: () => Promise<void>;
    let shopOptions: { databaseUrl?: string; dataDir?: string };
    let where: string[];
    if (db === 'PostgreSQL') {
      if (!(await postgresReachable(adminUrl))) {
        log(`PostgreSQL not reachable at ${adminUrl}: not measured`);
        continue;
      }
      const database = await createDatabase(adminUrl, 'shop_bench_admin');
      shopOptions = { databaseUrl: database.url };
      where = ['--database-url', database.url];
      release = database.drop;
    } else {
      const data = tempDir('shop-bench-admin');
      shopOptions = { dataDir: data.dir };
      where = ['--data-dir', data.dir];
      release = data.remove;
    }
    try {
      log(`Back-office order list on ${db}: filling shop ${TENANT} up to ${int(orders)} orders ...`);
      const seedSeconds = await seedAdminOrders(where, orders);
      const shop: ShopProcess = await startShop({ ...shopOptions, env: { SHOP_MAIL_WORKER: 'false' } });
      try {
        const m = await measureAdminList(shop.port, { requests, warmup: 5, log });
        runs.push({ db, orders, seedSeconds, cases: m.cases });
      } finally {
        await shop.close();
      }
    } finally {
      await release();
    }
  }
  log('');
  log(adminListTable(runs));
  log('');
  const rows = adminListBudgets(dbs, runs);
  log(
    table(
      ['budget', 'figure', 'limit', 'result'],
      rows.map((b) => [b.budget, b.figure, b.limit, b.verdict === 'FAIL' ? '**FAIL**' : b.verdict]),
    ),
  );
  if (rows.some((b) => b.verdict !== 'PASS')) process.exitCode = 1;
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error('The back-office order list benchmark stopped:', error);
    process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}
