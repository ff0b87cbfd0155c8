import { ORDER_NOT_CANCELABLE, type Order, type Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import {
  cancelCustomerOrder,
  countCustomerOrders,
  customerOrderExists,
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
  return listCustomerOrders(ctx.db, caller.tenant.id, customerOf(caller), page);
}

export async function countOrders(ctx: AppContext, caller: Caller, pattern: string | null): Promise<number> {
  return countCustomerOrders(ctx.db, caller.tenant.id, customerOf(caller), pattern);
}

/**
 * Cancels one of the caller's orders. The condition (not canceled, printed or invoiced) is part
 * of the UPDATE itself, so a concurrent 'printed' mark can never leave the order both.
 * Unknown numbers and other customers' orders: 404; refused: 409 order_not_cancelable.
 */
export async function cancelOrder(ctx: AppContext, caller: Caller, orderNumber: number): Promise<void> {
  const customerId = customerOf(caller);
  if (await cancelCustomerOrder(ctx.db, caller.tenant.id, customerId, orderNumber)) return;
  if (await customerOrderExists(ctx.db, caller.tenant.id, customerId, orderNumber)) {
    throw new OperationError(409, ORDER_NOT_CANCELABLE);
  }
  throw new OperationError(404, 'not_found');
}
