import {
  HasStoresAnswerSchema,
  SelectStoreBodySchema,
  StoreCountAnswerSchema,
  StoreListAnswerSchema,
  StoreListBodySchema,
  StoreTotalBodySchema,
  TokenAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { answerSession } from '../auth/session-cookie.ts';

import { mustChooseStore, selectStore, storesForCustomer, totalStoresForCustomer } from './stores.service.ts';

export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'store',
    action: 'ajaxHasStores',
    access: 'customer',
    summary:
      'Whether the store list must show: the user owns stores and the session has not selected one (false after customer/ajaxSelectStore)',
    response: HasStoresAnswerSchema,
    handler: async ({ auth, tenant }) => ({ data: await mustChooseStore(ctx, { tenant, auth }) }),
  });

  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxGetStoresForCustomer',
    access: 'customer',
    summary: "A page of the signed-in user's stores; pattern searches the store name and store id",
    body: StoreListBodySchema,
    response: StoreListAnswerSchema,
    handler: async ({ auth, tenant, body }) => storesForCustomer(ctx, { tenant, auth }, body),
  });

  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxGetTotalStoresForCustomer',
    access: 'customer',
    summary: 'How many stores customer/ajaxGetStoresForCustomer has for the pattern',
    body: StoreTotalBodySchema,
    response: StoreCountAnswerSchema,
    handler: async ({ auth, tenant, body }) => ({
      count: await totalStoresForCustomer(ctx, { tenant, auth }, body.pattern),
    }),
  });

  registerCall(app, ctx, {
    controller: 'customer',
    action: 'ajaxSelectStore',
    access: 'customer',
    summary:
      "Acts for one of the user's stores: answers new tokens (as login) whose session orders, addresses and prices belong to that store; 403 for any other customer number",
    body: SelectStoreBodySchema,
    response: TokenAnswerSchema,
    handler: async ({ auth, tenant, body, reply }) => {
      return answerSession(
        ctx,
        reply,
        await selectStore(ctx, { tenant, auth }, body.customerNumber, body.refresh_token),
      );
    },
  });
}
