import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/connect.ts';

/**
 * One shop with a million orders, for the back office's order list (issue 23: its first page of
 * any filter answers in under 100 ms p95 on such a shop). Fills shop `tenantId` up to `total`
 * orders, set-based (INSERT … SELECT over generate_series, `batch` orders per statement), in one
 * transaction, then VACUUM ANALYZE (fresh statistics; new rows moved from the trigram indexes'
 * pending lists into the indexes proper, which PGlite has no autovacuum to do).
 *
 * What the orders are like, so that every filter and search of the list has work to do:
 * - customers of their own (numbers 6xxxxxxx, companies 'Företag n AB', about one per 50 orders);
 *   one order in ten a guest's (no customer; the recipient and e-mail in the address only);
 * - 1 to 3 lines each, of the shop's ordinary articles (the scale seed's too, where it ran);
 * - dated over the last three years; states by age as operators leave them: the last two days
 *   placed, then printed with a parcel number, shipped after three days (three in four), invoiced
 *   after a month; one in 37 canceled. Every status thereby has many orders over the whole span.
 */

export interface TenantOrdersOptions {
  tenantId: number;
  /** The shop's order count to reach. */
  total: number;
  /** Orders per statement. */
  batch?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface TenantOrdersResult {
  /** Orders the shop held before. */
  before: number;
  added: number;
  customers: number;
  orderItems: number;
}

const HISTORY_S = 3 * 365 * 86_400;
const ORDERS_PER_CUSTOMER = 50;

async function countOf(db: Db, query: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await query.execute(db)).rows[0]?.n ?? 0);
}

