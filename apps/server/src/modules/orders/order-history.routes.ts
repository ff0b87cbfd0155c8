import {
  CancelOrderAnswerSchema,
  CancelOrderBodySchema,
  OrderCountAnswerSchema,
  OrderListAnswerSchema,
  OrderListBodySchema,
  OrderTotalBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { cancelOrder, countOrders, listOrders } from './order-history.service.ts';

/** The account area's orders: list, total, cancel (SPEC.md §2 orders page, §4). */
export function registerOrderHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxList',
    access: 'customer',
    summary:
      "A page of the signed-in customer's orders, newest first; pattern searches order and article numbers and names",
    body: OrderListBodySchema,
    response: OrderListAnswerSchema,
    handler: async ({ tenant, auth, body }) => listOrders(ctx, { tenant, auth }, body),
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxTotal',
    access: 'customer',
    summary: 'How many orders order/ajaxList has for the pattern',
    body: OrderTotalBodySchema,
    response: OrderCountAnswerSchema,
    handler: async ({ tenant, auth, body }) => ({ count: await countOrders(ctx, { tenant, auth }, body.pattern) }),
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxCancel',
    access: 'customer',
    summary:
      "Cancels one of the signed-in customer's orders while it is not canceled, printed or invoiced (409 order_not_cancelable)",
    body: CancelOrderBodySchema,
    response: CancelOrderAnswerSchema,
    handler: async ({ tenant, auth, body }) => {
      await cancelOrder(ctx, { tenant, auth }, body.orderNumber);
      return { status: 'canceled' as const };
    },
  });
}
