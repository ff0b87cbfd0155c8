import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../connect.ts';
import {
  CATEGORY,
  DESCRIPTION,
  DETAIL,
  GROUP,
  KINDS,
  kindName,
  PACKAGES,
  PACKAGES_LABEL,
  RATES,
  sixSql,
  sixText,
  TIERS,
  UNIT,
} from './scale-texts.ts';

/**
 * Scale data for load tests: a wide range of products in every shop and a long order history.
 * Everything is written set-based (INSERT … SELECT over generate_series, in batches), in one
 * transaction, so an interrupted run leaves nothing behind and a finished one is recognised
 * by its categories (their names start with SCALE_CATEGORY_MARK).
 *
 * What it adds, per shop: `productsPerTenant` products in 4 categories of 10 groups, with 1 to 4
 * package sizes (articles) and one SVG image each, texts in the six languages; customers
 * (numbers 7xxxxxxx, about one per 50 orders of the shop). Then `orders` orders spread over the
 * shops, dated over the last three years, with 1 to 3 items each: one in ten is a guest order where the shop takes them,
 * one in fifty goes to the shop's demo business customer (10000000 + shop id), whose history
 * thereby grows to thousands of orders, the rest to the new customers.
 */

/** Names of the scale categories start with this; their presence means the scale data is in. */
export const SCALE_CATEGORY_MARK = '[sv]Storsortiment ';

export interface ScaleOptions {
  /** Products added to every shop. */
  productsPerTenant: number;
  /** Orders added over all shops. */
  orders: number;
  /** Products per statement batch. */
  productBatch?: number;
  /** Orders per statement batch. */
  orderBatch?: number;
  onProgress?: (progress: ScaleProgress) => void;
}

export type ScalePhase = 'products' | 'customers' | 'orders' | 'analyze';

export interface ScaleProgress {
  phase: ScalePhase;
  done: number;
  total: number;
}

export interface ScaleCounts {
  products: number;
  articles: number;
  customers: number;
  orders: number;
  orderItems: number;
}

export type ScaleResult = { seeded: true; added: ScaleCounts } | { seeded: false; present: ScaleCounts };

const CATEGORIES_PER_TENANT = 4;
const GROUPS_PER_CATEGORY = 10;
const ORDERS_PER_CUSTOMER = 50;
const HISTORY_DAYS = 3 * 365;

async function count(db: Db, query: RawBuilder<{ n: number }>): Promise<number> {
  const row = (await query.execute(db)).rows[0];
  return Number(row?.n ?? 0);
}

/** What the scale data of an earlier run holds, or null when there is none. */
export async function scaleDataPresent(db: Db): Promise<ScaleCounts | null> {
  const like = `${SCALE_CATEGORY_MARK}%`;
  const categories = await count(
    db,
    sql<{ n: number }>`SELECT count(*)::int AS n FROM categories WHERE name LIKE ${like}`,
  );
  if (categories === 0) return null;
  const products = await count(
    db,
    sql<{ n: number }>`SELECT count(*)::int AS n FROM products p JOIN article_groups g ON g.id = p.group_id
      JOIN categories c ON c.id = g.category_id WHERE c.name LIKE ${like}`,
  );
  const articles = await count(
    db,
    sql<{ n: number }>`SELECT count(*)::int AS n FROM articles WHERE article_number LIKE 'SC%'`,
  );
  const customers = await count(
    db,
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM customers WHERE customer_number LIKE '7%' AND company_name LIKE 'Kund %'`,
  );
  const orders = await count(db, sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`);
  const orderItems = await count(db, sql<{ n: number }>`SELECT count(*)::int AS n FROM order_items`);
  return { products, articles, customers, orders, orderItems };
}

interface TenantRow {
  id: number;
  currency: string;
  vat_basis_points: number;
  installation_country: string;
}

/**
 * Adds the scale data to a database that holds the shops (tenants) already. Does nothing and
 * says what is there when an earlier run's data is present.
 */
