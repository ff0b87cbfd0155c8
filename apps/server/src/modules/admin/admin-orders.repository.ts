import {
  ADMIN_COUNT_CAP,
  type AdminOrderListItem,
  ORDER_EVENT_RULES,
  type OrderEventType,
  type OrderFlags,
  type OrderStatus,
} from '@shop/contract';
import { type Expression, type ExpressionBuilder, type Nullable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { countRows, rowExists } from '../../db/rows.ts';
import type { CustomersTable, Database, OrdersTable } from '../../db/schema.ts';

/**
 * The address an order was sent to (its contact's e-mail and the recipient live there): the
 * postal address when the order went by post, else the delivery address. Written exactly as the
 * indexes of migration 017 write it.
 */
const CONTACT = sql`(CASE WHEN o.address_type = 'POSTAL' THEN o.postal_address ELSE o.delivery_address END)`;
const CONTACT_EMAIL = sql<string | null>`lower(${CONTACT} ->> 'contactNotificationInformation')`;
const RECIPIENT = sql<string | null>`(${CONTACT} ->> 'recipient')`;

/** What the back office's order list searches for (admin-orders.service.ts `searchOf`). */
export type OrderSearch =
  | { kind: 'number'; orderNumber: number | null; customerNumber: string | null }
  | { kind: 'email'; email: string }
  | {
      kind: 'text';
      text: string;
      /** `%text%` (LIKE's own characters escaped): anywhere in a name or article number. */
      pattern: string;
      /** `text%` in lower case (escaped): the start of a recipient. */
      prefix: string;
      /**
       * The orders whose lines hold a matching article number (findArticleOrderIds); null when
       * there are more than it reads: then they are found by walking the list's own order.
       */
      articleOrders: number[] | null;
    };

export interface OrderListFilter {
  tenantId: number;
  status?: OrderStatus;
  /** First and last day, inclusive, as YYYY-MM-DD in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
  search: OrderSearch | null;
}

export type OrderSort = '-orderDate' | 'orderDate' | '-orderNumber' | 'orderNumber';

type OrdersEb = ExpressionBuilder<Database & { o: OrdersTable }, 'o'>;
type Condition = (eb: OrdersEb) => Expression<SqlBool>;

/**
 * The search as conditions on an order, each of which one index answers; an order matches when
 * one of them holds. Each is read as a query of its own (see `candidates`), so that the planner
 * picks the index of each apart instead of scanning for their OR.
 */
function searchConditions(db: Db, tenantId: number, search: OrderSearch | null, counting = false): Condition[] {
  if (!search) return [(eb) => eb.lit(true)];
  switch (search.kind) {
    case 'number': {
      const conditions: Condition[] = [];
      const { orderNumber, customerNumber } = search;
      if (orderNumber !== null) conditions.push((eb) => eb('o.order_number', '=', orderNumber));
      if (customerNumber !== null) {
        conditions.push((eb) =>
          eb(
            'o.customer_id',
            '=',
            eb
              .selectFrom('customers as c')
              .select('c.id')
              .where('c.tenant_id', '=', tenantId)
              .where('c.customer_number', '=', customerNumber),
          ),
        );
      }
      return conditions;
    }
    case 'email':
      return [
        (eb) => eb(CONTACT_EMAIL, '=', search.email),
        (eb) =>
          eb(
            'o.customer_id',
            'in',
            eb
              .selectFrom('users as u')
              .select('u.customer_id')
              .where('u.tenant_id', '=', tenantId)
              .where('u.email', '=', search.email),
          ),
      ];
    case 'text':
      return [
        (eb) =>
          eb(
            'o.customer_id',
            'in',
            eb
              .selectFrom('customers as c')
              .select('c.id')
              .where('c.tenant_id', '=', tenantId)
              .where(sql`(coalesce(c.company_name, '') || ' ' || coalesce(c.name, ''))`, 'ilike', search.pattern),
          ),
        (eb) => eb(sql`lower(${RECIPIENT})`, 'like', search.prefix),
        (eb) =>
          search.articleOrders
            ? eb(
                'o.id',
                'in',
                sql<number>`(SELECT jsonb_array_elements_text(${JSON.stringify(search.articleOrders)}::jsonb)::int)`,
              )
            : eb(
                'o.id',
                'in',
                // Counting, the lines come first and their orders are looked up by id (OFFSET 0
                // keeps the planner from walking every order to probe their lines); listing, the
                // walk in the list's order finds the first page soon among this many.
                counting
                  ? articleLines(db, tenantId, search).select('i.order_id').offset(0)
                  : articleLines(db, tenantId, search).select('i.order_id'),
              ),
      ];
  }
}

/**
 * The order lines whose article number matches: numbers found in the catalog (its trigram
 * index) and the text itself (a number no longer in the catalog, written out in full), as an
 * array worked out once, so that the lines are read from their index by number.
 */
function articleLines(db: Db, tenantId: number, search: { text: string; pattern: string }) {
  return db
    .selectFrom('order_items as i')
    .where('i.tenant_id', '=', tenantId)
    .where(
      sql<SqlBool>`i.article_number = ANY(ARRAY(${db
        .selectFrom('articles as a')
        .select('a.article_number')
        .where('a.tenant_id', '=', tenantId)
        .where('a.article_number', 'ilike', search.pattern)} UNION SELECT ${search.text}::text))`,
    );
}

/**
 * The ids of the orders whose lines hold an article number matching the search, when at most
 * `max` lines do; null when more do. A few are best fetched by id and sorted; many are best
 * found by walking the list in its order, where they turn up soon. The planner cannot tell the
 * two apart from an array worked out while the query runs, so this asks first.
 */
export async function findArticleOrderIds(
  db: Db,
  tenantId: number,
  search: { text: string; pattern: string },
  max: number,
): Promise<number[] | null> {
  const rows = await articleLines(db, tenantId, search)
    .select('i.order_id')
    .limit(max + 1)
    .execute();
  return rows.length > max ? null : [...new Set(rows.map((r) => r.order_id))];
}

/** Orders of the filter that meet `condition`: their id and sort keys, at most `take`, in `sort` order if given. */
function candidates(db: Db, f: OrderListFilter, condition: Condition, sort: OrderSort | null, take: number) {
  let query = db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_date', 'o.order_number'])
    .where('o.tenant_id', '=', f.tenantId)
    .where(condition);
  if (f.status) query = query.where('o.status', '=', f.status);
  // Whole days of the shop's calendar; the bounds are worked out once, so the date index reads a range.
  if (f.from)
    query = query.where(sql<SqlBool>`o.order_date >= (${f.from}::date::timestamp AT TIME ZONE ${f.timeZone}::text)`);
  if (f.to)
    query = query.where(sql<SqlBool>`o.order_date < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${f.timeZone}::text)`);
  if (sort) query = ordered(query, sort, 'o');
  return query.limit(take);
}

type Sortable = { orderBy(ref: string, direction: 'asc' | 'desc'): Sortable };

/** The list's order, with the order number breaking ties of the same moment. */
function ordered<Q>(query: Q, sort: OrderSort, table: 'o' | 'm'): Q {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const q = query as unknown as Sortable;
  const byNumber = q.orderBy(`${table}.order_number`, direction);
  return (sort.endsWith('orderDate')
    ? q.orderBy(`${table}.order_date`, direction).orderBy(`${table}.order_number`, direction)
    : byNumber) as unknown as Q;
}

/** A page of the back office's order list, with the customer's number, name and e-mail. */
export async function listAdminOrders(
  db: Db,
  f: OrderListFilter,
  page: { sort: OrderSort; limit: number; offset: number },
): Promise<AdminOrderListItem[]> {
  const conditions = searchConditions(db, f.tenantId, f.search);
  if (conditions.length === 0) return [];
  const take = page.offset + page.limit;
  const [first, ...rest] = conditions.map((condition) =>
    db.selectFrom(candidates(db, f, condition, page.sort, take).as('b')).selectAll(),
  );
  if (!first) return [];
  const union = rest.reduce((all, next) => all.union(next), first);
  const ids = ordered(db.selectFrom(union.as('m')).select('m.id'), page.sort, 'm')
    .limit(page.limit)
    .offset(page.offset);
  const rows = await ordered(
    db
      .selectFrom(ids.as('p'))
      .innerJoin('orders as o', 'o.id', 'p.id')
      .leftJoin('customers as c', (j) => j.onRef('c.id', '=', 'o.customer_id').onRef('c.tenant_id', '=', 'o.tenant_id'))
      .select(listedOrderColumns),
    page.sort,
    'o',
  ).execute();
  return rows.map((r) => ({
    orderNumber: r.order_number,
    orderDate: new Date(r.order_date).toISOString(),
    status: r.status,
    customerNumber: r.customer_number,
    name: r.name,
    email: r.email,
    total: r.total_gross_minor,
    currency: r.currency.trim(),
    parcelNumber: r.parcel_number,
  }));
}

/**
 * An order as the back office lists it (its page of orders and the CSV export): number, date,
 * status, its customer's number, the name and e-mail it goes by, total and parcel number.
 */
function listedOrderColumns(
  eb: ExpressionBuilder<Database & { o: OrdersTable; c: Nullable<CustomersTable> }, 'o' | 'c'>,
) {
  return [
    'o.order_number',
    'o.order_date',
    'o.status',
    'c.customer_number',
    eb.fn.coalesce('c.company_name', 'c.name', RECIPIENT).as('name'),
    eb.fn.coalesce(CONTACT_EMAIL, userEmail(eb)).as('email'),
    'o.total_gross_minor',
    'o.currency',
    'o.parcel_number',
  ] as const;
}

/** The e-mail of the order's customer's (first) user. */
function userEmail(eb: ExpressionBuilder<Database & { o: OrdersTable }, 'o'>) {
  return eb
    .selectFrom('users as u')
    .select('u.email')
    .whereRef('u.customer_id', '=', 'o.customer_id')
    .whereRef('u.tenant_id', '=', 'o.tenant_id')
    .orderBy('u.id')
    .limit(1);
}

/** Order lines read at most to count the orders of an article search: five for each order counted. */
const LINES_PER_COUNTED_ORDER = 5;

/**
 * How many orders the list has, counted up to ADMIN_COUNT_CAP + 1: a count that reaches it says
 * only "at least the cap", and never reads more rows than that from any index. `partial` says
 * the count stopped early for another reason (an article search whose lines ran out of the lines
 * it may read): then it too is only a lower bound.
 */
export async function countAdminOrders(
  db: Db,
  f: OrderListFilter,
  cap = ADMIN_COUNT_CAP,
): Promise<{ n: number; partial: boolean }> {
  const conditions = searchConditions(db, f.tenantId, f.search, true);
  const branches = conditions.map((condition) =>
    db.selectFrom(candidates(db, f, condition, null, cap + 1).as('b')).select('b.id'),
  );
  if (branches.length === 0) return { n: 0, partial: false };
  // An article on many lines, with no other filter: its orders are counted from the lines' index
  // alone (it holds the order id), never looked up one by one (16,000 lookups took 100 ms), and
  // from a bounded number of lines (a number that most lines hold would read them all).
  let lineLimit: number | null = null;
  if (f.search?.kind === 'text' && f.search.articleOrders === null && !f.status && !f.from && !f.to) {
    lineLimit = (cap + 1) * LINES_PER_COUNTED_ORDER;
    const lines = articleLines(db, f.tenantId, f.search).select('i.order_id').limit(lineLimit);
    branches[branches.length - 1] = db
      .selectFrom(lines.as('l'))
      .select('l.order_id as id')
      .distinct()
      .limit(cap + 1) as unknown as (typeof branches)[number];
  }
  const [first, ...rest] = branches;
  if (!first) return { n: 0, partial: false };
  const union = rest.reduce((all, next) => all.union(next), first);
  const orders = db.selectFrom(union.as('m'));
  if (lineLimit === null) return { n: await countRows(orders), partial: false };
  const [n, lines] = await Promise.all([
    countRows(orders),
    countRows(
      db.selectFrom(
        articleLines(db, f.tenantId, f.search as { text: string; pattern: string })
          .select('i.order_id')
          .limit(lineLimit)
          .as('l'),
      ),
    ),
  ]);
  return { n, partial: lines >= lineLimit };
}

/** One order of a shop with its customer's number, name and e-mail; undefined when the shop has none of that number. */
export async function findAdminOrder(db: Db, tenantId: number, orderNumber: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('customers as c', (j) => j.onRef('c.id', '=', 'o.customer_id').onRef('c.tenant_id', '=', 'o.tenant_id'))
    .selectAll('o')
    .select((eb) => [
      'c.customer_number',
      eb.fn.coalesce('c.company_name', 'c.name', RECIPIENT).as('customer_name'),
      userEmail(eb).as('user_email'),
    ])
    .where('o.tenant_id', '=', tenantId)
    .where('o.order_number', '=', orderNumber)
    .executeTakeFirst();
}
export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/** An order's events, oldest first. */
export async function findOrderEvents(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('order_events')
    .select(['type', 'created_at', 'actor', 'parcel_number', 'note'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/**
 * Applies `event` to an order in ONE conditional UPDATE: its WHERE is the state machine's
 * precondition (ORDER_EVENT_RULES[event].requires), so of two events at once that exclude each
 * other (an operator's 'printed', a customer's cancel) only one can match. The updated row, or
 * undefined when the order does not exist in the shop or is not in a state that allows it.
 */
export async function updateOrderForEvent(
  trx: Db,
  tenantId: number,
  orderNumber: number,
  event: OrderEventType,
  parcelNumber: string | null,
): Promise<Selectable<OrdersTable> | undefined> {
  const rule = ORDER_EVENT_RULES[event];
  let query = trx
    .updateTable('orders')
    .set({ [rule.sets]: true, ...(event === 'shipped' ? { parcel_number: parcelNumber } : {}) })
    .where('tenant_id', '=', tenantId)
    .where('order_number', '=', orderNumber);
  for (const [flag, value] of Object.entries(rule.requires) as [keyof OrderFlags, boolean][]) {
    query = query.where(flag, '=', value);
  }
  return query.returningAll().executeTakeFirst();
}

/** Whether the shop has an order of this number. */
export async function orderExists(db: Db, tenantId: number, orderNumber: number): Promise<boolean> {
  return rowExists(db, 'orders', { tenant_id: tenantId, order_number: orderNumber });
}

export async function insertOrderEvent(
  trx: Db,
  e: {
    tenantId: number;
    orderId: number;
    type: OrderEventType;
    parcelNumber: string | null;
    note: string | null;
    actor: { userId: number; username: string };
  },
): Promise<void> {
  await trx
    .insertInto('order_events')
    .values({
      tenant_id: e.tenantId,
      order_id: e.orderId,
      type: e.type,
      parcel_number: e.parcelNumber,
      note: e.note,
      actor: e.actor.username,
      actor_user_id: e.actor.userId,
    })
    .execute();
}

/** The orders of a shop placed in [from, to), in id order from `afterId`, with their lines: one batch of the CSV export. */
export async function csvBatch(
  db: Db,
  f: { tenantId: number; from?: string; to?: string; timeZone: string },
  afterId: number,
  size: number,
) {
  const orders = await candidatesForExport(db, f, afterId, size).execute();
  if (orders.length === 0) return { orders, lines: [] };
  // The batch's order ids as one JSON parameter: the same statement text for any batch.
  const ids = JSON.stringify(orders.map((o) => o.id));
  const lines = await db
    .selectFrom('order_items')
    .select(['order_id', 'article_number', 'name', 'amount', 'quantity', 'price_minor'])
    .where('tenant_id', '=', f.tenantId)
    .where('order_id', 'in', sql<number>`(SELECT jsonb_array_elements_text(${ids}::jsonb)::int)`)
    .orderBy('order_id')
    .orderBy('id')
    .execute();
  return { orders, lines };
}

function candidatesForExport(
  db: Db,
  f: { tenantId: number; from?: string; to?: string; timeZone: string },
  afterId: number,
  size: number,
) {
  let query = db
    .selectFrom('orders as o')
    .leftJoin('customers as c', (j) => j.onRef('c.id', '=', 'o.customer_id').onRef('c.tenant_id', '=', 'o.tenant_id'))
    .select((eb) => ['o.id', ...listedOrderColumns(eb)])
    .where('o.tenant_id', '=', f.tenantId)
    .where('o.id', '>', afterId);
  if (f.from)
    query = query.where(sql<SqlBool>`o.order_date >= (${f.from}::date::timestamp AT TIME ZONE ${f.timeZone}::text)`);
  if (f.to)
    query = query.where(sql<SqlBool>`o.order_date < ((${f.to}::date + 1)::timestamp AT TIME ZONE ${f.timeZone}::text)`);
  return query.orderBy('o.id').limit(size);
}
