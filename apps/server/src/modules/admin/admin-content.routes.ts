import { AdminContentApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { contentView, listContent, patchContent } from './admin-content.service.ts';
import { registerOperatorCalls } from './admin-route.ts';

/** The back office's content pages calls: about, FAQ, terms, contact and cookie information per language. */
export function registerAdminContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminContentApi, {
    list: ({ operator }) => listContent(ctx, operator.tenant),
    page: ({ operator, params }) => contentView(ctx, operator.tenant, params.page, params.language),
    change: ({ operator, params, body }) => patchContent(ctx, operator, params.page, params.language, body.body),
  });
}
