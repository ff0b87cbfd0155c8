import {
  AdminTenantQuerySchema,
  CATALOG_IMPORT_MAX_BYTES,
  CatalogImportQuerySchema,
  CatalogImportReportSchema,
  decodeCsv,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from './admin-guard.ts';
import { catalogCsv, importCatalog } from './admin-import.service.ts';
import { operatorRoutes } from './admin-route.ts';

/** The back office's catalog export and import (`/api/admin/catalog.csv`, `/api/admin/catalog/import`). */
export function registerAdminImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = operatorRoutes(ctx, 'admin: catalog import');

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/catalog.csv',
    route('catalog:read', {
      summary:
        "Every article of the shop with its product as CSV (UTF-8 with a byte order mark, a header row, a name column per language of the shop, money as decimals), streamed; the import's format",
      querystring: AdminTenantQuerySchema,
      produces: ['text/csv'],
      // A stream: the answer's schemas describe its errors, not its rows.
      response: {},
    }),
    async (request, reply) => {
      const { tenant } = operatorOf(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalog-${tenant.id}.csv"`)
        .header('cache-control', 'no-store')
        .send(catalogCsv(ctx.db, tenant) as never);
    },
  );

  // The file comes as the body itself (text/csv), up to CATALOG_IMPORT_MAX_BYTES: a parser and a
  // limit of this route's own, the rest of the API keeps JSON and its small limit.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: CATALOG_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, decodeCsv(body as Buffer)),
    );
    const options = route('catalog:write', {
      summary:
        'Imports a catalog CSV (the export\'s columns; "," ";" or tab separated, quoted fields, a byte order mark allowed) upserting articles by article number: dryRun=true (the default) reports what would change and every bad row by line and column, changing nothing; dryRun=false applies only the good rows, in one transaction, with one audit row',
      querystring: CatalogImportQuerySchema,
      consumes: ['text/csv'],
      body: z.string(),
      response: { 200: CatalogImportReportSchema },
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/admin/catalog/import',
        { ...options, config: { ...options.config, bodyTypes: ['text/csv'] }, bodyLimit: CATALOG_IMPORT_MAX_BYTES },
        async (request) => {
          const operator = operatorOf(request);
          return importCatalog(ctx.db, operator.tenant, request.body, {
            dryRun: request.query.dryRun,
            ...(request.query.fileName ? { fileName: request.query.fileName } : {}),
            actor: operator.actor,
          });
        },
      );
  });
}
