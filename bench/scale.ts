import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TokenAnswer } from '@shop/contract';
import { type AdminListFigures, measureAdminList, seedAdminOrders } from './admin-orders.ts';
import { type AdminProductsFigures, measureAdminProducts } from './admin-products.ts';
import { type Call, Client, closedLoop, settle } from './http.ts';
import { createDatabase, root, type ShopOptions, type ShopProcess, startShop, tempDir } from './server.ts';
import {
  catalogInfo,
  listCall,
  loginCall,
  orderHistoryCall,
  probeCall,
  rotation,
  searchCall,
  TENANT,
} from './shop-calls.ts';
import { type Figures, medianFigures, seededRandom } from './stats.ts';

/**
 * The calls measured before and after the seed. `search` repeats the shoppers' words, so its
 * answers come from the catalog cache once warm; `search by number` asks for a new 4-digit
 * number (article numbers, model codes) nearly every call, more than the cache holds, so it
 * shows what a search costs the database.
 */
export const SCALE_CALLS = ['listing', 'search', 'search by number', 'order history'] as const;
export type ScaleCall = (typeof SCALE_CALLS)[number];

export type ScaleDb = 'PostgreSQL' | 'PGlite';

export interface ScaleFigures {
  db: ScaleDb;
  small: Record<ScaleCall, Figures>;
  large: Record<ScaleCall, Figures>;
  seedSeconds: number;
  products: number;
  orders: number;
  /** Orders in the history measured (the demo business customer's), before and after. */
  historyOrders: { small: number; large: number };
  /** The back office's order list on shop 4 filled up to `adminOrders` orders; null when not asked for. */
  adminList: AdminListFigures | null;
  /** The back office's product list on shop 4 with the scale products (bench/admin-products.ts). */
  adminProducts: AdminProductsFigures | null;
}

export interface ScaleOptions {
  db: ScaleDb;
  /** PostgreSQL admin URL (a database of its own is created and dropped). */
  adminUrl: string;
  products: number;
  orders: number;
  /** Shop 4 is filled up to this many orders for the back office's order list (0: not measured). */
  adminOrders: number;
  /** Requests per case of the back office's order list. */
  adminRequests: number;
  runs: number;
  seconds: number;
  warmup: number;
  connections: number;
  shopEnv: Record<string, string>;
  log: (line: string) => void;
}

/** The signed-in demo business customer of tenant 4, whose order history the seed makes long. */
async function signIn(client: Client): Promise<string> {
  const tokens = await client.json<TokenAnswer>(
    loginCall({ tenant: TENANT, username: `business.${TENANT}@example.com` }),
  );
  return tokens.access_token;
}

/** The three calls, interleaved, medians of `runs`; and how many orders the history holds. */
export async function measureScaleCalls(
  shop: ShopProcess,
  opts: Pick<ScaleOptions, 'runs' | 'seconds' | 'warmup' | 'connections' | 'log'>,
): Promise<{ figures: Record<ScaleCall, Figures>; history: number }> {
  const client = new Client(shop.port, 4);
  try {
    const info = await catalogInfo(client);
    const token = await signIn(client);
    const history = await client.json<unknown[]>({
      ...orderHistoryCall(token),
      body: JSON.stringify({ offset: 0, limit: 100 }),
    });
    const count = await client.json<{ count: number }>({
      path: `/api/order/ajaxTotal?tenant=${TENANT}`,
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    });
    if (history.length === 0) throw new Error('the demo business customer has no orders');
    const nextPattern = rotation(info.patterns);
    const random = seededRandom(7);
    const calls: Record<ScaleCall, () => Call> = {
      listing: () => listCall(),
      search: () => searchCall(nextPattern()),
      'search by number': () => searchCall(String(1000 + Math.floor(random() * 9000))),
      'order history': () => orderHistoryCall(token),
    };
    const runs = Object.fromEntries(SCALE_CALLS.map((c) => [c, [] as Figures[]])) as Record<ScaleCall, Figures[]>;
    const load = async (name: ScaleCall, seconds: number) => {
      const f = await closedLoop(shop.port, calls[name], { connections: opts.connections, seconds });
      await settle(shop.port, probeCall(), opts.connections);
      return f;
    };
    if (opts.warmup > 0) for (const name of SCALE_CALLS) await load(name, opts.warmup);
    for (let run = 0; run < opts.runs; run++) {
      for (const name of SCALE_CALLS) {
        const f = await load(name, opts.seconds);
        runs[name].push(f);
        opts.log(
          `  ${name}, run ${run + 1}: ${f.rate.toFixed(0)} req/s, p95 ${f.p95.toFixed(1)} ms${f.failed ? `, ${f.failed} failed` : ''}`,
        );
      }
    }
    return {
      figures: Object.fromEntries(SCALE_CALLS.map((c) => [c, medianFigures(runs[c])])) as Record<ScaleCall, Figures>,
      history: count.count,
    };
  } finally {
    client.close();
  }
}

