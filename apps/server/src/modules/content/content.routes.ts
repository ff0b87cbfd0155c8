import { ContentPageAnswerSchema, ContentPageBodySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { CatalogCache, cachedAnswer, keepInStep } from '../catalog/catalog.cache.ts';
import { checkContentAccess, contentPage } from './content.service.ts';

const caches = new WeakMap<FastifyInstance, CatalogCache>();

/** The content answer cache of a server built by buildApp (for tests and diagnostics). */
export function contentCacheOf(app: FastifyInstance): CatalogCache | undefined {
  return caches.get(app);
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
  keepInStep(app, db, cache);

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
      return cachedAnswer(cache, reply, tenant.id, `content:${body.page}:${body.lang ?? ''}`, () =>
        contentPage(db, tenant, auth !== null, body.page, body.lang),
      );
    },
  });
}
