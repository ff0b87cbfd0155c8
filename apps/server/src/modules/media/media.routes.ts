import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { readCookie } from '../../plugins/cookies.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';
import { MEDIA_COOKIE, readMediaCookie } from '../auth/media-cookie.ts';

/**
 * Product images and attached files of the tenant the host name belongs to. A public tenant's
 * are public (and cacheable by anyone); a non-public tenant's are served only to a signed-in
 * customer of that tenant: the browser's media cookie (modules/auth/media-cookie.ts) must be of
 * the tenant, unexpired, and its session alive (the session guard), else 401 before any file is
 * looked up. Those answers may be kept by the browser only (`cache-control: private`).
 */
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
      const tenant = await ctx.tenants.get(tenantId);
      if (!tenant) return reply.code(404).send({ operationError: 'unknown_tenant' });
      if (!tenant.publicTenant) {
        const session = readMediaCookie(ctx.config.jwtSecret, tenantId, readCookie(request, MEDIA_COOKIE));
        if (!session || !(await ctx.sessions.alive(session))) {
          return reply.code(401).header('cache-control', 'no-store').send({ operationError: 'unauthorized' });
        }
      }
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
        .header('cache-control', tenant.publicTenant ? 'public, max-age=86400' : 'private, max-age=3600')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
        )
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.data));
    },
  );
}
