import { AuditAnswerSchema, AuditQuerySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { auditTrail } from './admin-audit.service.ts';
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';

/** The back office's audit calls. */
export function registerAdminAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin: audit');
  typed.get(
    '/api/admin/audit',
    route('customers:read', {
      summary: "Who changed what and when in the tenant's back office, newest first (of one entity if asked)",
      querystring: AuditQuerySchema,
      response: { 200: AuditAnswerSchema },
    }),
    async (request) => ({ items: await auditTrail(ctx, operatorOf(request).tenant, request.query) }),
  );
}
