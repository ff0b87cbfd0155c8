import {
  SavedListCreateBodySchema,
  SavedListDeletedAnswerSchema,
  SavedListIdBodySchema,
  SavedListSchema,
  SavedListsAnswerSchema,
  SavedListUpdateBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { createSavedList, deleteSavedList, savedList, savedLists, updateSavedList } from './lists.service.ts';

/**
 * Order lists of the account area (issue 26 item 2): the signed-in customer's (on the internal
 * shop the selected store's) named lists of articles to order again.
 */
export function registerListRoutes(app: FastifyInstance, ctx: AppContext): void {
  const c = 'orderList';
  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxList',
    access: 'customer',
    summary: "The customer's (the selected store's) order lists, last changed first, with their number of lines",
    body: z.strictObject({}),
    response: SavedListsAnswerSchema,
    handler: async ({ tenant, auth }) => savedLists(ctx, { tenant, auth }),
  });
  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGet',
    access: 'customer',
    summary:
      "One of the customer's order lists with its lines (each article as sold now, and whether it is); 404 otherwise",
    body: SavedListIdBodySchema,
    response: SavedListSchema,
    handler: async ({ tenant, auth, body }) => savedList(ctx, { tenant, auth }, body.id),
  });
  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxCreate',
    access: 'customer',
    summary:
      "A new order list from lines ({ name, lines: [{ articleId, amount }] }) or from one of the customer's orders " +
      '({ name, orderNumber }); 409 too_many_lists past 100',
    body: SavedListCreateBodySchema,
    response: SavedListSchema,
    handler: async ({ tenant, auth, body }) => createSavedList(ctx, { tenant, auth }, body),
  });
  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxUpdate',
    access: 'customer',
    summary: "Renames an order list and/or replaces its lines (amounts, order, removals); 404 for another customer's",
    body: SavedListUpdateBodySchema,
    response: SavedListSchema,
    handler: async ({ tenant, auth, body }) => updateSavedList(ctx, { tenant, auth }, body),
  });
  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxDelete',
    access: 'customer',
    summary: "Deletes one of the customer's order lists; 404 for another customer's",
    body: SavedListIdBodySchema,
    response: SavedListDeletedAnswerSchema,
    handler: async ({ tenant, auth, body }) => {
      await deleteSavedList(ctx, { tenant, auth }, body.id);
      return { deleted: true as const };
    },
  });
}
