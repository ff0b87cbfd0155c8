import type { Db } from '../../db/connect.ts';
import { replaceOrderedRows } from '../../db/rows.ts';
import { customerOrderId } from '../orders/order-history.repository.ts';

/**
 * Order lists (migration 025), always of one tenant and one customer (the one the session acts
 * for): a list of another customer or tenant is not found.
 */

export async function listSummaries(db: Db, tenantId: number, customerId: number) {
  return db
    .selectFrom('order_lists as l')
    .select((eb) => [
      'l.id',
      'l.name',
      'l.updated_at',
      eb
        .selectFrom('order_list_lines as ll')
        .select((c) => c.fn.countAll<string>().as('n'))
        .whereRef('ll.list_id', '=', 'l.id')
        .as('lines'),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.customer_id', '=', customerId)
    .orderBy('l.updated_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

export async function countLists(db: Db, tenantId: number, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('order_lists')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer's list, locked for a change when `lock`. */
export async function findList(db: Db, tenantId: number, customerId: number, id: number, lock = false) {
  let q = db
    .selectFrom('order_lists')
    .select(['id', 'name', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function listLines(db: Db, tenantId: number, listId: number) {
  return db
    .selectFrom('order_list_lines')
    .select(['article_id', 'amount'])
    .where('tenant_id', '=', tenantId)
    .where('list_id', '=', listId)
    .orderBy('position')
    .execute();
}

export async function insertList(db: Db, tenantId: number, customerId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('order_lists')
    .values({ tenant_id: tenantId, customer_id: customerId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function touchList(db: Db, tenantId: number, id: number, name?: string): Promise<void> {
  await db
    .updateTable('order_lists')
    .set((eb) => ({ updated_at: eb.fn('now'), ...(name === undefined ? {} : { name }) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Replaces a list's lines with these, in this order. */
export function replaceLines(
  db: Db,
  tenantId: number,
  listId: number,
  lines: readonly { articleId: number; amount: number }[],
): Promise<void> {
  return replaceOrderedRows(
    db,
    'order_list_lines',
    { tenant_id: tenantId, list_id: listId },
    lines.map((l) => ({ article_id: l.articleId, amount: l.amount })),
  );
}

export async function deleteList(db: Db, tenantId: number, customerId: number, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('order_lists')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The articles and amounts of one of the customer's orders (lines whose article still exists), in order. */
export async function orderLines(db: Db, tenantId: number, customerId: number, orderNumber: number) {
  const orderId = await customerOrderId(db, tenantId, customerId, orderNumber);
  if (orderId === undefined) return undefined;
  return db
    .selectFrom('order_items')
    .select(['article_id', 'amount'])
    .where('order_id', '=', orderId)
    .where('article_id', 'is not', null)
    .orderBy('id')
    .execute();
}
