import { AdministrativeFeeAnswerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { findAdministrativeFee } from './orders.repository.ts';

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxGetAdministrativeFee',
    access: 'catalog',
    summary: 'The paper-invoice administrative fee article (id, net price), or null',
    response: AdministrativeFeeAnswerSchema,
    handler: async ({ tenant }) => ({ article: await findAdministrativeFee(ctx.db, tenant.id) }),
  });
}
