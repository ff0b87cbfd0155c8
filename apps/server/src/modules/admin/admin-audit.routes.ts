import { AdminAuditApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditTrail } from './admin-audit.service.ts';
import { registerOperatorCalls } from './admin-route.ts';

/** The back office's audit calls. */
export function registerAdminAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminAuditApi, {
    trail: async ({ operator, query }) => ({ items: await auditTrail(ctx, operator.tenant, query) }),
  });
}
