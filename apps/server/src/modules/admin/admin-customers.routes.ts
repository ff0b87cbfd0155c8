import {
  AdminCreateCustomerBodySchema,
  AdminCustomerListAnswerSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerSchema,
  AdminPatchCustomerBodySchema,
  AdminTenantQuerySchema,
  CustomerNumberParamSchema,
  SuccessAnswerSchema,
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
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';

/** The back office's customers calls. */
export function registerAdminCustomersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin: customers');

  typed.get(
    '/api/admin/customers',
    route('customers:read', {
      summary:
        "A page of the tenant's customers, newest first; q searches customer number, name or company, e-mail " +
        'and organisation number; the count stops at 10,000 (totalIsLowerBound)',
      querystring: AdminCustomerListQuerySchema,
      response: { 200: AdminCustomerListAnswerSchema },
    }),
    async (request) => listCustomers(ctx, operatorOf(request).tenant, request.query),
  );

  typed.get(
    '/api/admin/customers/:customerNumber',
    route('customers:read', {
      summary: 'A customer with its addresses, stores and latest 20 orders',
      querystring: AdminTenantQuerySchema,
      params: CustomerNumberParamSchema,
      response: { 200: AdminCustomerSchema },
    }),
    async (request) => customerView(ctx, operatorOf(request).tenant, request.params.customerNumber),
  );

  typed.post(
    '/api/admin/customers',
    route('customers:write', {
      summary:
        'Open a customer account: a new customer number, a user with the e-mail and no password, and the ' +
        'set-password mail; a taken e-mail is 422 { field: "email", message: "email_in_use" }',
      querystring: AdminTenantQuerySchema,
      body: AdminCreateCustomerBodySchema,
      response: { 201: AdminCustomerSchema },
    }),
    async (request, reply) => {
      const customer = await createCustomer(ctx, operatorOf(request), request.body);
      return reply.code(201).send(customer);
    },
  );

  typed.patch(
    '/api/admin/customers/:customerNumber',
    route('customers:write', {
      summary:
        'Disable or enable a customer (its sessions end at once), change its type, newsletter and addresses; ' +
        'answers the customer',
      querystring: AdminTenantQuerySchema,
      params: CustomerNumberParamSchema,
      body: AdminPatchCustomerBodySchema,
      response: { 200: AdminCustomerSchema },
    }),
    async (request) => patchCustomer(ctx, operatorOf(request), request.params.customerNumber, request.body),
  );

  typed.post(
    '/api/admin/customers/:customerNumber/password-reset',
    route('customers:write', {
      summary:
        "Send the customer the shop's password-reset mail; 409 no_email for a customer without an e-mail " +
        'address, customer_disabled for a disabled one',
      querystring: AdminTenantQuerySchema,
      params: CustomerNumberParamSchema,
      response: { 200: SuccessAnswerSchema },
    }),
    async (request) => {
      await sendPasswordReset(ctx, operatorOf(request), request.params.customerNumber);
      return { success: true as const };
    },
  );
}
