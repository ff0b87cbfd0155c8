import { ContentPageAnswerSchema, ContentPageBodySchema } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { ListenHandle } from '../../db/connect.ts';
import { registerCall } from '../../plugins/calls.ts';
import { CatalogCache, startCatalogInvalidation } from '../catalog/catalog.cache.ts';
import { checkContentAccess, contentPage } from './content.service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

const caches = new WeakMap<FastifyInstance, CatalogCache>();

/** The content answer cache of a server built by buildApp (for tests and diagnostics). */
export function contentCacheOf(app: FastifyInstance): CatalogCache | undefined {
  return caches.get(app);
}

function serialized(reply: FastifyReply, data: unknown): string {
  const out = reply.serialize(data);
  return typeof out === 'string' ? out : Buffer.from(out as ArrayBuffer).toString('utf8');
}

/**
 * The shop's content pages (`POST /api/content/ajaxGet` and `/api/guest/content/ajaxGet`).
 * Answers are cached per tenant, page and language like the catalog's, in a cache of their own
 * that the catalog channel keeps in step: `content_pages` notifies it (migration 021), so a
 * change made on any process is served by every process at once.
 */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const cache = new CatalogCache({ maxEntries: 500, maxBytes: 8 * 1024 * 1024 });
  caches.set(app, cache);
  let invalidation: ListenHandle | null = null;
  app.addHook('onReady', async () => {
    invalidation = await startCatalogInvalidation(db, cache, app.log);
  });
  app.addHook('onClose', async () => {
    await invalidation?.close();
    invalidation = null;
    cache.setListening(false);
  });

  registerCall(app, ctx, {
    controller: 'content',
    action: 'ajaxGet',
    access: 'anyone',
    summary:
      "A content page (about, faq, terms, contact, cookies) in the shopper's language, else the shop's default, " +
      'else English; a guest of a non-public shop reads the cookie information only; 404 not_found when the ' +
      'shop has none',
    body: ContentPageBodySchema,
    response: ContentPageAnswerSchema,
    handler: async ({ body, tenant, auth, reply }) => {
      checkContentAccess(tenant, auth !== null, body.page);
      // The answer depends on tenant, page and language only: guests and customers share it.
      const key = `${tenant.id}:content:${body.page}:${body.lang ?? ''}`;
      const answer =
        cache.lookup(key) ??
        (await cache.fill(tenant.id, key, async () =>
          serialized(reply, await contentPage(db, tenant, auth !== null, body.page, body.lang)),
        ));
      return reply.type(JSON_TYPE).send(answer) as never;
    },
  });
}
