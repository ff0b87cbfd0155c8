import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { tenantIdForHost } from '../../plugins/tenant-context.ts';
import { MEDIA_COOKIE } from '../auth/media-cookie.ts';
import { mediaFile } from './media.service.ts';
import { acceptedFormats } from './media.variants.ts';

/**
 * Product images and attached files of the tenant the host name belongs to. A public tenant's
 * are public (and cacheable by anyone); a non-public tenant's are served only to a signed-in
 * customer of that tenant: the browser's media cookie (modules/auth/media-cookie.ts) must be of
 * the tenant, unexpired, and its session alive (the session guard), else 401 before any file is
 * looked up. Those answers may be kept by the browser only (`cache-control: private`).
 * A picture uploaded in the back office is sent as AVIF or WebP when the Accept header names
 * them (`Vary: Accept`), at the size `?w=` asks for (media.service.ts).
 * One byte range (`Range: bytes=a-b`, read by `range-parser`) is answered 206 with that part, as
 * video players ask when they seek; a range past the end 416; several ranges, or a Range with
 * `If-Range` (the answers carry no validator), the whole file.
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
        querystring: z.object({
          /** The width wanted (a picture uploaded in the back office): the nearest size at least as wide, else the original. */
          w: z.coerce.number().int().min(1).max(10_000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { fileName } = request.params as { fileName: string };
      const { w } = request.query as { w?: number };
      const tenantId = tenantIdForHost(request.headers.host, ctx.config.hostTenants, ctx.config.defaultTenant);
      if (tenantId === null) return reply.code(404).send({ operationError: 'unknown_tenant' });
      const found = await mediaFile(ctx, tenantId, fileName, request.cookies[MEDIA_COOKIE], {
        formats: acceptedFormats(request.headers.accept),
        width: w,
      });
      if (found.kind === 'unknown_tenant') return reply.code(404).send({ operationError: 'unknown_tenant' });
      if (found.kind === 'unauthorized') {
        return reply.code(401).header('cache-control', 'no-store').send({ operationError: 'unauthorized' });
      }
      if (found.kind === 'not_found') return reply.code(404).send({ operationError: 'not_found' });
      const { file, publicTenant, byAccept } = found;
      // A picture with sizes answers by the Accept header (AVIF, WebP, else as uploaded): caches keep one copy per Accept.
      if (byAccept) reply.header('vary', 'Accept');
      let body = Buffer.from(file.data);
      const asked = request.headers.range;
      if (asked !== undefined && request.headers['if-range'] === undefined) {
        const ranges = parseRange(body.length, asked, { combine: true });
        if (ranges === -1) {
          return reply.code(416).header('content-range', `bytes */${body.length}`).send();
        }
        const [range] = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges : [];
        if (range) {
          reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${body.length}`);
          body = body.subarray(range.start, range.end + 1);
        }
      }
      return reply
        .header('accept-ranges', 'bytes')
        .header('content-type', file.content_type)
        .header('cache-control', publicTenant ? 'public, max-age=86400' : 'private, max-age=3600')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
        )
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
