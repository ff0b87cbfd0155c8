import { AdminImportApi, decodeCsv } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { catalogCsv, importCatalog } from './admin-import.service.ts';
import { registerOperatorCalls } from './admin-route.ts';

/**
 * The back office's catalog export and import (`/api/admin/catalog.csv`, `/api/admin/catalog/import`).
 * The file comes as the body itself (text/csv), up to the call's own limit: a parser of this
 * scope's own, the rest of the API keeps JSON and its small limit.
 */
export function registerAdminImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: AdminImportApi.calls.import.bodyLimit },
      (_request, body, done) => done(null, decodeCsv(body as Buffer)),
    );
    registerOperatorCalls(scope, ctx, AdminImportApi, {
      export: ({ operator: { tenant }, reply }) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="catalog-${tenant.id}.csv"`)
          .header('cache-control', 'no-store')
          .send(catalogCsv(ctx.db, tenant) as never),
      import: ({ operator, query, body }) =>
        importCatalog(ctx.db, operator.tenant, body, {
          dryRun: query.dryRun,
          ...(query.fileName ? { fileName: query.fileName } : {}),
          actor: operator.actor,
        }),
    });
  });
}
