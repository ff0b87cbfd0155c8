import {
  CurrentArticlesAnswerSchema,
  CurrentArticlesBodySchema,
  QuickOrderResolveAnswerSchema,
  QuickOrderResolveBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { currentArticles, resolveArticleNumbers } from './cart.service.ts';

/** The cart's own call: it refreshes the copies of the articles it keeps in the browser. */
export function registerCartRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'article',
    action: 'current',
    access: 'catalog',
    summary:
      "The articles of a saved cart as they are sold now (price, name, ...) with their product's cart fields; " +
      'ids left out are no longer sold',
    body: CurrentArticlesBodySchema,
    response: CurrentArticlesAnswerSchema,
    handler: async ({ tenant, body }) => currentArticles(ctx, tenant, body.articleIds),
  });

  registerCall(app, ctx, {
    controller: 'quickOrder',
    action: 'ajaxResolve',
    access: 'catalog',
    summary:
      'Quick order: the articles of up to 500 article numbers (any case) in one query, with their product; ' +
      'the others by number with their reason (unknown_article, inactive); 403 guest_checkout_disabled for a ' +
      'guest of a shop without guest checkout',
    body: QuickOrderResolveBodySchema,
    response: QuickOrderResolveAnswerSchema,
    handler: async ({ tenant, auth, body }) => resolveArticleNumbers(ctx, tenant, auth !== null, body.articleNumbers),
  });
}
