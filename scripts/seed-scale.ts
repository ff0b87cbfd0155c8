import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDb } from '../apps/server/src/db/connect.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { seedScale } from '../apps/server/src/db/seed/scale.ts';
import { endProgress, progressReporter } from '../apps/server/src/db/seed/scale-progress.ts';

/**
 * `npm run seed:scale -- [--database-url postgres://…] [--products 10000] [--orders 1000000]`:
 * adds scale data for load tests (products in every shop, a long order history) to the
 * database the server uses: --database-url, else DATABASE_URL, else the PGlite data in
 * --data-dir or SHOP_DATA_DIR. Seeds the demo shops first when the database is empty. Runs
 * once: a database that holds the scale data already is left as it is.
 */
const USAGE = `Usage: npm run seed:scale -- [options]
  --database-url URL   PostgreSQL database (default: DATABASE_URL; without either, the embedded
                       database in the data directory)
  --data-dir DIR       data directory of the embedded database (default: SHOP_DATA_DIR or ./data)
  --products N         products added to every shop (default 10000)
  --orders N           orders added over all shops (default 1000000)
  -h, --help`;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    products: { type: 'string', default: '10000' },
    orders: { type: 'string', default: '1000000' },
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
  console.error(
    `Adding ${productsPerTenant.toLocaleString('en-US')} products per shop and ${orders.toLocaleString('en-US')} orders to ${where} ...`,
  );
  const result = await seedScale(db, { productsPerTenant, orders, onProgress: progressReporter(process.stderr) });
  endProgress(process.stderr);
  const fmt = (n: number) => n.toLocaleString('en-US');
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
} catch (error) {
  endProgress(process.stderr);
  console.error('Seeding the scale data failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
