import { type Order, type OrderItem, trackingLink } from '@shop/contract';
import { type Insertable, type RawBuilder, type Selectable, sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { articlesWithProducts, JOINED_ARTICLE_COLUMNS } from '../../db/articles.ts';
import type { Db } from '../../db/connect.ts';
import { KeptStatement } from '../../db/kept-statement.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/schema.ts';
import { insertOrderEvents, type OrderMailEvent, orderEventRows } from '../mail/mail.repository.ts';

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
    .where((eb) => eb.or([eb('freight', '<>', sql.lit('NONE')), eb('administrative_fee', '=', sql.lit(true))]))
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

/** Goods articles of a shop by article number, with their product's name and first image; inactive ones are not found. */
export async function findArticlesByNumber(db: Db, tenantId: number, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return articlesByNumber(db, tenantId, JSON.stringify(numbers)).execute();
}
export type ArticleRow = Awaited<ReturnType<typeof findArticlesByNumber>>[number];

/** The query of findArticlesByNumber: `numbers` is a JSON array of article numbers (one parameter for any number). */
function articlesByNumber(db: Db, tenantId: number, numbers: string) {
  return articlesWithProducts(db)
    .select([
      ...JOINED_ARTICLE_COLUMNS,
      'p.name as product_name',
      'p.description as product_description',
      (eb) =>
        eb
          .selectFrom('images as i')
          .select('i.file_name')
          .whereRef('i.container_id', '=', 'a.container_id')
          .whereRef('i.tenant_id', '=', 'a.tenant_id')
          .orderBy('i.position')
          .limit(sql.lit(1))
          .as('image'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.active', '=', sql.lit(true))
    .where('p.active', '=', sql.lit(true))
    .where('a.article_number', 'in', sql<string>`(SELECT jsonb_array_elements_text(${numbers}::jsonb))`)
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
    .limit(sql.lit(1));
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
  /** What the postal directory says of the postcodes asked about; null when none were asked. */
  postal: { directory: boolean; known: string[] } | null;
}

/**
 * What placing an order reads, in one statement: the ordered goods articles, the shop's freight
 * and fee articles, the customer, the shop's copy recipients and an earlier use of the
 * Idempotency-Key, and what the postal directory holds of the order's postcodes. Read before the order is written: the statement that writes it
 * (insertOrder) is the order's transaction.
 */
export async function findOrderInputs(
  db: Db,
  tenantId: number,
  numbers: readonly string[],
  customerId: number | null,
  idempotencyKey: string | undefined,
  postcodes: { country: string; zips: readonly string[] } | null = null,
): Promise<OrderInputs> {
  const shape = {
    numbers: numbers.length > 0,
    customer: customerId !== null,
    key: idempotencyKey !== undefined,
    postal: postcodes !== null,
  };
  const shapeKey = `${+shape.numbers}${+shape.customer}${+shape.key}${+shape.postal}`;
  const [row] = await orderInputs.run(db, shapeKey, shape, {
    tenantId,
    numbers: JSON.stringify(numbers),
    customerId: customerId ?? 0,
    key: idempotencyKey ?? '',
    country: postcodes?.country ?? '',
    zips: JSON.stringify(postcodes?.zips ?? []),
  });
  if (!row) throw new Error(`findOrderInputs: no shop ${tenantId}`);
  return {
    articles: row.articles,
    services: serviceArticlesOf(row.services),
    customer: row.customer,
    copies: row.confirmation_copies,
    earlier: row.earlier,
    postal: row.postal,
  };
}

/** findOrderInputs' statement, kept compiled (decision 014); its parts by what the order has. */
const orderInputs = new KeptStatement(
  (
    db: Db,
    s: { tenantId: number; numbers: string; customerId: number; key: string; country: string; zips: string },
    shape: { numbers: boolean; customer: boolean; key: boolean; postal: boolean },
  ) =>
    db
      .selectFrom('tenants as t')
      .select((eb) => [
        't.confirmation_copies',
        shape.numbers
          ? jsonArrayFrom(articlesByNumber(db, s.tenantId, s.numbers)).as('articles')
          : sql<ArticleRow[]>`'[]'::json`.as('articles'),
        jsonArrayFrom(serviceArticles(db, s.tenantId)).as('services'),
        shape.customer
          ? jsonObjectFrom(customerQuery(db, s.tenantId, s.customerId)).as('customer')
          : sql<CustomerRow | null>`null::json`.as('customer'),
        shape.key
          ? jsonObjectFrom(
              eb
                .selectFrom('idempotency_keys as k')
                .select(['k.principal', 'k.request_hash', 'k.response_body'])
                .where('k.tenant_id', '=', s.tenantId)
                .where('k.key', '=', s.key),
            ).as('earlier')
          : sql<StoredKey | null>`null::json`.as('earlier'),
        shape.postal
          ? sql<{ directory: boolean; known: string[] }>`json_build_object(
              'directory', EXISTS (SELECT 1 FROM postal_directory WHERE country = ${s.country}::text),
              'known', coalesce((SELECT json_agg(DISTINCT zip_code) FROM postal_directory
                                  WHERE country = ${s.country}::text
                                    AND zip_code IN (SELECT jsonb_array_elements_text(${s.zips}::jsonb))), '[]'::json))`.as(
              'postal',
            )
          : sql<{ directory: boolean; known: string[] } | null>`null::json`.as('postal'),
      ])
      .where('t.id', '=', s.tenantId),
);

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
  const mailRows = orderEventRows(o.mails);
  const shape = {
    columns: Object.keys(o.order),
    key: o.key !== null,
    items: o.items.length > 0,
    mails: mailRows !== null,
    newsletter: o.newsletterCustomerId !== null,
  };
  const shapeKey = `${shape.columns.join(',')}|${+shape.key}${+shape.items}${+shape.mails}${+shape.newsletter}`;
  const [row] = await orderWrite.run(db, shapeKey, shape, {
    tenantId: o.order.tenant_id,
    key: o.key?.key ?? '',
    requestHash: o.key?.requestHash ?? '',
    principal: o.key?.principal ?? '',
    answer: JSON.stringify(o.key?.accessToken ? { accessToken: o.key.accessToken } : {}),
    order: JSON.stringify(o.order),
    items: JSON.stringify(o.items),
    language: String(o.order.language),
    mailRows: mailRows ?? '[]',
    newsletterCustomerId: o.newsletterCustomerId ?? 0,
  });
  return row ? { id: row.id, orderNumber: row.order_number } : null;
}

/** insertOrder's statement, kept compiled (decision 014); its parts by what the order has. */
const orderWrite = new KeptStatement(
  (
    _db: Db,
    s: {
      tenantId: number;
      key: string;
      requestHash: string;
      principal: string;
      answer: string;
      order: string;
      items: string;
      language: string;
      mailRows: string;
      newsletterCustomerId: number;
    },
    shape: { columns: string[]; key: boolean; items: boolean; mails: boolean; newsletter: boolean },
  ) => {
    const columns = shape.columns.map((c) => sql.ref(c));
    const fields = shape.columns.map((c) => sql.ref(`r.${c}`));
    const parts: RawBuilder<unknown>[] = [sql`n AS (SELECT nextval('order_number_seq')::int AS order_number)`];
    if (shape.key) {
      parts.push(sql`k AS (
      INSERT INTO idempotency_keys (tenant_id, key, request_hash, principal, response_status, response_body)
      SELECT ${s.tenantId}::int, ${s.key}::text, ${s.requestHash}::text, ${s.principal}::text, 200,
             jsonb_build_object('orderNumber', n.order_number) || ${s.answer}::jsonb
        FROM n
      ON CONFLICT (tenant_id, key) DO NOTHING
      RETURNING key)`);
    }
    parts.push(sql`o AS (
    INSERT INTO orders (order_number, ${sql.join(columns)})
    SELECT n.order_number, ${sql.join(fields)}
      FROM n, jsonb_populate_record(null::orders, ${s.order}::jsonb) AS r
     ${shape.key ? sql`WHERE EXISTS (SELECT 1 FROM k)` : sql``}
    RETURNING id, order_number)`);
    if (shape.items) {
      parts.push(sql`i AS (
      INSERT INTO order_items (tenant_id, order_id, article_id, article_number, container_id, name, description, image,
                               amount, price_minor, quantity, payer, alternative_price, freight, administrative_fee)
      SELECT ${s.tenantId}::int, o.id, x.article_id, x.article_number, x.container_id, x.name, coalesce(x.description, ''),
             x.image, x.amount, x.price_minor, x.quantity, x.payer, x.alternative_price, coalesce(x.freight, 'NONE'),
             coalesce(x.administrative_fee, false)
        FROM o, jsonb_populate_recordset(null::order_items, ${s.items}::jsonb) WITH ORDINALITY AS x
       ORDER BY x.ordinality)`);
    }
    if (shape.mails) {
      const mails = insertOrderEvents('o', 'id', { tenantId: s.tenantId, language: s.language, rows: s.mailRows });
      parts.push(sql`m AS (${mails})`);
    }
    if (shape.newsletter) {
      parts.push(sql`c AS (
      UPDATE customers SET allow_newsletter = true
       WHERE tenant_id = ${s.tenantId}::int AND id = ${s.newsletterCustomerId}::int AND EXISTS (SELECT 1 FROM o))`);
    }
    return sql<{
      id: number;
      order_number: number;
    }>`WITH /* ${sql.raw(WRITES)} */ ${sql.join(parts)} SELECT id, order_number FROM o`;
  },
);

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

/**
 * One order of a shop as the API shows it, if the caller may see it; its tracking link from the
 * shop's `parcelTrackingUrl`.
 */
export async function findOrder(
  db: Db,
  tenantId: number,
  orderNumber: number,
  access: OrderAccess,
  parcelTrackingUrl: string | null = null,
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
  return toOrder(order, await findOrderItems(db, tenantId, order.id), parcelTrackingUrl);
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

/**
 * How an order is paid: consumers in advance; an invoiced order by the invoice kind it stored
 * (orders from before the kind was stored: by the fields the invoice address carries).
 */
function paymentOf(privateCustomer: boolean, invoice: Record<string, string | null> | null): Order['payment'] {
  if (privateCustomer) return 'ADVANCE';
  if (!invoice) return null;
  const stored = invoice.invoiceType;
  if (stored === 'E-INVOICE' || stored === 'PDF' || stored === 'PAPER') return stored;
  if (invoice.electronicInvoiceSystemAddress) return 'E-INVOICE';
  return invoice.emailInvoiceAddress ? 'PDF' : 'PAPER';
}

/**
 * An order row and its items as the API shows them; `parcelTrackingUrl` is the shop's tracking
 * page (its parcel's link is null without one).
 */
export function toOrder(
  order: Selectable<OrdersTable>,
  items: OrderItem[],
  parcelTrackingUrl: string | null = null,
): Order {
  const delivery = jsonOf(order.delivery_address);
  const postal = jsonOf(order.postal_address);
  const invoice = jsonOf(order.invoice_address);
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
    shipped: order.shipped,
    parcelNumber: order.parcel_number,
    trackingUrl: trackingLink(parcelTrackingUrl, order.parcel_number),
    deliveryAddress: delivery,
    postalAddress: postal,
    invoiceAddress: invoice,
    message: order.message,
    email: contact?.contactNotificationInformation ?? null,
    privateCustomer: order.private_customer,
    payment: paymentOf(order.private_customer, invoice),
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
