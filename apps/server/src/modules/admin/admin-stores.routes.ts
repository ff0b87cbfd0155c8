import {
  AddStoreBodySchema,
  AdminCustomerSchema,
  AdminTenantQuerySchema,
  ApproveStoreRequestBodySchema,
  CustomerNumberParamSchema,
  RejectStoreRequestBodySchema,
  RequestIdParamSchema,
  StoreLinkParamSchema,
  StoreRequestListQuerySchema,
  StoreRequestSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';
import {
  addStore,
  approveStoreRequest,
  rejectStoreRequest,
  removeStore,
  storeRequests,
} from './admin-stores.service.ts';

/** The back office's stores calls: store-account requests and a customer's stores. */
export function registerAdminStoresRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin: stores');

  typed.get(
    '/api/admin/store-requests',
    route('stores:write', {
      summary: "The tenant's store-account requests, newest first (at most 500), of one status or all",
      querystring: StoreRequestListQuerySchema,
      response: { 200: z.array(StoreRequestSchema) },
    }),
    async (request) => storeRequests(ctx, operatorOf(request).tenant, request.query.status),
  );

  typed.post(
    '/api/admin/store-requests/:id/approve',
    route('stores:write', {
      summary:
        'Approve a pending request: creates the business customer and its user, links the stores given, ' +
        'mails the welcome with a set-password link; 409 already_decided, email_in_use',
      querystring: AdminTenantQuerySchema,
      params: RequestIdParamSchema,
      body: ApproveStoreRequestBodySchema.nullish(),
      response: { 200: StoreRequestSchema },
    }),
    async (request) =>
      approveStoreRequest(ctx, operatorOf(request), request.params.id, { stores: request.body?.stores ?? [] }),
  );

  typed.post(
    '/api/admin/store-requests/:id/reject',
    route('stores:write', {
      summary: 'Reject a pending request and mail the reason to the requester; 409 already_decided',
      querystring: AdminTenantQuerySchema,
      params: RequestIdParamSchema,
      body: RejectStoreRequestBodySchema,
      response: { 200: StoreRequestSchema },
    }),
    async (request) => rejectStoreRequest(ctx, operatorOf(request), request.params.id, request.body.reason),
  );

  typed.post(
    '/api/admin/customers/:customerNumber/stores',
    route('stores:write', {
      summary:
        'Link a store (an existing customer of the tenant) to a customer; answers the customer; 409 already_linked',
      querystring: AdminTenantQuerySchema,
      params: CustomerNumberParamSchema,
      body: AddStoreBodySchema,
      response: { 201: AdminCustomerSchema },
    }),
    async (request, reply) => {
      const customer = await addStore(ctx, operatorOf(request), request.params.customerNumber, request.body);
      return reply.code(201).send(customer);
    },
  );

  typed.delete(
    '/api/admin/customers/:customerNumber/stores/:storeCustomerNumber',
    route('stores:write', {
      summary: "Remove a store from a customer's stores; answers the customer",
      querystring: AdminTenantQuerySchema,
      params: StoreLinkParamSchema,
      response: { 200: AdminCustomerSchema },
    }),
    async (request) =>
      removeStore(ctx, operatorOf(request), request.params.customerNumber, request.params.storeCustomerNumber),
  );
}