export async function seedTenantOrders(db: Db, opts: TenantOrdersOptions): Promise<TenantOrdersResult> {
  const batch = opts.batch ?? 50_000;
  const progress = opts.onProgress ?? (() => {});
  const tenantId = opts.tenantId;

  const result = await db.transaction().execute(async (trx): Promise<TenantOrdersResult> => {
    // A second run at the same time waits here, then finds the orders there.
    await sql`SELECT id FROM tenants WHERE id = ${tenantId}::int FOR UPDATE`.execute(trx);
    const tenant = (
      await sql<{ currency: string; vat_basis_points: number; installation_country: string }>`
        SELECT currency, vat_basis_points, installation_country FROM tenants WHERE id = ${tenantId}::int`.execute(trx)
    ).rows[0];
    if (!tenant) throw new Error(`no shop ${tenantId}: seed the demo data first`);
    const before = await countOf(
      trx,
      sql<{ n: number }>`SELECT count(*)::int AS n FROM orders WHERE tenant_id = ${tenantId}::int`,
    );
    const adding = Math.max(0, opts.total - before);
    progress(0, adding);
    if (adding === 0) return { before, added: 0, customers: 0, orderItems: 0 };

    // Customers 6xxxxxxx of this shop; numbers taken already are skipped.
    const wanted = Math.max(1, Math.ceil(adding / ORDERS_PER_CUSTOMER));
    await sql`CREATE TEMP TABLE bo_customers (n int PRIMARY KEY, id int NOT NULL, name text NOT NULL) ON COMMIT DROP`.execute(
      trx,
    );
    await sql`
      INSERT INTO customers (tenant_id, customer_number, customer_type, company_name, corporate_identity_number)
      SELECT ${tenantId}::int, '6' || lpad(g.n::text, 7, '0'), 'BUSINESS', 'Företag ' || g.n || ' AB',
        '556' || lpad((g.n % 1000000)::text, 6, '0') || '-' || (g.n % 10)
      FROM generate_series(1, ${wanted}::int) g(n)
      ON CONFLICT (tenant_id, customer_number) DO NOTHING`.execute(trx);
    // Those of an earlier, smaller fill are used again.
    await sql`
      INSERT INTO bo_customers (n, id, name)
      SELECT row_number() OVER (ORDER BY id) - 1, id, company_name FROM customers
      WHERE tenant_id = ${tenantId}::int AND customer_number LIKE '6%' AND company_name LIKE 'Företag %'`.execute(trx);
    const customers = await countOf(trx, sql<{ n: number }>`SELECT count(*)::int AS n FROM bo_customers`);

    // The articles an order may hold: ordinary, paid by the customer, with a price.
    await sql`
      CREATE TEMP TABLE bo_articles ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY a.id) - 1)::int AS n, a.id, a.article_number, a.container_id, a.name,
        a.quantity, a.payer, a.price_minor, p.description
      FROM articles a JOIN products p ON p.id = a.container_id
      WHERE a.tenant_id = ${tenantId}::int AND a.freight = 'NONE' AND NOT a.administrative_fee AND a.payer <> 'TENANT'
        AND a.alternative_price IS NULL AND a.price_minor > 0`.execute(trx);
    await sql`CREATE UNIQUE INDEX ON bo_articles (n)`.execute(trx);
    const articles = await countOf(trx, sql<{ n: number }>`SELECT count(*)::int AS n FROM bo_articles`);
    if (articles === 0) throw new Error(`shop ${tenantId} has no orderable articles: seed the demo data first`);

    await sql`
      CREATE TEMP TABLE bo_orders (i bigint, id int, customer int, n_items int, age_s float8) ON COMMIT DROP`.execute(
      trx,
    );
    await sql`
      CREATE TEMP TABLE bo_items (order_id int, i bigint, k int, article int, amount int) ON COMMIT DROP`.execute(trx);

    let items = 0;
    for (let from = 0; from < adding; from += batch) {
      const to = Math.min(adding, from + batch) - 1;
      await sql`TRUNCATE bo_orders, bo_items`.execute(trx);
      // Order i of `adding` is (adding - i) steps old: the last one an hour ago.
      await sql`
        INSERT INTO bo_orders (i, id, customer, n_items, age_s)
        SELECT g.i, nextval(pg_get_serial_sequence('orders', 'id')),
          CASE WHEN g.i % 10 = 1 THEN NULL ELSE ((g.i * 7919) % ${customers}::int)::int END,
          1 + (g.i * 31) % 3,
          (${adding}::float8 - g.i) * ${HISTORY_S / adding}::float8 + 3600
        FROM generate_series(${from}::bigint, ${to}::bigint) g(i)
        ORDER BY g.i`.execute(trx);
      await sql`
        INSERT INTO bo_items (order_id, i, k, article, amount)
        SELECT o.id, o.i, k, ((o.i * 17 + k * 101) % ${articles}::int)::int, 1 + ((o.i + k) % 5)::int
        FROM bo_orders o CROSS JOIN LATERAL generate_series(1, o.n_items) k`.execute(trx);
      await sql`
        INSERT INTO orders (id, tenant_id, customer_id, guest_access_token_hash, order_date, created_at, currency,
          vat_basis_points, total_net_minor, total_vat_minor, total_gross_minor, canceled, printed, invoiced, shipped,
          parcel_number, delivery_address, language)
        SELECT o.id, ${tenantId}::int, c.id,
          CASE WHEN c.id IS NULL THEN md5('back-office-order-' || o.i) END,
          now() - make_interval(secs => o.age_s), now() - make_interval(secs => o.age_s),
          ${tenant.currency}::text, ${tenant.vat_basis_points}::int,
          s.net, s.gross - s.net, s.gross,
          st.canceled, st.printed, st.invoiced, st.shipped,
          CASE WHEN st.printed THEN '00373500' || ${tenantId}::int || lpad(o.i::text, 9, '0') END,
          jsonb_build_object('recipient', coalesce(c.name, 'Gäst ' || o.i), 'streetName', 'Industrivägen',
            'streetNumber', (1 + o.i % 90)::text, 'zipCode', lpad((11120 + o.i % 800)::text, 5, '0'),
            'city', 'Stockholm', 'country', ${tenant.installation_country}::text,
            'contactPerson', 'Kontakt ' || coalesce(o.customer, o.i),
            'contactPhoneNumber', '070-' || lpad((o.i % 10000000)::text, 7, '0'),
            'contactNotificationInformation',
              CASE WHEN c.id IS NULL THEN 'gast' || o.i ELSE 'foretag' || o.customer END || '@example.com'),
          'sv'
        FROM bo_orders o
        LEFT JOIN bo_customers c ON c.n = o.customer
        JOIN (
          SELECT it.order_id, sum(a.price_minor * it.amount)::int AS net,
            round(sum(a.price_minor * it.amount)::numeric * (10000 + ${tenant.vat_basis_points}::int) / 10000)::int AS gross
          FROM bo_items it JOIN bo_articles a ON a.n = it.article GROUP BY it.order_id
        ) s ON s.order_id = o.id
        CROSS JOIN LATERAL (
          SELECT o.i % 37 = 0 AS canceled,
            o.i % 37 <> 0 AND o.age_s > 2 * 86400 AS printed,
            o.i % 37 <> 0 AND o.age_s > 30 * 86400 AS invoiced,
            o.i % 37 <> 0 AND o.age_s > 3 * 86400 AND o.i % 4 <> 1 AS shipped
        ) st
        ORDER BY o.i`.execute(trx);
      const added = await sql`
        INSERT INTO order_items (tenant_id, order_id, article_id, article_number, container_id, name, description,
          amount, price_minor, quantity, payer)
        SELECT ${tenantId}::int, it.order_id, a.id, a.article_number, a.container_id, a.name, a.description,
          it.amount, a.price_minor * it.amount, a.quantity, a.payer
        FROM bo_items it JOIN bo_articles a ON a.n = it.article
        ORDER BY it.i, it.k`.execute(trx);
      items += Number(added.numAffectedRows ?? 0);
      progress(to + 1, adding);
    }
    return { before, added: adding, customers, orderItems: items };
  });

  if (result.added > 0) {
    for (const table of ['customers', 'orders', 'order_items']) {
      await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
    }
  }
  return result;
}
