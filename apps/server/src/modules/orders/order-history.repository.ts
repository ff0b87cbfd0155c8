import { ORDER_EVENT_RULES, type Order, type OrderFlags } from '@shop/contract';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like.ts';
import { countRows } from '../../db/rows.ts';
import type { OrdersTable } from '../../db/schema.ts';
import { findItemsOfOrders, toOrder } from './orders.repository.ts';

function ordersOf(db: Db, tenantId: number, customerId: number, pattern: string | null) {
  let query = db.selectFrom('orders as o').where('o.tenant_id', '=', tenantId).where('o.customer_id', '=', customerId);
  if (pattern) {
    const like = containsPattern(pattern);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`o.order_number::text`, 'like', like),
        eb.exists(
          eb
            .selectFrom('order_items as i')
            .select('i.id')
            .whereRef('i.order_id', '=', 'o.id')
            .whereRef('i.tenant_id', '=', 'o.tenant_id')
            .where((w) => w.or([w('i.article_number', 'ilike', like), w('i.name', 'ilike', like)])),
        ),
      ]),
    );
  }
  return query;
}

/**
 * A page of a customer's orders, newest first, each with its tracking link where the shop names
 * a tracking page (`parcelTrackingUrl`, the tenant's).
 */
export async function listCustomerOrders(
  db: Db,
  tenantId: number,
  customerId: number,
  page: { pattern: string | null; limit: number; offset: number },
  parcelTrackingUrl: string | null,
): Promise<Order[]> {
  const rows = await ordersOf(db, tenantId, customerId, page.pattern)
    .selectAll('o')
    .orderBy('o.order_date', 'desc')
    .orderBy('o.order_number', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // The page's items in one query, not one per order.
  const items = await findItemsOfOrders(
    db,
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrder(row, items.get(row.id) ?? [], parcelTrackingUrl));
}

export function countCustomerOrders(
  db: Db,
  tenantId: number,
  customerId: number,
  pattern: string | null,
): Promise<number> {
  return countRows(ordersOf(db, tenantId, customerId, pattern));
}

/**
 * Cancels an order of this customer in one conditional statement, whose WHERE is the order state
 * machine's precondition of 'canceled' (`ORDER_EVENT_RULES`, the rule the back office's events
 * follow too): a concurrent 'printed' or 'shipped' can never leave the order both. The order's
 * id when it was canceled; null when nothing matched.
 */
export async function cancelCustomerOrder(
  db: Db,
  tenantId: number,
  customerId: number,
  orderNumber: number,
): Promise<{ id: number } | null> {
  const rule = ORDER_EVENT_RULES.canceled;
  let update = db
    .updateTable('orders')
    .set({ [rule.sets]: true } as Updateable<OrdersTable>)
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('order_number', '=', orderNumber);
  for (const [flag, value] of Object.entries(rule.requires) as [keyof OrderFlags, boolean][]) {
    update = update.where(flag, '=', value);
  }
  return (await update.returning('id').executeTakeFirst()) ?? null;
}

/** Records the customer's own cancel in the order's history (who: the customer, and its user). */
export async function insertCustomerCancelEvent(
  db: Db,
  event: { tenantId: number; orderId: number; userId: number | null },
): Promise<void> {
  await db
    .insertInto('order_events')
    .values({
      tenant_id: event.tenantId,
      order_id: event.orderId,
      type: 'canceled',
      actor: 'customer',
      actor_user_id: event.userId,
    })
    .execute();
}

/** The id of this customer's order with this number in this shop; undefined when it has none. */
export async function customerOrderId(
  db: Db,
  tenantId: number,
  customerId: number,
  orderNumber: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row?.id;
}

/** Whether this customer has an order with this number in this shop. */
export async function customerOrderExists(
  db: Db,
  tenantId: number,
  customerId: number,
  orderNumber: number,
): Promise<boolean> {
  return (await customerOrderId(db, tenantId, customerId, orderNumber)) !== undefined;
}
