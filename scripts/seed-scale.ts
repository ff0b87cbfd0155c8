import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDb } from '../apps/server/src/db/connect.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { seedScale } from '../apps/server/src/db/seed/scale.ts';
import { endProgress, progressReporter } from '../apps/server/src/db/seed/scale-progress.ts';
import { seedTenantOrders } from '../bench/admin-orders-seed.ts';

/**
 * `npm run seed:scale -- [--database-url postgres://…] [--products 10000] [--orders 1000000]`:
 * adds scale data for load tests (products in every shop, a long order history) to the
 * database the server uses: --database-url, else DATABASE_URL, else the PGlite data in
 * --data-dir or SHOP_DATA_DIR. Seeds the demo shops first when the database is empty. Runs
 * once: a database that holds the scale data already is left as it is. With --tenant-orders N,
 * then fills one shop (--tenant, default 4) up to N orders of its own (bench/admin-orders-seed.ts:
 * the back office's order list at scale); with --products 0 --orders 0 that is all it does.
 */
const USAGE = `Usage: npm run seed:scale -- [options]
  --database-url URL   PostgreSQL database (default: DATABASE_URL; without either, the embedded
                       database in the data directory)
  --data-dir DIR       data directory of the embedded database (default: SHOP_DATA_DIR or ./data)
  --products N         products added to every shop (default 10000)
  --orders N           orders added over all shops (default 1000000)
  --tenant-orders N    then fill one shop up to N orders (the back office's order list)
  --tenant T           the shop --tenant-orders fills (default 4)
  -h, --help`;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    products: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '1000000' },
    'tenant-orders': { type: 'string' },
    tenant: { type: 'string', default: '4' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
function count(name: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 100_000_000) {
    console.error(`--${name} must be a whole number from 0 to 100000000\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}
const productsPerTenant = count('products', values.products);
const orders = count('orders', values.orders);
const tenantOrders = values['tenant-orders'] === undefined ? null : count('tenant-orders', values['tenant-orders']);
const tenantId = count('tenant', values.tenant);

const env = { ...process.env };
if (values['database-url']) env.DATABASE_URL = values['database-url'];
if (values['data-dir']) env.SHOP_DATA_DIR = values['data-dir'];
// The signing secret is of no use here: a fixed one keeps the data directory untouched.
const config = loadConfig(env, { jwtSecret: new Uint8Array(32) });
const where =
  config.db.kind === 'postgres'
    ? `PostgreSQL (${new URL(config.db.url).pathname.slice(1) || 'default database'})`
    : `PGlite in ${config.db.dataDir}`;

const db = await openDb(config.db);
const started = performance.now();
try {
  await migrateToLatest(db);
  const { seeded } = await seedDemoData(db);
  if (seeded) console.error(`Demo data seeded into ${where}.`);
  const fmt = (n: number) => n.toLocaleString('en-US');
  if (tenantOrders === null || productsPerTenant > 0 || orders > 0) {
    console.error(`Adding ${fmt(productsPerTenant)} products per shop and ${fmt(orders)} orders to ${where} ...`);
    const result = await seedScale(db, { productsPerTenant, orders, onProgress: progressReporter(process.stderr) });
    endProgress(process.stderr);
    if (!result.seeded) {
      const p = result.present;
      console.log(
        `${where} holds scale data already (${fmt(p.products)} scale products, ${fmt(p.orders)} orders in all): nothing added. Seed a fresh database to start again.`,
      );
    } else {
      const a = result.added;
      const s = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Scale data added to ${where} in ${s} s: ${fmt(a.products)} products with ${fmt(a.articles)} articles, ${fmt(a.customers)} customers, ${fmt(a.orders)} orders with ${fmt(a.orderItems)} items.`,
      );
    }
  }
  if (tenantOrders !== null) {
    const began = performance.now();
    console.error(`Filling shop ${tenantId} up to ${fmt(tenantOrders)} orders in ${where} ...`);
    const report = progressReporter(process.stderr);
    const r = await seedTenantOrders(db, {
      tenantId,
      total: tenantOrders,
      onProgress: (done, total) => report({ phase: 'orders', done, total }),
    });
    endProgress(process.stderr);
    const s = ((performance.now() - began) / 1000).toFixed(1);
    console.log(
      r.added === 0
        ? `Shop ${tenantId} holds ${fmt(r.before)} orders already: nothing added.`
        : `Shop ${tenantId} filled from ${fmt(r.before)} to ${fmt(r.before + r.added)} orders in ${s} s (${fmt(r.customers)} customers, ${fmt(r.orderItems)} order lines).`,
    );
  }
} catch (error) {
  endProgress(process.stderr);
  console.error('Seeding the scale data failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
