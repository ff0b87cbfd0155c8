import { z } from 'zod';
import { AdminTenantQuerySchema, AuditAnswerSchema, AuditQuerySchema } from './admin.ts';
import { adminApiArea } from './admin-call.ts';
import {
  AddStoreBodySchema,
  AdminCreateCustomerBodySchema,
  AdminCustomerListAnswerSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerSchema,
  AdminPatchCustomerBodySchema,
  ApproveStoreRequestBodySchema,
  CustomerNumberParamSchema,
  RejectStoreRequestBodySchema,
  RequestIdParamSchema,
  StoreLinkParamSchema,
  StoreRequestListQuerySchema,
  StoreRequestSchema,
} from './admin-customers.ts';
import {
  AdminOrderCsvQuerySchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderSchema,
  OrderEventBodySchema,
  OrderNumberParamSchema,
} from './admin-orders.ts';
import { SuccessAnswerSchema } from './order.ts';

/** The back office's calls on orders, customers, their stores and the audit trail. */
const CUSTOMER = '/api/admin/customers/:customerNumber';

export const AdminOrdersApi = adminApiArea('admin: orders', {
  list: {
    method: 'GET',
    url: '/api/admin/orders',
    permission: 'orders:read',
    summary:
      "A page of the shop's orders: filtered by status and days, searched by order or customer number, e-mail, name, recipient or article number; the count stops at 10,000 (totalIsLowerBound)",
    querystring: AdminOrderListQuerySchema,
    response: { 200: AdminOrderListAnswerSchema },
  },
  csv: {
    method: 'GET',
    url: '/api/admin/orders.csv',
    permission: 'orders:read',
    summary:
      "The shop's orders placed in the days from–to as CSV (UTF-8, a header row, one row per order line), streamed",
    querystring: AdminOrderCsvQuerySchema,
    produces: ['text/csv'],
    response: {},
  },
  order: {
    method: 'GET',
    url: '/api/admin/orders/:orderNumber',
    permission: 'orders:read',
    summary:
      'An order with its lines, addresses, payment, forms data, message, history and the events its state allows',
    params: OrderNumberParamSchema,
    querystring: AdminTenantQuerySchema,
    response: { 200: AdminOrderSchema },
  },
  event: {
    method: 'POST',
    url: '/api/admin/orders/:orderNumber/events',
    permission: 'orders:write',
    summary:
      'Marks an order printed, invoiced, shipped (with its parcel number: the customer is mailed) or canceled, as the state machine allows; 409 transition_not_allowed changes nothing',
    params: OrderNumberParamSchema,
    querystring: AdminTenantQuerySchema,
    body: OrderEventBodySchema,
    response: { 200: AdminOrderSchema },
  },
});

export const AdminCustomersApi = adminApiArea('admin: customers', {
  list: {
    method: 'GET',
    url: '/api/admin/customers',
    permission: 'customers:read',
    summary:
      "A page of the tenant's customers, newest first; q searches customer number, name or company, e-mail " +
      'and organisation number; the count stops at 10,000 (totalIsLowerBound)',
    querystring: AdminCustomerListQuerySchema,
    response: { 200: AdminCustomerListAnswerSchema },
  },
  customer: {
    method: 'GET',
    url: CUSTOMER,
    permission: 'customers:read',
    summary: 'A customer with its addresses, stores and latest 20 orders',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    response: { 200: AdminCustomerSchema },
  },
  create: {
    method: 'POST',
    url: '/api/admin/customers',
    permission: 'customers:write',
    summary:
      'Open a customer account: a new customer number, a user with the e-mail and no password, and the ' +
      'set-password mail; a taken e-mail is 422 { field: "email", message: "email_in_use" }',
    querystring: AdminTenantQuerySchema,
    body: AdminCreateCustomerBodySchema,
    response: { 201: AdminCustomerSchema },
  },
  change: {
    method: 'PATCH',
    url: CUSTOMER,
    permission: 'customers:write',
    summary:
      'Disable or enable a customer (its sessions end at once), change its type, newsletter and addresses; ' +
      'answers the customer',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    body: AdminPatchCustomerBodySchema,
    response: { 200: AdminCustomerSchema },
  },
  passwordReset: {
    method: 'POST',
    url: `${CUSTOMER}/password-reset`,
    permission: 'customers:write',
    summary:
      "Send the customer the shop's password-reset mail; 409 no_email for a customer without an e-mail " +
      'address, customer_disabled for a disabled one',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    response: { 200: SuccessAnswerSchema },
  },
});

export const AdminStoresApi = adminApiArea('admin: stores', {
  requests: {
    method: 'GET',
    url: '/api/admin/store-requests',
    permission: 'stores:write',
    summary: "The tenant's store-account requests, newest first (at most 500), of one status or all",
    querystring: StoreRequestListQuerySchema,
    response: { 200: z.array(StoreRequestSchema) },
  },
  approve: {
    method: 'POST',
    url: '/api/admin/store-requests/:id/approve',
    permission: 'stores:write',
    summary:
      'Approve a pending request: creates the business customer and its user, links the stores given, ' +
      'mails the welcome with a set-password link; 409 already_decided, email_in_use',
    querystring: AdminTenantQuerySchema,
    params: RequestIdParamSchema,
    body: ApproveStoreRequestBodySchema.nullish(),
    response: { 200: StoreRequestSchema },
  },
  reject: {
    method: 'POST',
    url: '/api/admin/store-requests/:id/reject',
    permission: 'stores:write',
    summary: 'Reject a pending request and mail the reason to the requester; 409 already_decided',
    querystring: AdminTenantQuerySchema,
    params: RequestIdParamSchema,
    body: RejectStoreRequestBodySchema,
    response: { 200: StoreRequestSchema },
  },
  addStore: {
    method: 'POST',
    url: `${CUSTOMER}/stores`,
    permission: 'stores:write',
    summary:
      'Link a store (an existing customer of the tenant) to a customer; answers the customer; 409 already_linked',
    querystring: AdminTenantQuerySchema,
    params: CustomerNumberParamSchema,
    body: AddStoreBodySchema,
    response: { 201: AdminCustomerSchema },
  },
  removeStore: {
    method: 'DELETE',
    url: `${CUSTOMER}/stores/:storeCustomerNumber`,
    permission: 'stores:write',
    summary: "Remove a store from a customer's stores; answers the customer",
    querystring: AdminTenantQuerySchema,
    params: StoreLinkParamSchema,
    response: { 200: AdminCustomerSchema },
  },
});

export const AdminAuditApi = adminApiArea('admin: audit', {
  trail: {
    method: 'GET',
    url: '/api/admin/audit',
    permission: 'customers:read',
    summary: "Who changed what and when in the tenant's back office, newest first (of one entity if asked)",
    querystring: AuditQuerySchema,
    response: { 200: AuditAnswerSchema },
  },
});
