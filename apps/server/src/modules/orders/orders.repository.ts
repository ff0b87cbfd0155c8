import type { Order, OrderItem } from '@shop/contract';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import type { OrdersTable } from '../../db/schema.ts';

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
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('freight', '<>', 'NONE'), eb('administrative_fee', '=', true)]))
    .orderBy('id')
    .execute();
  return {
    normal: rows.find((r) => r.freight === 'NORMAL') ?? null,
    premium: rows.find((r) => r.freight === 'PREMIUM') ?? null,
    fee: rows.find((r) => r.administrative_fee) ?? null,
  };
}
export type ServiceArticles = Awaited<ReturnType<typeof findServiceArticles>>;

/** Goods articles of a shop by article number, with their product's name and first image. */
export async function findArticlesByNumber(db: Db, tenantId: number, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
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
    .execute();
}
export type ArticleRow = Awaited<ReturnType<typeof findArticlesByNumber>>[number];

/** The customer an order is placed for, with the e-mail of its user. */
export async function findCustomer(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('customers as c')
    .leftJoin('users as u', (j) => j.onRef('u.customer_id', '=', 'c.id').onRef('u.tenant_id', '=', 'c.tenant_id'))
    .select(['c.id', 'c.payer', 'c.customer_type', 'c.allow_newsletter', 'u.email'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', customerId)
    .executeTakeFirst();
}

/** Mail settings of a shop that the web app never sees. */
export async function findMailSettings(db: Db, tenantId: number) {
  return db
    .selectFrom('tenants')
    .select(['confirmation_copies', 'base_url'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
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

/** An order by its id (inside the placing transaction). */
export async function findOrderById(db: Db, tenantId: number, orderId: number): Promise<Order> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return toOrder(order, await findOrderItems(db, tenantId, order.id));
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

/** Takes an idempotency key; false when it is already taken (the first request's answer stands). */
export async function claimIdempotencyKey(
  db: Db,
  row: { tenantId: number; key: string; requestHash: string; principal: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ tenant_id: row.tenantId, key: row.key, request_hash: row.requestHash, principal: row.principal })
    .onConflict((oc) => oc.columns(['tenant_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findIdempotencyKey(db: Db, tenantId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeIdempotentAnswer(db: Db, tenantId: number, key: string, status: number, body: unknown) {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: JSON.stringify(body) })
    .where('tenant_id', '=', tenantId)
    .where('key', '=', key)
    .execute();
}

/** Mails queued for an order, per recipient (at most one each). */
export async function countOrderMails(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.n;
}
