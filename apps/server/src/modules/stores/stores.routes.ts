import { HasStoresAnswerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { customerHasStores, findUserById } from '../auth/auth.repository.ts';

export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'store',
    action: 'ajaxHasStores',
    access: 'customer',
    summary: 'Whether the signed-in customer owns stores (then the store list is shown)',
    response: HasStoresAnswerSchema,
    handler: async ({ auth, tenant }) => {
      const user = auth ? await findUserById(ctx.db, tenant.id, auth.userId) : undefined;
      const data = user?.customer_id ? await customerHasStores(ctx.db, tenant.id, user.customer_id) : false;
      return { data };
    },
  });
}
