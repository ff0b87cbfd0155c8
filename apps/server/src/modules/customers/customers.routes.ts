import { CustomerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { customerOf } from './customers.service.ts';

export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxGetCustomer',
    access: 'customer',
    summary: 'The signed-in customer (the selected store on the internal shop) with its addresses',
    response: CustomerSchema,
    handler: ({ tenant, auth }) => customerOf(ctx.db, tenant.id, auth),
  });
}