export async function seedScale(db: Db, opts: ScaleOptions): Promise<ScaleResult> {
  const productBatch = opts.productBatch ?? 2_500;
  const orderBatch = opts.orderBatch ?? 25_000;
  const progress = opts.onProgress ?? (() => {});

  const result = await db.transaction().execute(async (trx): Promise<ScaleResult> => {
    // A second run at the same time waits here, then finds the first one's data.
    await sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const present = await scaleDataPresent(trx);
    if (present) return { seeded: false, present };

    const tenants = (
      await sql<TenantRow>`SELECT id, currency, vat_basis_points, installation_country FROM tenants ORDER BY id`.execute(
        trx,
      )
    ).rows;
    if (tenants.length === 0) throw new Error('no shops (tenants) in the database: seed the demo data first');

    const run: ScaleRun = { trx, tenants, progress };
    const products = await addProducts(run, opts.productsPerTenant, productBatch);
    const customers = await addCustomers(run, opts.orders);
    const orders = await addOrders(run, opts.orders, orderBatch);
    return { seeded: true, added: { ...products, customers, ...orders } };
  });

  if (result.seeded) {
    // Fresh statistics, so that the planner sees the new sizes at once, and a vacuum, so that
    // the new rows are in the trigram indexes proper rather than in their pending lists (PGlite
    // has no autovacuum to do it later).
    const tables = [
      'categories',
      'article_groups',
      'products',
      'articles',
      'images',
      'customers',
      'orders',
      'order_items',
    ];
    for (const [i, table] of tables.entries()) {
      progress({ phase: 'analyze', done: i, total: tables.length });
      await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
    }
    progress({ phase: 'analyze', done: tables.length, total: tables.length });
  }
  return result;
}

/** What each step of a scale run works in: its transaction, the shops, and where its progress goes. */
interface ScaleRun {
  trx: Db;
  tenants: readonly TenantRow[];
  progress: (p: ScaleProgress) => void;
}

async function addProducts(
  { trx, tenants, progress }: ScaleRun,
  perTenant: number,
  batch: number,
): Promise<{ products: number; articles: number }> {
  const total = perTenant * tenants.length;
  let done = 0;
  let articles = 0;
  progress({ phase: 'products', done, total });
  if (perTenant === 0) return { products: 0, articles: 0 };

  await sql`CREATE TEMP TABLE scale_groups (n int PRIMARY KEY, id int NOT NULL) ON COMMIT DROP`.execute(trx);
  await sql`CREATE TEMP TABLE scale_src (i int, id int, tenant_id int, group_id int, kind int, code text, position int) ON COMMIT DROP`.execute(
    trx,
  );
  const groups = CATEGORIES_PER_TENANT * GROUPS_PER_CATEGORY;
  const n = sql.ref('g.n');
  for (const tenant of tenants) {
    const rate = RATES[tenant.currency] ?? 1;
    await sql`TRUNCATE scale_groups`.execute(trx);
    await sql`
      INSERT INTO categories (tenant_id, name, description, position)
      SELECT ${tenant.id}, ${sixText(CATEGORY, sql`' ' || ${n}`)}, ${sixText(DETAIL)}, 100 + ${n}
      FROM generate_series(1, ${CATEGORIES_PER_TENANT}::int) g(n)`.execute(trx);
    // Groups: GROUPS_PER_CATEGORY in each scale category of this shop, numbered 0..groups-1.
    await sql`
      WITH cats AS (
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS c FROM categories
        WHERE tenant_id = ${tenant.id} AND name LIKE ${`${SCALE_CATEGORY_MARK}%`}
      ), ins AS (
        INSERT INTO article_groups (tenant_id, category_id, name, description, position)
        SELECT ${tenant.id}, cats.id, ${sixText(GROUP, sql`' ' || (cats.c * ${GROUPS_PER_CATEGORY} + ${n} + 1)`)},
          ${sixText(DETAIL)}, ${n}
        FROM cats CROSS JOIN generate_series(0, ${GROUPS_PER_CATEGORY - 1}::int) g(n)
        RETURNING id
      )
      INSERT INTO scale_groups (n, id) SELECT row_number() OVER (ORDER BY id) - 1, id FROM ins`.execute(trx);

    const kind = sql.ref('s.kind');
    const code = sql.ref('s.code');
    for (let from = 0; from < perTenant; from += batch) {
      const to = Math.min(perTenant, from + batch) - 1;
      await sql`TRUNCATE scale_src`.execute(trx);
      await sql`
        INSERT INTO scale_src (i, id, tenant_id, group_id, kind, code, position)
        SELECT g.i, nextval(pg_get_serial_sequence('products', 'id')), ${tenant.id}, sg.id, g.i % ${KINDS.length},
          (${KINDS.map((k) => k.code)}::text[])[g.i % ${KINDS.length} + 1] || '-' || (10000 + g.i), g.i / ${groups}
        FROM generate_series(${from}::int, ${to}::int) g(i)
        JOIN scale_groups sg ON sg.n = g.i % ${groups}
        ORDER BY g.i`.execute(trx);
      await sql`
        INSERT INTO products (id, tenant_id, group_id, name, description, detailed_description, specification, recommended, position)
        SELECT s.id, s.tenant_id, s.group_id,
          ${sixSql((l) => sql`${kindName(l, kind)} || ' ' || ${code}`)},
          ${sixSql((l) => sql`${kindName(l, kind)} || ${DESCRIPTION[l]}::text`)},
          ${sixText(DETAIL)},
          ${sixSql((l) => sql`${`${PACKAGES_LABEL[l]}: ${PACKAGES.join(', ')} ${UNIT[l]}`}::text`)},
          false, s.position
        FROM scale_src s`.execute(trx);
      const added = await sql`
        INSERT INTO articles (tenant_id, container_id, article_number, name, quantity, price_minor, weight_grams, free_shipping, position)
        SELECT s.tenant_id, s.id, 'SC' || s.tenant_id || '-' || s.id || '-' || k,
          ${sixSql((l) => sql`${kindName(l, kind)} || ' ' || ${code} || ', ' || (${[...PACKAGES]}::int[])[k] || ' ' || ${UNIT[l]}::text`)},
          (${[...PACKAGES]}::int[])[k],
          round((${KINDS.map((k) => k.cents)}::int[])[s.kind + 1] * (${[...PACKAGES]}::int[])[k]
            * (${[...TIERS]}::float8[])[k] * ${rate}::float8 * (0.8 + (s.i % 5) * 0.1))::int,
          (${KINDS.map((k) => k.grams)}::int[])[s.kind + 1] * (${[...PACKAGES]}::int[])[k] + 10,
          s.i % 13 = 0, k - 1
        FROM scale_src s CROSS JOIN LATERAL generate_series(1, 1 + s.i % 4) k`.execute(trx);
      articles += Number(added.numAffectedRows ?? 0);
      await sql`
        INSERT INTO images (tenant_id, container_id, file_name, content_type, data, position)
        SELECT s.tenant_id, s.id, 'scale-' || s.id || '.svg', 'image/svg+xml',
          convert_to('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl('
            || (s.kind * 30) || ',45%,85%)"/><text x="200" y="215" font-family="sans-serif" font-size="40" text-anchor="middle">'
            || s.code || '</text></svg>', 'UTF8'), 0
        FROM scale_src s`.execute(trx);
      done += to - from + 1;
      progress({ phase: 'products', done, total });
    }
  }
  return { products: done, articles };
}

