import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';
import { robotsTxt, shopBaseUrl, sitemapXml } from './seo.service.ts';

/** The shop of the request's host, or a 404 answered. */
async function shopOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const id = tenantIdForHost(request.headers.host, ctx.config.hostTenants, ctx.config.defaultTenant);
  const tenant = id === null ? undefined : await ctx.tenants.get(id);
  if (!tenant) reply.code(404).send({ operationError: 'unknown_tenant' });
  return tenant;
}

/** `/robots.txt` and `/sitemap.xml` (and `/sitemap-N.xml` past 50,000 addresses) of the host's shop. */
export function registerSeoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { summary: "The shop's rules for crawlers", tags: ['seo'] } },
    async (request, reply) => {
      const tenant = await shopOf(ctx, request, reply);
      if (!tenant) return reply;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(tenant, await shopBaseUrl(ctx, tenant.id)));
    },
  );

  const sitemap = async (request: FastifyRequest, reply: FastifyReply, part: number | null) => {
    const tenant = await shopOf(ctx, request, reply);
    if (!tenant) return reply;
    const xml = await sitemapXml(ctx, tenant, part);
    if (xml === null) return reply.code(404).send({ operationError: 'not_found' });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  };
  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: {
        summary: "The shop's addresses for crawlers (sitemaps.org): home, groups, products, content pages",
        tags: ['seo'],
      },
    },
    (request, reply) => sitemap(request, reply, null),
  );
  app.get(
    '/sitemap-:part.xml',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One file of a sitemap index (a shop of more than 50,000 addresses)',
        tags: ['seo'],
        params: z.object({ part: z.coerce.number().int().min(1).max(1000) }),
      },
    },
    (request, reply) => sitemap(request, reply, (request.params as { part: number }).part),
  );
}
