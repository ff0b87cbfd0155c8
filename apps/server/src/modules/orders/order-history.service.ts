import { ORDER_NOT_CANCELABLE, type Order, type Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import {
  cancelCustomerOrder,
  countCustomerOrders,
  customerOrderExists,
  insertCustomerCancelEvent,
  listCustomerOrders,
} from './order-history.repository.ts';

export interface Caller {
  tenant: Tenant;
  auth: AccessClaims | null;
}

/** The customer the session acts for (the selected store on the internal shop). */
function customerOf(caller: Caller): number {
  const id = caller.auth?.customerId;
  if (!id) throw new OperationError(404, 'not_found');
  return id;
}

export async function listOrders(
  ctx: AppContext,
  caller: Caller,
  page: { pattern: string | null; limit: number; offset: number },
): Promise<Order[]> {
  return listCustomerOrders(ctx.db, caller.tenant.id, customerOf(caller), page, caller.tenant.parcelTrackingUrl);
}

export async function countOrders(ctx: AppContext, caller: Caller, pattern: string | null): Promise<number> {
  return countCustomerOrders(ctx.db, caller.tenant.id, customerOf(caller), pattern);
}

/**
 * Cancels one of the caller's orders, and records it in the order's history, in one transaction.
 * The condition (the state machine's rule for 'canceled': not canceled, printed, invoiced or
 * shipped) is part of the UPDATE itself, so an operator's concurrent 'printed' can never leave
 * the order both. Unknown numbers and other customers' orders: 404; refused: 409
 * order_not_cancelable.
 */
export async function cancelOrder(ctx: AppContext, caller: Caller, orderNumber: number): Promise<void> {
  const customerId = customerOf(caller);
  const tenantId = caller.tenant.id;
  const userId = caller.auth?.userId ?? null;
  const canceled = await ctx.db.transaction().execute(async (trx) => {
    const order = await cancelCustomerOrder(trx, tenantId, customerId, orderNumber);
    if (order) await insertCustomerCancelEvent(trx, { tenantId, orderId: order.id, userId });
    return order !== null;
  });
  if (canceled) return;
  if (await customerOrderExists(ctx.db, tenantId, customerId, orderNumber)) {
    throw new OperationError(409, ORDER_NOT_CANCELABLE);
  }
  throw new OperationError(404, 'not_found');
}
