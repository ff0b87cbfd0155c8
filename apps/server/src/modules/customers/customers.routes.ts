import { ChangeCustomerTypeBodySchema, CustomerSchema, StatusOkAnswerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { changeCustomerType, customerOf } from './customers.service.ts';

export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxGetCustomer',
    access: 'customer',
    summary: 'The signed-in customer (the selected store on the internal shop) with its addresses',
    response: CustomerSchema,
    handler: ({ tenant, auth }) => customerOf(ctx.db, tenant.id, auth),
  });

  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxChangeCustomerType',
    access: 'customer',
    summary: "The account's customer type: private (consumer) or business, where the shop offers the choice",
    body: ChangeCustomerTypeBodySchema,
    response: StatusOkAnswerSchema,
    handler: async ({ tenant, auth, body }) => {
      await changeCustomerType(ctx.db, tenant, auth, body.privateCustomerType);
      return { status: 'ok' as const };
    },
  });
}
