import { AdminCustomersApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import {
  createCustomer,
  customerView,
  listCustomers,
  patchCustomer,
  sendPasswordReset,
} from './admin-customers.service.ts';
import { registerOperatorCalls } from './admin-route.ts';

/** The back office's customers calls. */
export function registerAdminCustomersRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminCustomersApi, {
    list: ({ operator, query }) => listCustomers(ctx, operator.tenant, query),
    customer: ({ operator, params }) => customerView(ctx, operator.tenant, params.customerNumber),
    create: ({ operator, body }) => createCustomer(ctx, operator, body),
    change: ({ operator, params, body }) => patchCustomer(ctx, operator, params.customerNumber, body),
    passwordReset: async ({ operator, params }) => {
      await sendPasswordReset(ctx, operator, params.customerNumber);
      return { success: true as const };
    },
  });
}