async function addCustomers({ trx, tenants, progress }: ScaleRun, orders: number): Promise<number> {
  const perTenant = Math.min(9_999_999, Math.max(1, Math.ceil(orders / tenants.length / ORDERS_PER_CUSTOMER)));
  progress({ phase: 'customers', done: 0, total: perTenant * tenants.length });
  await sql`CREATE TEMP TABLE scale_customers (tenant_id int, n int, id int, number text, PRIMARY KEY (tenant_id, n)) ON COMMIT DROP`.execute(
    trx,
  );
  const n = sql.ref('g.n');
  // Numbers 7xxxxxxx; one taken by a signup already is skipped.
  await sql`
    WITH ins AS (
      INSERT INTO customers (tenant_id, customer_number, customer_type, company_name, name, corporate_identity_number)
      SELECT t.id, '7' || lpad(${n}::text, 7, '0'),
        CASE WHEN ${n} % 5 = 0 THEN 'PRIVATE' ELSE 'BUSINESS' END,
        'Kund ' || ${n} || CASE WHEN ${n} % 5 = 0 THEN '' ELSE ' AB' END,
        CASE WHEN ${n} % 5 = 0 THEN 'Kund ' || ${n} END,
        CASE WHEN ${n} % 5 = 0 THEN NULL ELSE '559' || lpad((${n} % 1000000)::text, 6, '0') || '-' || (${n} % 10) END
      FROM tenants t CROSS JOIN generate_series(1, ${perTenant}::int) g(n)
      ON CONFLICT (tenant_id, customer_number) DO NOTHING
      RETURNING id, tenant_id, customer_number
    )
    INSERT INTO scale_customers (tenant_id, n, id, number)
    SELECT tenant_id, row_number() OVER (PARTITION BY tenant_id ORDER BY id) - 1, id, customer_number FROM ins`.execute(
    trx,
  );
  const added = await count(trx, sql<{ n: number }>`SELECT count(*)::int AS n FROM scale_customers`);
  progress({ phase: 'customers', done: added, total: perTenant * tenants.length });
  return added;
}

