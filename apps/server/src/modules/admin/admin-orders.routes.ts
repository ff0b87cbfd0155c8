import {
  AdminOrderCsvQuerySchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderSchema,
  AdminTenantQuerySchema,
  OperationAnswerSchema,
  OrderEventBodySchema,
  OrderNumberParamSchema,
  ValidationAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorGuard, operatorOf } from './admin-guard.ts';
import { getOrder, listOrders, ordersCsv, recordOrderEvent } from './admin-orders.service.ts';

const errorAnswers = {
  401: OperationAnswerSchema,
  403: OperationAnswerSchema,
  404: OperationAnswerSchema,
  422: ValidationAnswerSchema,
};

/** The back office's orders calls. */
export function registerAdminOrdersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: orders'];
  const security = [{ bearer: [] }];

  typed.get(
    '/api/admin/orders',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'orders:read'),
      schema: {
        summary:
          "A page of the shop's orders: filtered by status and days, searched by order or customer number, e-mail, name, recipient or article number; the count stops at 10,000 (totalIsLowerBound)",
        tags,
        security,
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => listOrders(ctx, operatorOf(request).tenant, request.query),
  );

  typed.get(
    '/api/admin/orders.csv',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'orders:read'),
      schema: {
        summary:
          "The shop's orders placed in the days from–to as CSV (UTF-8, a header row, one row per order line), streamed",
        tags,
        security,
        querystring: AdminOrderCsvQuerySchema,
        produces: ['text/csv'],
        response: { ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { tenant } = operatorOf(request);
      const { from, to } = request.query;
      const name = `orders-${tenant.id}${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          // A stream: the answer's schemas describe its errors, not its rows.
          .send(ordersCsv(ctx, tenant, { from, to }) as never)
      );
    },
  );

  typed.get(
    '/api/admin/orders/:orderNumber',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'orders:read'),
      schema: {
        summary:
          'An order with its lines, addresses, payment, forms data, message, history and the events its state allows',
        tags,
        security,
        params: OrderNumberParamSchema,
        querystring: AdminTenantQuerySchema,
        response: { 200: AdminOrderSchema, ...errorAnswers },
      },
    },
    async (request) => getOrder(ctx, operatorOf(request).tenant, request.params.orderNumber),
  );

  typed.post(
    '/api/admin/orders/:orderNumber/events',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'orders:write'),
      schema: {
        summary:
          'Marks an order printed, invoiced, shipped (with its parcel number: the customer is mailed) or canceled, as the state machine allows; 409 transition_not_allowed changes nothing',
        tags,
        security,
        params: OrderNumberParamSchema,
        querystring: AdminTenantQuerySchema,
        body: OrderEventBodySchema,
        response: { 200: AdminOrderSchema, 409: OperationAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => recordOrderEvent(ctx, operatorOf(request), request.params.orderNumber, request.body),
  );
}
