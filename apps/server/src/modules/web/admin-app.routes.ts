import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { Tenant } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../lib/html.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';
import { pageEncoding, unknownShop } from './web.routes.ts';

const PLACEHOLDER = '<script id="admin-tenant" type="application/json"></script>';

/**
 * What the back office needs of the page before its first call: the shop the host names, its
 * default language (the back office's, when it has it), and the shops that take store-account
 * requests (the non-public ones). Public facts only: the same as the shop's own pages show.
 */
export function adminPageData(tenant: Tenant, all: Iterable<Tenant>) {
  return {
    id: tenant.id,
    name: tenant.name,
    defaultLanguage: tenant.defaultLanguage,
    storeAccountTenants: [...all]
      .filter((t) => !t.publicTenant)
      .map((t) => t.id)
      .sort((a, b) => a - b),
  };
}

/** The back office's index.html with the page data (JSON, not executable) and the shop's name in the title. */
export function renderAdminIndex(template: string, data: ReturnType<typeof adminPageData>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(PLACEHOLDER, `<script id="admin-tenant" type="application/json">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(data.name)}</title>`);
}

/**
 * Serves the built back office (apps/admin/dist) at /admin/ on every shop host: its assets as
 * files (hashed names, cached for good), every other path under /admin/ as its index.html for the
 * host's shop, so that a deep link or a reload opens the page it names. The security headers and
 * content security policy are the shop's (set on every answer by plugins/security-headers.ts).
 * `dist` is null when the back office is not built: its pages then say so.
 */
export async function registerAdminAppRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  dist: string | null,
): Promise<void> {
  const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/admin/',
      index: false,
      wildcard: false,
      // The page is answered below, with the shop's data in it; never as the bare file.
      globIgnore: ['index.html'],
      decorateReply: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    // A file the build does not have is missing, not a page: the browser would run the HTML as code.
    if (request.url.startsWith('/admin/assets/')) return reply.code(404).send({ operationError: 'not_found' });
    const tenantId = tenantIdForHost(request.headers.host, ctx.config.hostTenants, ctx.config.defaultTenant);
    const tenant = tenantId === null ? undefined : await ctx.tenants.get(tenantId);
    if (!tenant) return unknownShop(reply);
    if (!template) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><title>Not built</title><p>The back office is not built: run npm run build.</p></html>',
        );
    }
    const html = renderAdminIndex(template, adminPageData(tenant, (await ctx.tenants.all()).values()));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(html, { level: 6 });
    return reply.header('content-encoding', encoding).send(body);
  };

  const schema = { hide: true };
  app.get('/admin', { schema }, page);
  app.get('/admin/*', { schema }, page);
}
