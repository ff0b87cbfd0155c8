import type { Order } from '@shop/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { findItemsOfOrders, toOrder } from './orders.repository.ts';

/** LIKE pattern matching the text anywhere, with the wildcards of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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

/** A page of a customer's orders, newest first. */
export async function listCustomerOrders(
  db: Db,
  tenantId: number,
  customerId: number,
  page: { pattern: string | null; limit: number; offset: number },
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
  return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
}

export async function countCustomerOrders(
  db: Db,
  tenantId: number,
  customerId: number,
  pattern: string | null,
): Promise<number> {
  const row = await ordersOf(db, tenantId, customerId, pattern)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Cancels an order of this customer in one conditional statement: only while it is not
 * canceled, printed or invoiced. False when nothing matched.
 */
export async function cancelCustomerOrder(
  db: Db,
  tenantId: number,
  customerId: number,
  orderNumber: number,
): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ canceled: true })
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('order_number', '=', orderNumber)
    .where('canceled', '=', false)
    .where('printed', '=', false)
    .where('invoiced', '=', false)
    .returning('order_number')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this customer has an order with this number in this shop. */
export async function customerOrderExists(
  db: Db,
  tenantId: number,
  customerId: number,
  orderNumber: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row !== undefined;
}
