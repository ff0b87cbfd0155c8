import { AuditAnswerSchema, AuditQuerySchema, OperationAnswerSchema, ValidationAnswerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { auditTrail } from './admin-audit.service.ts';
import { operatorGuard, operatorOf } from './admin-guard.ts';

/** The back office's audit calls. */
export function registerAdminAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'customers:read'),
      schema: {
        summary: "Who changed what and when in the tenant's back office, newest first (of one entity if asked)",
        tags: ['admin: audit'],
        querystring: AuditQuerySchema,
        response: {
          200: AuditAnswerSchema,
          401: OperationAnswerSchema,
          403: OperationAnswerSchema,
          404: OperationAnswerSchema,
          422: ValidationAnswerSchema,
        },
        security: [{ bearer: [] }],
      },
    },
    async (request) => {
      const { tenant } = operatorOf(request);
      return { items: await auditTrail(ctx, tenant, request.query) };
    },
  );
}
