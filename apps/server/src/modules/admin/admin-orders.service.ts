import type { Readable } from 'node:stream';
import {
  ADMIN_COUNT_CAP,
  type AdminOrder,
  type AdminOrderListAnswer,
  type AdminOrderListQuerySchema,
  allowedEvents,
  decimalOfMinor,
  localize,
  ORDER_CSV_COLUMNS,
  ORDER_EVENT_RULES,
  type OrderEventBody,
  orderStatusOf,
  type Tenant,
  TRANSITION_NOT_ALLOWED,
  tenantTimeZone,
  trackingLink,
} from '@shop/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { containsPattern, escapeLike } from '../../db/like.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { OperationError } from '../../plugins/errors.ts';
import { queueShippedMail } from '../mail/order-shipped.ts';
import { findItemsOfOrders, toOrder } from '../orders/orders.repository.ts';
import type { Operator } from './admin-guard.ts';
import {
  type AdminOrderRow,
  countAdminOrders,
  csvBatch,
  findAdminOrder,
  findArticleOrderIds,
  findOrderEvents,
  insertOrderEvent,
  listAdminOrders,
  type OrderListFilter,
  type OrderSearch,
  orderExists,
  updateOrderForEvent,
} from './admin-orders.repository.ts';
import { writeAudit } from './audit.ts';

const MAX_ORDER_NUMBER = 2_147_483_647;

/** Up to this many order lines of a searched article number, their orders are fetched by id. */
const ARTICLE_LINES_BY_ID = 2000;

/**
 * What a search text asks for, each kind read from indexes of its own: digits are an order
 * number or a customer number (8 digits), exactly; a text with '@' an e-mail, exactly (any
 * case); anything else part of the customer's company or name, the start of the recipient, or
 * part of an article number.
 */
export function searchOf(q: string | undefined): OrderSearch | null {
  const text = q?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return {
      kind: 'number',
      orderNumber: n >= 1 && n <= MAX_ORDER_NUMBER ? n : null,
      customerNumber: text.length === 8 ? text : null,
    };
  }
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  return {
    kind: 'text',
    text,
    pattern: containsPattern(text),
    prefix: `${escapeLike(text.toLowerCase())}%`,
    articleOrders: null,
  };
}

type ListQuery = Omit<z.infer<typeof AdminOrderListQuerySchema>, 'tenant'>;

/** A page of the back office's order list and its count (capped: `totalIsLowerBound`). */
export async function listOrders(
  ctx: AppContext,
  tenant: Tenant,
  query: ListQuery,
  cap = ADMIN_COUNT_CAP,
): Promise<AdminOrderListAnswer> {
  const filter: OrderListFilter = {
    tenantId: tenant.id,
    status: query.status,
    from: query.from,
    to: query.to,
    timeZone: tenantTimeZone(tenant.installationCountry),
    search: searchOf(query.q),
  };
  if (filter.search?.kind === 'text') {
    filter.search.articleOrders = await findArticleOrderIds(ctx.db, tenant.id, filter.search, ARTICLE_LINES_BY_ID);
  }
  const [items, counted] = await Promise.all([
    listAdminOrders(ctx.db, filter, { sort: query.sort, limit: query.limit, offset: query.offset }),
    countAdminOrders(ctx.db, filter, cap),
  ]);
  return { items, total: Math.min(counted.n, cap), totalIsLowerBound: counted.n > cap || counted.partial };
}

/** An order as the back office shows it; 404 when the shop has no order of that number. */
export async function getOrder(ctx: AppContext, tenant: Tenant, orderNumber: number): Promise<AdminOrder> {
  const order = await readOrder(ctx.db, tenant, orderNumber);
  if (!order) throw new OperationError(404, 'not_found');
  return order;
}

async function readOrder(db: Db, tenant: Tenant, orderNumber: number): Promise<AdminOrder | null> {
  const row = await findAdminOrder(db, tenant.id, orderNumber);
  if (!row) return null;
  const [items, events] = await Promise.all([
    findItemsOfOrders(db, tenant.id, [row.id]),
    findOrderEvents(db, tenant.id, row.id),
  ]);
  return toAdminOrder(tenant, row, items.get(row.id) ?? [], events);
}

