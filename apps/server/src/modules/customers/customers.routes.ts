import { CustomerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { OperationError } from '../../plugins/errors.ts';
import { findCustomerView } from './customers.repository.ts';

export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxGetCustomer',
    access: 'customer',
    summary: 'The signed-in customer (the selected store on the internal shop) with its addresses',
    response: CustomerSchema,
    handler: async ({ tenant, auth }) => {
      if (!auth?.customerId) throw new OperationError(404, 'not_found');
      const customer = await findCustomerView(ctx.db, tenant.id, auth.customerId, auth.userId);
      if (!customer) throw new OperationError(404, 'not_found');
      return customer;
    },
  });
}