async function addOrders(
  { trx, tenants, progress }: ScaleRun,
  orders: number,
  batch: number,
): Promise<{ orders: number; orderItems: number }> {
  progress({ phase: 'orders', done: 0, total: orders });
  if (orders === 0) return { orders: 0, orderItems: 0 };

  // Per shop: its place in the round robin, what an order copies, and whom orders go to.
  await sql`
    CREATE TEMP TABLE scale_tenants ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY t.id) - 1)::int AS ord, t.id AS tenant_id, t.currency, t.vat_basis_points,
      t.installation_country AS country, t.guest_checkout AND t.public_tenant AS guests,
      (SELECT c.id FROM customers c WHERE c.tenant_id = t.id AND c.customer_number = '1' || lpad(t.id::text, 7, '0')) AS business_id,
      COALESCE((SELECT min(a.price_minor) FROM articles a WHERE a.tenant_id = t.id AND a.freight = 'NORMAL'), 0) AS freight_minor,
      (SELECT count(*) FROM scale_customers sc WHERE sc.tenant_id = t.id)::int AS n_customers,
      0 AS n_articles
    FROM tenants t`.execute(trx);
  // The articles an order may hold: ordinary, paid by the customer, with a price.
  await sql`
    CREATE TEMP TABLE scale_articles ON COMMIT DROP AS
    SELECT a.tenant_id, (row_number() OVER (PARTITION BY a.tenant_id ORDER BY a.id) - 1)::int AS n, a.id, a.price_minor,
      a.free_shipping, (SELECT i.file_name FROM images i WHERE i.container_id = a.container_id ORDER BY i.position, i.id LIMIT 1) AS image
    FROM articles a
    WHERE a.freight = 'NONE' AND NOT a.administrative_fee AND a.payer <> 'TENANT' AND a.alternative_price IS NULL
      AND a.price_minor > 0 AND a.number_of_forms = 0`.execute(trx);
  await sql`CREATE UNIQUE INDEX ON scale_articles (tenant_id, n)`.execute(trx);
  await sql`UPDATE scale_tenants t SET n_articles = (SELECT count(*) FROM scale_articles a WHERE a.tenant_id = t.tenant_id)`.execute(
    trx,
  );
  const empty = await count(trx, sql<{ n: number }>`SELECT count(*)::int AS n FROM scale_tenants WHERE n_articles = 0`);
  if (empty > 0) throw new Error('a shop has no orderable articles: seed the demo data first');

  await sql`
    CREATE TEMP TABLE scale_orders (i bigint, id int, tenant_id int, customer_id int, who int, n_items int,
      order_date timestamptz, age_days float8) ON COMMIT DROP`.execute(trx);
  await sql`
    CREATE TEMP TABLE scale_items (order_id int, tenant_id int, article_id int, image text, amount int, price_minor int,
      free_shipping boolean) ON COMMIT DROP`.execute(trx);

  const shops = tenants.length;
  const spanS = HISTORY_DAYS * 86_400;
  let items = 0;
  for (let from = 0; from < orders; from += batch) {
    const to = Math.min(orders, from + batch) - 1;
    await sql`TRUNCATE scale_orders, scale_items`.execute(trx);
    // Who: every 50th order the demo business customer, every 10th (+1) a guest where the shop
    // takes guest orders, else one of the new customers.
    await sql`
      INSERT INTO scale_orders (i, id, tenant_id, customer_id, who, n_items, order_date, age_days)
      SELECT g.i, nextval(pg_get_serial_sequence('orders', 'id')), t.tenant_id,
        CASE WHEN g.i % 50 = 0 AND t.business_id IS NOT NULL THEN t.business_id
             WHEN g.i % 10 = 1 AND t.guests THEN NULL ELSE c.id END,
        COALESCE(c.n, 0) + 1,
        1 + (g.i * 31) % 3,
        now() - make_interval(secs => (${orders}::float8 - g.i) * ${spanS / orders}::float8 + 3600),
        ((${orders}::float8 - g.i) * ${spanS / orders}::float8 + 3600) / 86400
      FROM generate_series(${from}::bigint, ${to}::bigint) g(i)
      JOIN scale_tenants t ON t.ord = g.i % ${shops}
      LEFT JOIN scale_customers c ON c.tenant_id = t.tenant_id AND c.n = ((g.i / ${shops}) * 7919) % GREATEST(t.n_customers, 1)
      ORDER BY g.i`.execute(trx);
    await sql`
      INSERT INTO scale_items
      SELECT o.id, o.tenant_id, a.id, a.image, 1 + ((o.i + k) % 5)::int, a.price_minor, a.free_shipping
      FROM scale_orders o
      CROSS JOIN LATERAL generate_series(1, o.n_items) k
      JOIN scale_tenants t ON t.tenant_id = o.tenant_id
      JOIN scale_articles a ON a.tenant_id = o.tenant_id AND a.n = ((o.i * 17 + k * 101) % t.n_articles)::int`.execute(
      trx,
    );
    await sql`
      INSERT INTO orders (id, tenant_id, customer_id, guest_access_token_hash, order_date, created_at, currency,
        vat_basis_points, total_net_minor, total_vat_minor, total_gross_minor, shipping_minor, canceled, printed, invoiced,
        parcel_number, delivery_address, invoice_address, language)
      SELECT o.id, o.tenant_id, o.customer_id,
        CASE WHEN o.customer_id IS NULL THEN md5('scale-order-' || o.i) END,
        o.order_date, o.order_date, t.currency, t.vat_basis_points,
        x.net, x.gross - x.net, x.gross, x.shipping,
        o.i % 37 = 0,
        o.i % 37 <> 0 AND o.age_days > 7,
        o.i % 37 <> 0 AND o.age_days > 30,
        CASE WHEN o.i % 37 <> 0 AND o.age_days > 7 THEN '00373500' || o.tenant_id || lpad(o.i::text, 9, '0') END,
        jsonb_build_object('recipient', 'Kund ' || o.who, 'streetName', 'Storgatan', 'streetNumber', (1 + o.i % 90)::text,
          'streetLetter', NULL, 'zipCode', lpad((11120 + o.who % 800)::text, 5, '0'), 'city', 'Stockholm',
          'country', t.country, 'contactPerson', 'Kontakt ' || o.who, 'contactPhoneNumber', '070-' || lpad((o.who % 10000000)::text, 7, '0'),
          'contactNotificationInformation', 'kund' || o.who || '@example.com'),
        CASE WHEN o.i % 3 = 0 THEN jsonb_build_object('recipient', 'Kund ' || o.who, 'streetName', 'Box', 'streetNumber',
          (100 + o.who % 900)::text, 'zipCode', '10120', 'city', 'Stockholm', 'country', t.country,
          'organisationNumber', '559' || lpad((o.who % 1000000)::text, 6, '0') || '-' || (o.who % 10)) END,
        'sv'
      FROM scale_orders o
      JOIN scale_tenants t ON t.tenant_id = o.tenant_id
      JOIN (
        SELECT it.order_id, sum(it.price_minor * it.amount)::int AS goods, bool_and(it.free_shipping) AS all_free
        FROM scale_items it GROUP BY it.order_id
      ) s ON s.order_id = o.id
      CROSS JOIN LATERAL (SELECT CASE WHEN s.all_free THEN 0 ELSE t.freight_minor END AS shipping) f
      CROSS JOIN LATERAL (
        SELECT s.goods + f.shipping AS net, f.shipping,
          round((s.goods + f.shipping)::numeric * (10000 + t.vat_basis_points) / 10000)::int AS gross
      ) x
      ORDER BY o.i`.execute(trx);
    const added = await sql`
      INSERT INTO order_items (tenant_id, order_id, article_id, article_number, container_id, name, description, image,
        amount, price_minor, quantity, payer)
      SELECT it.tenant_id, it.order_id, it.article_id, a.article_number, a.container_id, a.name, p.description, it.image,
        it.amount, it.price_minor, a.quantity, a.payer
      FROM scale_items it JOIN articles a ON a.id = it.article_id JOIN products p ON p.id = a.container_id`.execute(
      trx,
    );
    items += Number(added.numAffectedRows ?? 0);
    progress({ phase: 'orders', done: to + 1, total: orders });
  }
  return { orders, orderItems: items };
}