function toAdminOrder(
  tenant: Tenant,
  row: AdminOrderRow,
  items: Parameters<typeof toOrder>[1],
  events: Awaited<ReturnType<typeof findOrderEvents>>,
): AdminOrder {
  // Addresses, totals, payment and the contact e-mail as the shop's own order answers show them.
  const order = toOrder(row, items);
  const flags = { canceled: row.canceled, printed: row.printed, invoiced: row.invoiced, shipped: row.shipped };
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    status: orderStatusOf(flags),
    ...flags,
    parcelNumber: row.parcel_number,
    trackingUrl: trackingLink(tenant.parcelTrackingUrl, row.parcel_number),
    customerNumber: row.customer_number,
    name: row.customer_name,
    email: order.email ?? row.user_email,
    privateCustomer: order.privateCustomer,
    payment: order.payment,
    currency: order.currency,
    vatPercent: order.vatPercent,
    totals: order.totals,
    shipping: order.shipping,
    administrativeFee: order.administrativeFee,
    premiumSelected: order.premiumSelected,
    lines: order.orderItems.map((item) => ({
      articleNumber: item.articleNumber,
      name: item.name,
      amount: item.amount,
      quantity: item.quantity,
      price: item.price,
      payer: item.payer,
      alternativePrice: item.alternativePrice,
    })),
    deliveryAddress: order.deliveryAddress,
    postalAddress: order.postalAddress,
    invoiceAddress: order.invoiceAddress,
    message: order.message,
    formData: formDataOf(row.form_data),
    history: [
      { type: 'placed', at: order.orderDate, by: null, parcelNumber: null, note: null },
      ...events.map((e) => ({
        type: e.type,
        at: new Date(e.created_at).toISOString(),
        by: e.actor,
        parcelNumber: e.parcel_number,
        note: e.note,
      })),
    ],
    allowedEvents: allowedEvents(flags),
  };
}

function formDataOf(value: unknown): Record<string, unknown> | null {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

/**
 * An operator's event on an order, in one transaction: the conditional UPDATE of the state
 * machine, the order's event row, the audit row, and for 'shipped' the customer's mail. When the
 * UPDATE matches nothing, nothing is written: 404 when the shop has no such order, else 409
 * transition_not_allowed.
 */
export async function recordOrderEvent(
  ctx: AppContext,
  operator: Operator,
  orderNumber: number,
  body: OrderEventBody,
): Promise<AdminOrder> {
  const { tenant, actor } = operator;
  const parcelNumber = body.type === 'shipped' ? (body.parcelNumber ?? null) : null;
  const note = body.note ? body.note : null;
  const order = await ctx.db.transaction().execute(async (trx) => {
    const row = await updateOrderForEvent(trx, tenant.id, orderNumber, body.type, parcelNumber);
    if (!row) {
      if (await orderExists(trx, tenant.id, orderNumber)) throw new OperationError(409, TRANSITION_NOT_ALLOWED);
      throw new OperationError(404, 'not_found');
    }
    const after = { canceled: row.canceled, printed: row.printed, invoiced: row.invoiced, shipped: row.shipped };
    // Every event requires its own flag unset, so the state before is the state after without it.
    const before = { ...after, [ORDER_EVENT_RULES[body.type].sets]: false };
    await insertOrderEvent(trx, { tenantId: tenant.id, orderId: row.id, type: body.type, parcelNumber, note, actor });
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'order',
      entityId: orderNumber,
      action: body.type,
      changes: {
        status: { from: orderStatusOf(before), to: orderStatusOf(after) },
        ...(parcelNumber ? { parcelNumber } : {}),
        ...(note ? { note } : {}),
      },
    });
    if (body.type === 'shipped') await queueShippedMail(trx, { tenantId: tenant.id, orderId: row.id });
    return readOrder(trx, tenant, orderNumber);
  });
  if (body.type === 'shipped') ctx.mail.kick();
  if (!order) throw new OperationError(404, 'not_found');
  return order;
}

/** Orders per read of the CSV export: memory holds one batch, whatever the size of the export. */
export const CSV_BATCH = 500;

/**
 * The shop's orders placed from `from` to `to` (whole days, inclusive) as CSV: the header row,
 * then one row per order line. The orders are read in batches of CSV_BATCH by id while the
 * answer is sent, and a batch is read only when the reader has taken the rows before it
 * (backpressure), so memory holds about one batch whatever the size of the export. A failure
 * after the first rows ends the stream with its error (the reader sees a broken download, never
 * a partial file that looks whole). Money as decimals of the currency's major unit; article
 * names in the shop's language.
 */
export function ordersCsv(ctx: AppContext, tenant: Tenant, range: { from?: string; to?: string }): Readable {
  const filter = { tenantId: tenant.id, ...range, timeZone: tenantTimeZone(tenant.installationCountry) };
  const language = tenant.defaultLanguage;
  return csvStream({ header: true, columns: [...ORDER_CSV_COLUMNS] }, async function* () {
    let afterId = 0;
    for (;;) {
      const { orders, lines } = await csvBatch(ctx.db, filter, afterId, CSV_BATCH);
      const linesOf = Map.groupBy(lines, (line) => line.order_id);
      for (const order of orders) {
        const common = {
          orderNumber: order.order_number,
          orderDate: new Date(order.order_date).toISOString(),
          status: order.status,
          customerNumber: order.customer_number ?? '',
          name: order.name ?? '',
          email: order.email ?? '',
          currency: order.currency.trim(),
          orderTotal: decimalOfMinor(order.total_gross_minor),
          parcelNumber: order.parcel_number ?? '',
        };
        for (const line of linesOf.get(order.id) ?? []) {
          yield {
            ...common,
            articleNumber: line.article_number,
            articleName: localize(line.name, language),
            amount: line.amount,
            packageSize: line.quantity,
            linePrice: decimalOfMinor(line.price_minor),
          };
        }
      }
      if (orders.length < CSV_BATCH) break;
      afterId = orders[orders.length - 1]?.id ?? afterId;
    }
  });
}
