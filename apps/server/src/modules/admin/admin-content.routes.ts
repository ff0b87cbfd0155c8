import {
  AdminContentPageSchema,
  AdminContentPatchSchema,
  AdminTenantQuerySchema,
  ContentListAnswerSchema,
  ContentListQuerySchema,
  ContentPageParamSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { contentView, listContent, patchContent } from './admin-content.service.ts';
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';

/** The back office's content pages calls: about, FAQ, terms, contact and cookie information per language. */
export function registerAdminContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin: content');

  typed.get(
    '/api/admin/content',
    route('catalog:read', {
      summary: "The tenant's content pages in each of its languages, with when and by whom they last changed",
      querystring: ContentListQuerySchema,
      response: { 200: ContentListAnswerSchema },
    }),
    async (request) => listContent(ctx, operatorOf(request).tenant),
  );

  typed.get(
    '/api/admin/content/:page/:language',
    route('catalog:read', {
      summary:
        "A content page in one of the tenant's languages; body null when it has none there (fallback: what the " +
        'shop shows instead)',
      querystring: AdminTenantQuerySchema,
      params: ContentPageParamSchema,
      response: { 200: AdminContentPageSchema },
    }),
    async (request) => contentView(ctx, operatorOf(request).tenant, request.params.page, request.params.language),
  );

  typed.patch(
    '/api/admin/content/:page/:language',
    route('catalog:write', {
      summary:
        "Replace a content page's body (the page's schema: plain texts, {{placeholders}} of the shop's values); " +
        'the shop serves it at once; answers the page',
      querystring: AdminTenantQuerySchema,
      params: ContentPageParamSchema,
      body: AdminContentPatchSchema,
      response: { 200: AdminContentPageSchema },
    }),
    async (request) =>
      patchContent(ctx, operatorOf(request), request.params.page, request.params.language, request.body.body),
  );
}
