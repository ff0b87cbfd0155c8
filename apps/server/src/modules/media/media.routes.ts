import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';

/** Product images and attached files of the tenant the host name belongs to. */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/media/:fileName',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A product image or attached file of the current tenant',
        tags: ['media'],
        params: z.object({ fileName: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params as { fileName: string };
      const tenantId = tenantIdForHost(request.headers.host, ctx.config.hostTenants, ctx.config.defaultTenant);
      if (tenantId === null) return reply.code(404).send({ operationError: 'unknown_tenant' });
      const image = await ctx.db
        .selectFrom('images')
        .select(['content_type', 'data'])
        .where('tenant_id', '=', tenantId)
        .where('file_name', '=', fileName)
        .executeTakeFirst();
      const file =
        image ??
        (await ctx.db
          .selectFrom('files')
          .select(['content_type', 'data'])
          .where('tenant_id', '=', tenantId)
          .where('file_name', '=', fileName)
          .executeTakeFirst());
      if (!file) return reply.code(404).send({ operationError: 'not_found' });
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'public, max-age=86400')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
        )
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.data));
    },
  );
}
