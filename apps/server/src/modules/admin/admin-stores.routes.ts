import {
  AddStoreBodySchema,
  AdminCustomerSchema,
  AdminTenantQuerySchema,
  ApproveStoreRequestBodySchema,
  CustomerNumberParamSchema,
  OperationAnswerSchema,
  RejectStoreRequestBodySchema,
  RequestIdParamSchema,
  StoreLinkParamSchema,
  StoreRequestListQuerySchema,
  StoreRequestSchema,
  ValidationAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorGuard, operatorOf } from './admin-guard.ts';
import {
  addStore,
  approveStoreRequest,
  rejectStoreRequest,
  removeStore,
  storeRequests,
} from './admin-stores.service.ts';

const errorAnswers = {
  401: OperationAnswerSchema,
  403: OperationAnswerSchema,
  404: OperationAnswerSchema,
  409: OperationAnswerSchema,
  422: ValidationAnswerSchema,
};

/** The back office's stores calls: store-account requests and a customer's stores. */
export function registerAdminStoresRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: stores'];
  const security = [{ bearer: [] }];

  typed.get(
    '/api/admin/store-requests',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'stores:write'),
      schema: {
        summary: "The tenant's store-account requests, newest first (at most 500), of one status or all",
        tags,
        security,
        querystring: StoreRequestListQuerySchema,
        response: { 200: z.array(StoreRequestSchema), ...errorAnswers },
      },
    },
    async (request) => storeRequests(ctx, operatorOf(request).tenant, request.query.status),
  );

  typed.post(
    '/api/admin/store-requests/:id/approve',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'stores:write'),
      schema: {
        summary:
          'Approve a pending request: creates the business customer and its user, links the stores given, ' +
          'mails the welcome with a set-password link; 409 already_decided, email_in_use',
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        params: RequestIdParamSchema,
        body: ApproveStoreRequestBodySchema.nullish(),
        response: { 200: StoreRequestSchema, ...errorAnswers },
      },
    },
    async (request) =>
      approveStoreRequest(ctx, operatorOf(request), request.params.id, { stores: request.body?.stores ?? [] }),
  );

  typed.post(
    '/api/admin/store-requests/:id/reject',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'stores:write'),
      schema: {
        summary: 'Reject a pending request and mail the reason to the requester; 409 already_decided',
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        params: RequestIdParamSchema,
        body: RejectStoreRequestBodySchema,
        response: { 200: StoreRequestSchema, ...errorAnswers },
      },
    },
    async (request) => rejectStoreRequest(ctx, operatorOf(request), request.params.id, request.body.reason),
  );

  typed.post(
    '/api/admin/customers/:customerNumber/stores',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'stores:write'),
      schema: {
        summary:
          'Link a store (an existing customer of the tenant) to a customer; answers the customer; 409 already_linked',
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        params: CustomerNumberParamSchema,
        body: AddStoreBodySchema,
        response: { 201: AdminCustomerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const customer = await addStore(ctx, operatorOf(request), request.params.customerNumber, request.body);
      return reply.code(201).send(customer);
    },
  );

  typed.delete(
    '/api/admin/customers/:customerNumber/stores/:storeCustomerNumber',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'stores:write'),
      schema: {
        summary: "Remove a store from a customer's stores; answers the customer",
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        params: StoreLinkParamSchema,
        response: { 200: AdminCustomerSchema, ...errorAnswers },
      },
    },
    async (request) =>
      removeStore(ctx, operatorOf(request), request.params.customerNumber, request.params.storeCustomerNumber),
  );
}
