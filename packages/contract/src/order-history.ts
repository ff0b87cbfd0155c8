import { z } from 'zod';
import { isAllowedEvent, type OrderFlags } from './admin.ts';
import { MAX_LIST_LIMIT, ORDERS_FIRST } from './limits.ts';
import { OrderSchema } from './order.ts';
import { SearchPatternSchema } from './text-rules.ts';

/** Searches order numbers, article numbers and article names. */
const pattern = SearchPatternSchema;

/** order/ajaxList: the signed-in customer's orders, newest first. */
export const OrderListBodySchema = z.strictObject({
  pattern,
  limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(ORDERS_FIRST),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
export type OrderListBody = z.input<typeof OrderListBodySchema>;
export const OrderListAnswerSchema = z.array(OrderSchema);

/** order/ajaxTotal: how many orders order/ajaxList has for the same pattern. */
export const OrderTotalBodySchema = z.strictObject({ pattern });
export const OrderCountAnswerSchema = z.object({ count: z.number().int() });

/** order/ajaxCancel */
export const CancelOrderBodySchema = z.strictObject({
  orderNumber: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const CancelOrderAnswerSchema = z.object({ status: z.literal('canceled') });

/** The refusal of order/ajaxCancel (409) for an order the state machine does not let the customer cancel. */
export const ORDER_NOT_CANCELABLE = 'order_not_cancelable';

type OrderState = { canceled: boolean; printed: boolean; invoiced: boolean };

/**
 * SPEC.md §4: an order can be canceled only while it is not invoiced, printed or canceled (nor
 * shipped). The order state machine's rule for 'canceled', the one the server's UPDATE is built
 * from, so the page never offers a cancel the server refuses.
 */
export function isCancelable(order: OrderFlags): boolean {
  return isAllowedEvent(order, 'canceled');
}

/**
 * The status labels of an order (SPEC.md §4): canceled alone; otherwise printed and/or
 * invoiced (shown joined by ' / '); none gives an empty list.
 */
export function orderStatusKeys(order: OrderState): ('canceled' | 'printed' | 'invoiced')[] {
  if (order.canceled) return ['canceled'];
  const keys: ('printed' | 'invoiced')[] = [];
  if (order.printed) keys.push('printed');
  if (order.invoiced) keys.push('invoiced');
  return keys;
}
