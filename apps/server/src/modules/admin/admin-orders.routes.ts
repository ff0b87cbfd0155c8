import {
  AdminOrderCsvQuerySchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderSchema,
  AdminTenantQuerySchema,
  OrderEventBodySchema,
  OrderNumberParamSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from './admin-guard.ts';
import { getOrder, listOrders, ordersCsv, recordOrderEvent } from './admin-orders.service.ts';
import { operatorRoutes } from './admin-route.ts';

/** The back office's orders calls. */
export function registerAdminOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin: orders');

  typed.get(
    '/api/admin/orders',
    route('orders:read', {
      summary:
        "A page of the shop's orders: filtered by status and days, searched by order or customer number, e-mail, name, recipient or article number; the count stops at 10,000 (totalIsLowerBound)",
      querystring: AdminOrderListQuerySchema,
      response: { 200: AdminOrderListAnswerSchema },
    }),
    async (request) => listOrders(ctx, operatorOf(request).tenant, request.query),
  );

  typed.get(
    '/api/admin/orders.csv',
    route('orders:read', {
      summary:
        "The shop's orders placed in the days from–to as CSV (UTF-8, a header row, one row per order line), streamed",
      querystring: AdminOrderCsvQuerySchema,
      produces: ['text/csv'],
      // A stream: the answer's schemas describe its errors, not its rows.
      response: {},
    }),
    async (request, reply) => {
      const { tenant } = operatorOf(request);
      const { from, to } = request.query;
      const name = `orders-${tenant.id}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(ordersCsv(ctx, tenant, { from, to }) as never);
    },
  );

  typed.get(
    '/api/admin/orders/:orderNumber',
    route('orders:read', {
      summary:
        'An order with its lines, addresses, payment, forms data, message, history and the events its state allows',
      params: OrderNumberParamSchema,
      querystring: AdminTenantQuerySchema,
      response: { 200: AdminOrderSchema },
    }),
    async (request) => getOrder(ctx, operatorOf(request).tenant, request.params.orderNumber),
  );

  typed.post(
    '/api/admin/orders/:orderNumber/events',
    route('orders:write', {
      summary:
        'Marks an order printed, invoiced, shipped (with its parcel number: the customer is mailed) or canceled, as the state machine allows; 409 transition_not_allowed changes nothing',
      params: OrderNumberParamSchema,
      querystring: AdminTenantQuerySchema,
      body: OrderEventBodySchema,
      response: { 200: AdminOrderSchema },
    }),
    async (request) => recordOrderEvent(ctx, operatorOf(request), request.params.orderNumber, request.body),
  );
}