function runSeed(where: string[], products: number, orders: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/seed-scale.ts'), ...where, '--products', String(products), '--orders', String(orders)],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:scale exited with code ${code}`))));
  });
}

/**
 * Listing, search and order history on the demo data, then again after `npm run seed:scale`
 * added `products` per shop and `orders` orders, on a database of its own (a PostgreSQL
 * database or an embedded one in a temporary directory). The server is restarted after
 * seeding, so no answer kept from before the seed is reused. With `adminOrders`, the seed then
 * fills shop 4 up to that many orders, and the back office's order list is measured on it after
 * the other calls (bench/admin-orders.ts).
 */
export async function runScale(opts: ScaleOptions): Promise<ScaleFigures> {
  let shopOptions: ShopOptions;
  let seedWhere: string[];
  let release: () => Promise<void>;
  if (opts.db === 'PostgreSQL') {
    const database = await createDatabase(opts.adminUrl, 'shop_bench_scale');
    shopOptions = { databaseUrl: database.url, env: opts.shopEnv };
    seedWhere = ['--database-url', database.url];
    release = database.drop;
  } else {
    const data = tempDir('shop-bench-scale');
    shopOptions = { dataDir: data.dir, env: opts.shopEnv };
    seedWhere = ['--data-dir', data.dir];
    release = data.remove;
  }
  try {
    opts.log(`Scale on ${opts.db}: demo data ...`);
    let shop = await startShop(shopOptions);
    let small: Awaited<ReturnType<typeof measureScaleCalls>>;
    try {
      small = await measureScaleCalls(shop, opts);
    } finally {
      await shop.close();
    }
    opts.log(
      `Scale on ${opts.db}: seeding ${opts.products.toLocaleString('en-US')} products per shop and ${opts.orders.toLocaleString('en-US')} orders ...`,
    );
    const started = performance.now();
    await runSeed(seedWhere, opts.products, opts.orders);
    const seedSeconds = (performance.now() - started) / 1000;
    let adminSeedSeconds = 0;
    if (opts.adminOrders > 0) {
      opts.log(`Scale on ${opts.db}: filling shop 4 up to ${opts.adminOrders.toLocaleString('en-US')} orders ...`);
      adminSeedSeconds = await seedAdminOrders(seedWhere, opts.adminOrders);
    }
    opts.log(`Scale on ${opts.db}: scale data ...`);
    shop = await startShop({ ...shopOptions, startTimeoutMs: 600_000 });
    let large: Awaited<ReturnType<typeof measureScaleCalls>>;
    let adminList: AdminListFigures | null = null;
    let adminProducts: AdminProductsFigures | null = null;
    try {
      large = await measureScaleCalls(shop, opts);
      opts.log(`Scale on ${opts.db}: the back office's product list, ${opts.adminRequests} requests per case ...`);
      const products = await measureAdminProducts(shop.port, {
        requests: opts.adminRequests,
        warmup: Math.min(10, opts.adminRequests),
        log: opts.log,
      });
      adminProducts = { db: opts.db, products: products.products, seedSeconds, cases: products.cases };
      if (opts.adminOrders > 0) {
        opts.log(`Scale on ${opts.db}: the back office's order list, ${opts.adminRequests} requests per filter ...`);
        const admin = await measureAdminList(shop.port, {
          requests: opts.adminRequests,
          warmup: Math.min(10, opts.adminRequests),
          log: opts.log,
        });
        adminList = { db: opts.db, orders: opts.adminOrders, seedSeconds: adminSeedSeconds, cases: admin.cases };
      }
    } finally {
      await shop.close();
    }
    return {
      db: opts.db,
      small: small.figures,
      large: large.figures,
      seedSeconds,
      products: opts.products,
      orders: opts.orders,
      historyOrders: { small: small.history, large: large.history },
      adminList,
      adminProducts,
    };
  } finally {
    await release();
  }
}
