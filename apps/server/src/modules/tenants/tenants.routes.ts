import { TenantListAnswerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';

export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'tenant',
    action: 'ajaxList',
    access: 'anyone',
    summary: "The current tenant's data (currency, vat, businessPrivateToggle, publicTenant, adminOrderFormType, ...)",
    response: TenantListAnswerSchema,
    handler: async ({ tenant }) => [tenant],
  });
}
