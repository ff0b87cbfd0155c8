import { CurrentArticlesAnswerSchema, CurrentArticlesBodySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { currentArticles } from './cart.service.ts';

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
}
