import type { Order, OrderItem } from '@shop/contract';
import { type Insertable, type RawBuilder, type Selectable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/connect.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';
import { insertOrderEvents, type OrderMailEvent } from '../mail/mail.repository.ts';

/** The tenant's administrative-fee article (charged with paper invoices), if any. */
export async function findAdministrativeFee(db: Db, tenantId: number): Promise<{ id: number; price: number } | null> {
  const row = await db
    .selectFrom('articles')
    .select(['id', 'price_minor'])
    .where('tenant_id', '=', tenantId)
    .where('administrative_fee', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, price: row.price_minor } : null;
}

/** The service articles of a shop: normal and premium freight and the administrative fee. */
export async function findServiceArticles(db: Db, tenantId: number) {
  return serviceArticlesOf(await serviceArticles(db, tenantId).execute());
}

/** The query of findServiceArticles: a shop's freight and fee articles. */
function serviceArticles(db: Db, tenantId: number) {
  return db
    .selectFrom('articles')
    .select(['id', 'article_number', 'name', 'price_minor', 'quantity', 'payer', 'freight', 'administrative_fee'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('freight', '<>', 'NONE'), eb('administrative_fee', '=', true)]))
    .orderBy('id');
}

type ServiceArticle = Awaited<ReturnType<ReturnType<typeof serviceArticles>['execute']>>[number];

function serviceArticlesOf(rows: readonly ServiceArticle[]) {
  return {
    normal: rows.find((r) => r.freight === 'NORMAL') ?? null,
    premium: rows.find((r) => r.freight === 'PREMIUM') ?? null,
    fee: rows.find((r) => r.administrative_fee) ?? null,
  };
}
export type ServiceArticles = ReturnType<typeof serviceArticlesOf>;

/** Goods articles of a shop by article number, with their product's name and first image. */
export async function findArticlesByNumber(db: Db, tenantId: number, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return articlesByNumber(db, tenantId, numbers).execute();
}
export type ArticleRow = Awaited<ReturnType<typeof findArticlesByNumber>>[number];

