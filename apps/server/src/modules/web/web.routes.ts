import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Tenant, themeStyle } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';

const PLACEHOLDER = '<script id="tenant-data" type="application/json"></script>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * index.html with the tenant's data embedded (a JSON script, not executable), its title, and
 * its theme colours on `<html>` (no script needed for them).
 */
export function renderIndex(template: string, tenant: Tenant): string {
  const json = JSON.stringify(tenant).replace(/</g, '\\u003c');
  const htmlLang =
    tenant.defaultLanguage === 'dk' ? 'da' : tenant.defaultLanguage === 'no' ? 'nb' : tenant.defaultLanguage;
  return template
    .replace(PLACEHOLDER, `<script id="tenant-data" type="application/json">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tenant.name)}</title>`)
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${htmlLang}" data-theme="${escapeHtml(tenant.theme.variant)}" style="${escapeHtml(themeStyle(tenant.theme))}"`,
    );
}

function isAppPath(url: string): boolean {
  return !/^\/(api|oauth|media)(\/|$|\?)/.test(url);
}

/** Serves the built web app: assets as files, every other page path as the tenant's index.html. */
export async function registerWebRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dist = ctx.config.webDist;
  const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: false,
      serve: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !isAppPath(request.url)) {
      return reply.code(404).send({ operationError: 'not_found' });
    }
    const tenantId = tenantIdForHost(request.headers.host, ctx.config.hostTenants, ctx.config.defaultTenant);
    const tenant = tenantId === null ? undefined : await ctx.tenants.get(tenantId);
    if (!tenant) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><title>Unknown shop</title><h1>Unknown shop</h1><p>No shop is configured for this address.</p></html>',
        );
    }
    if (!template) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><title>Not built</title><p>The web app is not built: run npm run build.</p></html>',
        );
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndex(template, tenant));
  });
}
