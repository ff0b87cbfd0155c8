import {
  AdminCreateCustomerBodySchema,
  AdminCustomerListAnswerSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerSchema,
  AdminPatchCustomerBodySchema,
  AdminTenantQuerySchema,
  CustomerNumberParamSchema,
  OperationAnswerSchema,
  SuccessAnswerSchema,
  ValidationAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  createCustomer,
  customerView,
  listCustomers,
  patchCustomer,
  sendPasswordReset,
} from './admin-customers.service.ts';
import { operatorGuard, operatorOf } from './admin-guard.ts';

const errorAnswers = {
  401: OperationAnswerSchema,
  403: OperationAnswerSchema,
  404: OperationAnswerSchema,
  409: OperationAnswerSchema,
  422: ValidationAnswerSchema,
};

/** The back office's customers calls. */
export function registerAdminCustomersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: customers'];
  const security = [{ bearer: [] }];

  typed.get(
    '/api/admin/customers',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'customers:read'),
      schema: {
        summary:
          "A page of the tenant's customers, newest first; q searches customer number, name or company, e-mail " +
          'and organisation number; the count stops at 10,000 (totalIsLowerBound)',
        tags,
        security,
        querystring: AdminCustomerListQuerySchema,
        response: { 200: AdminCustomerListAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => listCustomers(ctx, operatorOf(request).tenant, request.query),
  );

  typed.get(
    '/api/admin/customers/:customerNumber',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'customers:read'),
      schema: {
        summary: 'A customer with its addresses, stores and latest 20 orders',
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        params: CustomerNumberParamSchema,
        response: { 200: AdminCustomerSchema, ...errorAnswers },
      },
    },
    async (request) => customerView(ctx, operatorOf(request).tenant, request.params.customerNumber),
  );

  typed.post(
    '/api/admin/customers',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'customers:write'),
      schema: {
        summary:
          'Open a customer account: a new customer number, a user with the e-mail and no password, and the ' +
          'set-password mail; a taken e-mail is 422 { field: "email", message: "email_in_use" }',
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        body: AdminCreateCustomerBodySchema,
        response: { 201: AdminCustomerSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const customer = await createCustomer(ctx, operatorOf(request), request.body);
      return reply.code(201).send(customer);
    },
  );

  typed.patch(
    '/api/admin/customers/:customerNumber',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'customers:write'),
      schema: {
        summary:
          'Disable or enable a customer (its sessions end at once), change its type, newsletter and addresses; ' +
          'answers the customer',
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        params: CustomerNumberParamSchema,
        body: AdminPatchCustomerBodySchema,
        response: { 200: AdminCustomerSchema, ...errorAnswers },
      },
    },
    async (request) => patchCustomer(ctx, operatorOf(request), request.params.customerNumber, request.body),
  );

  typed.post(
    '/api/admin/customers/:customerNumber/password-reset',
    {
      config: { access: 'admin' },
      onRequest: operatorGuard(ctx, 'customers:write'),
      schema: {
        summary:
          "Send the customer the shop's password-reset mail; 409 no_email for a customer without an e-mail " +
          'address, customer_disabled for a disabled one',
        tags,
        security,
        querystring: AdminTenantQuerySchema,
        params: CustomerNumberParamSchema,
        response: { 200: SuccessAnswerSchema, ...errorAnswers },
      },
    },
    async (request) => {
      await sendPasswordReset(ctx, operatorOf(request), request.params.customerNumber);
      return { success: true as const };
    },
  );
}
