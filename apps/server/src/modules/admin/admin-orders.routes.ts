import { AdminOrdersApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { getOrder, listOrders, ordersCsv, recordOrderEvent } from './admin-orders.service.ts';
import { registerOperatorCalls } from './admin-route.ts';

/** The back office's orders calls. */
export function registerAdminOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminOrdersApi, {
    list: ({ operator, query }) => listOrders(ctx, operator.tenant, query),
    csv: ({ operator: { tenant }, query: { from, to }, reply }) => {
      const name = `orders-${tenant.id}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(ordersCsv(ctx, tenant, { from, to }) as never);
    },
    order: ({ operator, params }) => getOrder(ctx, operator.tenant, params.orderNumber),
    event: ({ operator, params, body }) => recordOrderEvent(ctx, operator, params.orderNumber, body),
  });
}