/** The query of findArticlesByNumber (at least one number). */
function articlesByNumber(db: Db, tenantId: number, numbers: readonly string[]) {
  return db
    .selectFrom('articles as a')
    .innerJoin('products as p', (j) => j.onRef('p.id', '=', 'a.container_id').onRef('p.tenant_id', '=', 'a.tenant_id'))
    .select([
      'a.id',
      'a.article_number',
      'a.name',
      'a.container_id',
      'a.quantity',
      'a.price_minor',
      'a.weight_grams',
      'a.free_shipping',
      'a.number_of_forms',
      'a.payer',
      'a.alternative_price',
      'a.freight',
      'a.administrative_fee',
      'p.name as product_name',
      'p.description as product_description',
      (eb) =>
        eb
          .selectFrom('images as i')
          .select('i.file_name')
          .whereRef('i.container_id', '=', 'a.container_id')
          .whereRef('i.tenant_id', '=', 'a.tenant_id')
          .orderBy('i.position')
          .limit(1)
          .as('image'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.article_number', 'in', [...numbers])
    .orderBy('a.id');
}

/** The customer an order is placed for, with the e-mail of its user. */
export async function findCustomer(db: Db, tenantId: number, customerId: number) {
  return customerQuery(db, tenantId, customerId).executeTakeFirst();
}

function customerQuery(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('customers as c')
    .leftJoin('users as u', (j) => j.onRef('u.customer_id', '=', 'c.id').onRef('u.tenant_id', '=', 'c.tenant_id'))
    .select(['c.id', 'c.payer', 'c.customer_type', 'c.allow_newsletter', 'u.email'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', customerId)
    .orderBy('u.id')
    .limit(1);
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** An Idempotency-Key as stored. */
export type StoredKey = { principal: string; request_hash: string; response_body: unknown };

/** Everything placing an order reads, read in one statement (orders.service.ts placeOrder). */
export interface OrderInputs {
  /** The goods articles of the ordered numbers. */
  articles: ArticleRow[];
  services: ServiceArticles;
  /** The signed-in customer; null for a guest or a customer not of this shop. */
  customer: CustomerRow | null;
  /** Where the shop's internal copies of confirmations go. */
  copies: string[];
  /** The Idempotency-Key's row when it was used before. */
  earlier: StoredKey | null;
}

/**
 * What placing an order reads, in one statement: the ordered goods articles, the shop's freight
 * and fee articles, the customer, the shop's copy recipients and an earlier use of the
 * Idempotency-Key. Read before the order is written: the statement that writes it
 * (insertOrder) is the order's transaction.
 */
export async function findOrderInputs(
  db: Db,
  tenantId: number,
  numbers: readonly string[],
  customerId: number | null,
  idempotencyKey: string | undefined,
): Promise<OrderInputs> {
  const row = await db
    .selectFrom('tenants as t')
    .select((eb) => [
      't.confirmation_copies',
      numbers.length > 0
        ? jsonArrayFrom(articlesByNumber(db, tenantId, numbers)).as('articles')
        : sql<ArticleRow[]>`'[]'::json`.as('articles'),
      jsonArrayFrom(serviceArticles(db, tenantId)).as('services'),
      customerId === null
        ? sql<CustomerRow | null>`null::json`.as('customer')
        : jsonObjectFrom(customerQuery(db, tenantId, customerId)).as('customer'),
      idempotencyKey === undefined
        ? sql<StoredKey | null>`null::json`.as('earlier')
        : jsonObjectFrom(
            eb
              .selectFrom('idempotency_keys as k')
              .select(['k.principal', 'k.request_hash', 'k.response_body'])
              .where('k.tenant_id', '=', tenantId)
              .where('k.key', '=', idempotencyKey),
          ).as('earlier'),
    ])
    .where('t.id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return {
    articles: row.articles,
    services: serviceArticlesOf(row.services),
    customer: row.customer,
    copies: row.confirmation_copies,
    earlier: row.earlier,
  };
}

/** The columns of an order that hold JSON: written as values, not as JSON text. */
type JsonColumns = 'delivery_address' | 'postal_address' | 'invoice_address' | 'form_data';

/** An order's row to write: its number is drawn by insertOrder. */
export type NewOrderRow = Omit<Insertable<OrdersTable>, 'id' | 'order_number' | JsonColumns> & {
  [K in JsonColumns]: unknown;
};

/** An order to write (insertOrder): its row, its item rows without the order's id, its mails. */
export interface NewOrder {
  order: NewOrderRow;
  items: Omit<Insertable<OrderItemsTable>, 'id' | 'order_id' | 'tenant_id'>[];
  /** The confirmations to queue, rendered when sent (mail/order-events.ts). */
  mails: OrderMailEvent[];
  /** The customer whose newsletter consent the order turns on, if any. */
  newsletterCustomerId: number | null;
  /** The Idempotency-Key to claim and answer with the order, if any. */
  key: { key: string; requestHash: string; principal: string; accessToken: string | null } | null;
}

/**
 * Writes an order in ONE statement, which is its transaction: the Idempotency-Key claimed with
 * its answer (when there is one), the order, its items, its confirmation events and the
 * customer's newsletter consent. The order's number is drawn first, so the key's stored answer
 * carries it. Rows travel as one JSON parameter each, typed by the table's own row type, so the
 * statement's text is the same for any number of items (one prepared statement, decision 008).
 * Null when the key is taken already (by an earlier or a concurrent request, which this waits
 * for): nothing is written then, and the stored answer stands.
 */
/**
 * What insertOrder writes, named at the head of its statement: pg_stat_activity (and a log line)
 * shows only the first kilobyte of a statement, and this one is longer.
 */
const WRITES = 'order: idempotency_keys, orders, order_items, mail_outbox, customers';

export async function insertOrder(db: Db, o: NewOrder): Promise<{ id: number; orderNumber: number } | null> {
  const tenantId = o.order.tenant_id;
  const columns = Object.keys(o.order).map((c) => sql.ref(c));
  const fields = Object.keys(o.order).map((c) => sql.ref(`r.${c}`));
  const parts: RawBuilder<unknown>[] = [sql`n AS (SELECT nextval('order_number_seq')::int AS order_number)`];
  if (o.key) {
    const answer = o.key.accessToken ? { accessToken: o.key.accessToken } : {};
    parts.push(sql`k AS (
      INSERT INTO idempotency_keys (tenant_id, key, request_hash, principal, response_status, response_body)
      SELECT ${tenantId}::int, ${o.key.key}::text, ${o.key.requestHash}::text, ${o.key.principal}::text, 200,
             jsonb_build_object('orderNumber', n.order_number) || ${JSON.stringify(answer)}::jsonb
        FROM n
      ON CONFLICT (tenant_id, key) DO NOTHING
      RETURNING key)`);
  }
  parts.push(sql`o AS (
    INSERT INTO orders (order_number, ${sql.join(columns)})
    SELECT n.order_number, ${sql.join(fields)}
      FROM n, jsonb_populate_record(null::orders, ${JSON.stringify(o.order)}::jsonb) AS r
     ${o.key ? sql`WHERE EXISTS (SELECT 1 FROM k)` : sql``}
    RETURNING id, order_number)`);
  if (o.items.length > 0) {
    parts.push(sql`i AS (
      INSERT INTO order_items (tenant_id, order_id, article_id, article_number, container_id, name, description, image,
                               amount, price_minor, quantity, payer, alternative_price, freight, administrative_fee)
      SELECT ${tenantId}::int, o.id, x.article_id, x.article_number, x.container_id, x.name, coalesce(x.description, ''),
             x.image, x.amount, x.price_minor, x.quantity, x.payer, x.alternative_price, coalesce(x.freight, 'NONE'),
             coalesce(x.administrative_fee, false)
        FROM o, jsonb_populate_recordset(null::order_items, ${JSON.stringify(o.items)}::jsonb) WITH ORDINALITY AS x
       ORDER BY x.ordinality)`);
  }
  const mails = insertOrderEvents('o', 'id', { tenantId, language: String(o.order.language) }, o.mails);
  if (mails) parts.push(sql`m AS (${mails})`);
  if (o.newsletterCustomerId !== null) {
    parts.push(sql`c AS (
      UPDATE customers SET allow_newsletter = true
       WHERE tenant_id = ${tenantId}::int AND id = ${o.newsletterCustomerId}::int AND EXISTS (SELECT 1 FROM o))`);
  }
  const { rows } = await sql<{
    id: number;
    order_number: number;
  }>`WITH /* ${sql.raw(WRITES)} */ ${sql.join(parts)} SELECT id, order_number FROM o`.execute(db);
  const row = rows[0];
  return row ? { id: row.id, orderNumber: row.order_number } : null;
}

/**
 * For ajaxSendConfirmationEmail, inside its transaction: an order's id and language, locked
 * until the transaction ends (one copy request of an order at a time), and the dedupe keys of
 * the mails queued for it.
 */
export async function lockOrderMails(
  db: Db,
  tenantId: number,
  orderNumber: number,
): Promise<{ id: number; language: string; keys: string[] }> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'language'])
    .where('tenant_id', '=', tenantId)
    .where('order_number', '=', orderNumber)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const sent = await db
    .selectFrom('mail_outbox')
    .select(['dedupe_key'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', row.id)
    .execute();
  return { ...row, keys: sent.map((m) => m.dedupe_key ?? '') };
}

/** Whom an order may be shown to: its customer, or the guest holding its access token. */
export type OrderAccess = { customerId: number } | { guestTokenHash: string };

/** One order of a shop as the API shows it, if the caller may see it. */
export async function findOrder(
  db: Db,
  tenantId: number,
  orderNumber: number,
  access: OrderAccess,
): Promise<Order | null> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_number', '=', orderNumber);
  query =
    'customerId' in access
      ? query.where('customer_id', '=', access.customerId)
      : query.where('customer_id', 'is', null).where('guest_access_token_hash', '=', access.guestTokenHash);
  const order = await query.executeTakeFirst();
  if (!order) return null;
  return toOrder(order, await findOrderItems(db, tenantId, order.id));
}

/** An order by its id (the sender renders its confirmation from it); null when it is gone. */
export async function findOrderById(db: Db, tenantId: number, orderId: number): Promise<Order | null> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return order ? toOrder(order, await findOrderItems(db, tenantId, order.id)) : null;
}

async function findOrderItems(db: Db, tenantId: number, orderId: number): Promise<OrderItem[]> {
  return (await findItemsOfOrders(db, tenantId, [orderId])).get(orderId) ?? [];
}

/** The items of several orders of a shop in one query, by order id. */
export async function findItemsOfOrders(
  db: Db,
  tenantId: number,
  orderIds: readonly number[],
): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', 'in', [...orderIds])
    .orderBy('id')
    .execute();
  for (const r of rows) {
    byOrder.get(r.order_id)?.push({
      articleNumber: r.article_number,
      amount: r.amount,
      price: r.price_minor,
      quantity: r.quantity,
      name: r.name,
      description: r.description,
      image: r.image,
      containerId: r.container_id,
      payer: r.payer as OrderItem['payer'],
      alternativePrice: r.alternative_price,
      freight: r.freight,
      administrativeFee: r.administrative_fee,
    });
  }
  return byOrder;
}

function jsonOf(value: unknown): Record<string, string | null> | null {
  if (value === null || value === undefined) return null;
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, string | null>) : null;
}

/** An order row and its items as the API shows them. */
export function toOrder(order: Selectable<OrdersTable>, items: OrderItem[]): Order {
  const delivery = jsonOf(order.delivery_address);
  const postal = jsonOf(order.postal_address);
  const contact = order.address_type === 'POSTAL' ? postal : delivery;
  return {
    orderNumber: order.order_number,
    orderDate: new Date(order.order_date).toISOString(),
    totalPrice: order.total_gross_minor,
    totals: { net: order.total_net_minor, vat: order.total_vat_minor, gross: order.total_gross_minor },
    shipping: order.shipping_minor,
    administrativeFee: order.administrative_fee_minor,
    currency: order.currency.trim(),
    vatPercent: order.vat_basis_points / 100,
    premiumSelected: order.premium_selected,
    addressType: order.address_type,
    orderItems: items,
    canceled: order.canceled,
    printed: order.printed,
    invoiced: order.invoiced,
    parcelNumber: order.parcel_number,
    deliveryAddress: delivery,
    postalAddress: postal,
    invoiceAddress: jsonOf(order.invoice_address),
    message: order.message,
    email: contact?.contactNotificationInformation ?? null,
  };
}

export async function findIdempotencyKey(db: Db, tenantId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
}
