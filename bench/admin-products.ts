import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AdminProduct, AdminProductListAnswer } from '@shop/contract';
import { Getter, signIn } from './admin-orders.ts';
import { type BudgetRow, budget, int, ms, table } from './report.ts';
import { createDatabase, postgresReachable, root, type ShopProcess, startShop, tempDir } from './server.ts';
import { TENANT } from './shop-calls.ts';
import { percentile, seededRandom } from './stats.ts';

/**
 * The back office's product list on shops with 10,000 products each (issue 24): the first page
 * of `GET /api/admin/products?tenant=T` for each case (no filter, a group, a search by a
 * product's name, by an article number, by a word thousands of names share), asked one after
 * another by a signed-in operator; p50 and p95 of each against the budget (p95 under 100 ms).
 * Searches ask for values of many different products in turn (read from the list itself), so no
 * answer is the same twice in a row.
 *
 * On its own: `node bench/admin-products.ts` (BENCH_ADMIN_PRODUCTS products per shop, default
 * 10000; BENCH_ADMIN_REQUESTS per case, default 100; BENCH_SCALE_DB pglite, postgres or both;
 * BENCH_PG_URL). The products come from `npm run seed:scale -- --products N --orders 0`.
 */

export const ADMIN_PRODUCT_CASES = [
  'no filter',
  'group',
  'q = product name',
  'q = article number',
  'q = common word',
] as const;
export type AdminProductCase = (typeof ADMIN_PRODUCT_CASES)[number];

/** The issue's budget: the first page of a search under this p95. */
export const ADMIN_PRODUCTS_BUDGET_MS = 100;

export interface ProductCaseFigures {
  requests: number;
  p50: number;
  p95: number;
  /** Answers other than 200. */
  failed: number;
  /** Searches that found nothing (each asks for a value a product holds: a wrong answer). */
  empty: number;
}

export interface AdminProductsFigures {
  db: string;
  /** Products of the shop measured. */
  products: number;
  seedSeconds: number;
  cases: Record<AdminProductCase, ProductCaseFigures>;
}

interface Samples {
  groups: string[];
  names: string[];
  articleNumbers: string[];
  words: string[];
}

/** Values of products spread over the whole list (random pages), for the cases to ask for. */
async function sample(
  client: Getter,
  tenant: number,
  auth: Record<string, string>,
  total: number,
  count: number,
): Promise<Samples> {
  const random = seededRandom(24);
  const pages = Math.max(1, Math.ceil(total / 25));
  const s: Samples = { groups: [], names: [], articleNumbers: [], words: [] };
  const words = new Map<string, number>();
  for (let tries = 0; s.names.length < count && tries < count * 4; tries++) {
    const page = 1 + Math.floor(random() * pages);
    const list = await client.json<AdminProductListAnswer>(
      `/api/admin/products?tenant=${tenant}&page=${page}&pageSize=25`,
      auth,
    );
    const item = list.items[Math.floor(random() * list.items.length)];
    if (!item) continue;
    s.groups.push(String(item.groupId));
    // The name's most telling part: its last word (the scale products' code, "SB-10042").
    const parts = item.name.split(/\s+/).filter((w) => w.length >= 3);
    const last = parts.at(-1);
    if (last) s.names.push(last);
    for (const w of parts.slice(0, -1)) if (/^\p{L}{4,}$/u.test(w)) words.set(w, (words.get(w) ?? 0) + 1);
    const product = await client.json<AdminProduct>(`/api/admin/products/${item.id}?tenant=${tenant}`, auth);
    const article = product.articles[Math.floor(random() * product.articles.length)];
    if (article) s.articleNumbers.push(article.articleNumber);
  }
  s.words = [...words.entries()].sort((x, y) => y[1] - x[1]).map(([w]) => w.toLowerCase());
  for (const [name, list] of Object.entries(s)) {
    if (list.length === 0) throw new Error(`no ${name} to ask for`);
  }
  return s;
}

function caseQueries(s: Samples): Record<AdminProductCase, () => string> {
  const turn = (list: readonly string[], param: (v: string) => string) => {
    let i = 0;
    return () => param(list[i++ % list.length] as string);
  };
  const q = (v: string) => `&q=${encodeURIComponent(v)}`;
  return {
    'no filter': () => '',
    group: turn(s.groups, (g) => `&group=${g}`),
    'q = product name': turn(s.names, q),
    'q = article number': turn(s.articleNumbers, q),
    'q = common word': turn(s.words.slice(0, 5), q),
  };
}

/** Each case `requests` times (after `warmup` unmeasured ones), one at a time: the first page of 25. */
export async function measureAdminProducts(
  port: number,
  opts: { tenant?: number; requests: number; warmup: number; samples?: number; log: (line: string) => void },
): Promise<{ cases: Record<AdminProductCase, ProductCaseFigures>; products: number }> {
  const tenant = opts.tenant ?? TENANT;
  const client = new Getter(port);
  try {
    const auth = { authorization: `Bearer ${await signIn(port, tenant)}` };
    const base = `/api/admin/products?tenant=${tenant}&pageSize=25`;
    const all = await client.json<AdminProductListAnswer>(base, auth);
    const samples = await sample(client, tenant, auth, all.total, opts.samples ?? 40);
    const next = caseQueries(samples);
    const cases = {} as Record<AdminProductCase, ProductCaseFigures>;
    for (const name of ADMIN_PRODUCT_CASES) {
      // A fresh token per case: the measurement may outlast an access token on a slow machine.
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
        if ((JSON.parse(answer.body) as AdminProductListAnswer).items.length === 0) empty++;
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
      const verdict = f.p95 < ADMIN_PRODUCTS_BUDGET_MS ? 'PASS' : 'FAIL';
      opts.log(
        `  admin products, ${name}: p50 ${ms(f.p50)} ms, p95 ${ms(f.p95)} ms ${verdict}${failed ? `, ${failed} FAILED` : ''}${empty ? `, ${empty} found nothing` : ''}`,
      );
    }
    return { cases, products: all.totalIsLowerBound ? Number.NaN : all.total };
  } finally {
    client.close();
  }
}

