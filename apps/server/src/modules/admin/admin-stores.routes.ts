import { AdminStoresApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerOperatorCalls } from './admin-route.ts';
import {
  addStore,
  approveStoreRequest,
  rejectStoreRequest,
  removeStore,
  storeRequests,
} from './admin-stores.service.ts';

/** The back office's stores calls: store-account requests and a customer's stores. */
export function registerAdminStoresRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminStoresApi, {
    requests: ({ operator, query }) => storeRequests(ctx, operator.tenant, query.status),
    approve: ({ operator, params, body }) =>
      approveStoreRequest(ctx, operator, params.id, { stores: body?.stores ?? [] }),
    reject: ({ operator, params, body }) => rejectStoreRequest(ctx, operator, params.id, body.reason),
    addStore: ({ operator, params, body }) => addStore(ctx, operator, params.customerNumber, body),
    removeStore: ({ operator, params }) =>
      removeStore(ctx, operator, params.customerNumber, params.storeCustomerNumber),
  });
}