/** Adds `products` products to every shop through `npm run seed:scale` (a child process); its time in seconds. */
export function seedAdminProducts(where: string[], products: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/seed-scale.ts'), ...where, '--products', String(products), '--orders', '0'],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`seed:scale --products exited with code ${code}`)),
    );
  });
}

/** The report's rows: one per case and database. */
export function adminProductsTable(runs: readonly AdminProductsFigures[]): string {
  return table(
    ['admin product list (first page, 25)', 'database', 'products', 'requests', 'p50 ms', 'p95 ms', 'result'],
    runs.flatMap((r) =>
      ADMIN_PRODUCT_CASES.map((c) => {
        const f = r.cases[c];
        const bad = f.failed > 0 || f.empty > 0 ? ` (${f.failed} failed, ${f.empty} empty)` : '';
        const ok = f.p95 < ADMIN_PRODUCTS_BUDGET_MS && f.failed === 0 && f.empty === 0;
        return [c, r.db, int(r.products), int(f.requests), ms(f.p50), ms(f.p95), `${ok ? 'PASS' : '**FAIL**'}${bad}`];
      }),
    ),
  );
}

/** The budget rows: each case's p95 under 100 ms, on each database; a case with failures fails. */
export function adminProductsBudgets(dbs: readonly string[], runs: readonly AdminProductsFigures[]): BudgetRow[] {
  return dbs.flatMap((db) => {
    const r = runs.find((x) => x.db === db);
    return ADMIN_PRODUCT_CASES.map((c): BudgetRow => {
      const f = r?.cases[c];
      const name = `back-office product list, ${c}: first page p95 (${db}, ${int(r?.products)} products)`;
      const limit = `< ${ADMIN_PRODUCTS_BUDGET_MS} ms`;
      if (f && (f.failed > 0 || f.empty > 0)) {
        return { budget: name, figure: `${ms(f.p95)} (${f.failed} failed, ${f.empty} empty)`, limit, verdict: 'FAIL' };
      }
      return budget(
        name,
        f?.p95,
        limit,
        (v) => v < ADMIN_PRODUCTS_BUDGET_MS,
        (v) => ms(v),
      );
    });
  });
}

/** On its own: a fresh database per kind asked for, the demo data and the scale products, then the cases. */
async function main(): Promise<void> {
  const env = (name: string, fallback: number) => {
    const raw = process.env[name];
    const n = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number`);
    return Math.round(n);
  };
  const products = env('BENCH_ADMIN_PRODUCTS', 10_000);
  const requests = Math.max(1, env('BENCH_ADMIN_REQUESTS', 100));
  const adminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const which = (process.env.BENCH_SCALE_DB ?? 'both').toLowerCase();
  const dbs = which === 'both' ? ['PostgreSQL', 'PGlite'] : which === 'pglite' ? ['PGlite'] : ['PostgreSQL'];
  const log = (line: string) => console.log(line);
  const runs: AdminProductsFigures[] = [];
  for (const db of dbs) {
    let release: () => Promise<void>;
    let shopOptions: { databaseUrl?: string; dataDir?: string };
    let where: string[];
    if (db === 'PostgreSQL') {
      if (!(await postgresReachable(adminUrl))) {
        log(`PostgreSQL not reachable at ${adminUrl}: not measured`);
        continue;
      }
      const database = await createDatabase(adminUrl, 'shop_bench_products');
      shopOptions = { databaseUrl: database.url };
      where = ['--database-url', database.url];
      release = database.drop;
    } else {
      const data = tempDir('shop-bench-products');
      shopOptions = { dataDir: data.dir };
      where = ['--data-dir', data.dir];
      release = data.remove;
    }
    try {
      log(`Back-office product list on ${db}: adding ${int(products)} products to every shop ...`);
      const seedSeconds = await seedAdminProducts(where, products);
      const shop: ShopProcess = await startShop({ ...shopOptions, env: { SHOP_MAIL_WORKER: 'false' } });
      try {
        const m = await measureAdminProducts(shop.port, { requests, warmup: 5, log });
        // The scale products per shop (the shop's count is capped at 10,000 in the answer).
        runs.push({ db, products: Number.isNaN(m.products) ? products : m.products, seedSeconds, cases: m.cases });
      } finally {
        await shop.close();
      }
    } finally {
      await release();
    }
  }
  log('');
  log(adminProductsTable(runs));
  log('');
  const rows = adminProductsBudgets(dbs, runs);
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
    console.error('The back-office product list benchmark stopped:', error);
    process.exitCode = 1;
  }
  process.exit(process.exitCode ?? 0);
}
