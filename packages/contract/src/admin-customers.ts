import { z } from 'zod';
import { AdminOrderListItemSchema, AdminSearchSchema } from './admin-orders.ts';
import { LANGUAGES } from './language.ts';
import { LIMITS } from './limits.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/** The back office's customer and store-account calls (`/api/admin/customers...`, `/api/admin/store-requests...`). */

// ---------------------------------------------------------------------------------------------
// Calls: customers.

export const CustomerNumberParamSchema = z.object({ customerNumber: z.string().regex(/^\d{8}$/, 'invalid') });

export const AdminCustomerListQuerySchema = z.object({
  tenant: TenantIdSchema,
  /** Customer number, name, e-mail or organisation number. */
  q: AdminSearchSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const AdminCustomerListItemSchema = z.object({
  customerNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  privateCustomer: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminCustomerListItem = z.infer<typeof AdminCustomerListItemSchema>;

export const AdminCustomerListAnswerSchema = z.object({
  items: z.array(AdminCustomerListItemSchema),
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
});

export const ADDRESS_TYPES = ['DELIVERY', 'POSTAL', 'INVOICE'] as const;

export const AdminCustomerSchema = AdminCustomerListItemSchema.extend({
  organisationNumber: z.string().nullable(),
  allowNewsletter: z.boolean(),
  addresses: z.array(
    z.object({ addressType: z.enum(ADDRESS_TYPES), address: z.record(z.string(), z.string().nullable()) }),
  ),
  stores: z.array(z.object({ customerNumber: z.string(), storeId: z.string(), name: z.string() })),
  /** The latest orders (at most 20), newest first. */
  orders: z.array(AdminOrderListItemSchema),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

const Text50 = singleLine(z.string().trim().min(1).max(LIMITS.text));

export const AdminCreateCustomerBodySchema = z.strictObject({
  name: Text50,
  email: z.email('invalid').max(LIMITS.email).toLowerCase(),
  privateCustomer: z.boolean(),
  organisationNumber: singleLine(z.string().trim().max(LIMITS.text)).optional(),
  allowNewsletter: z.boolean().default(false),
  /** The language of the set-password mail; the shop's default when not given (or not offered). */
  language: z.enum(LANGUAGES).optional(),
});

const AddressPatch = z.strictObject({
  recipient: singleLine(z.string().trim().max(LIMITS.recipient)).optional(),
  streetName: singleLine(z.string().trim().max(LIMITS.streetName)).optional(),
  /** Numeric only, as the shop's own address forms; empty clears it. */
  streetNumber: singleLine(z.string().trim().max(LIMITS.streetNumber).regex(/^\d*$/, 'invalid')).optional(),
  streetLetter: singleLine(z.string().trim().max(LIMITS.streetLetter)).optional(),
  zipCode: singleLine(z.string().trim().max(LIMITS.zipCode)).optional(),
  city: singleLine(z.string().trim().max(LIMITS.city)).optional(),
  country: singleLine(z.string().trim().max(LIMITS.text)).optional(),
});

export const AdminPatchCustomerBodySchema = z.strictObject({
  disabled: z.boolean().optional(),
  privateCustomer: z.boolean().optional(),
  allowNewsletter: z.boolean().optional(),
  addresses: z
    .strictObject({
      DELIVERY: AddressPatch.optional(),
      POSTAL: AddressPatch.optional(),
      INVOICE: AddressPatch.optional(),
    })
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Calls: store accounts (the non-public tenant).

export const STORE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const StoreRequestSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  corporateId: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(STORE_REQUEST_STATUSES),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** The customer created when approved. */
  customerNumber: z.string().nullable(),
});
export type StoreRequest = z.infer<typeof StoreRequestSchema>;

export const StoreRequestListQuerySchema = z.object({
  tenant: TenantIdSchema,
  status: z.enum(STORE_REQUEST_STATUSES).optional(),
});
export const RequestIdParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const RejectStoreRequestBodySchema = z.strictObject({ reason: singleLine(z.string().trim().min(1).max(500)) });

export const AddStoreBodySchema = z.strictObject({
  /** The store's own customer (an existing customer of the tenant). */
  storeCustomerNumber: z.string().regex(/^\d{8}$/, 'invalid'),
  storeId: Text50,
  name: Text50,
});

/** Approving a store-account request: the stores to link to the new customer at once (optional). */
export const ApproveStoreRequestBodySchema = z.strictObject({
  stores: z.array(AddStoreBodySchema).max(100).default([]),
});

export const StoreLinkParamSchema = CustomerNumberParamSchema.extend({
  storeCustomerNumber: z.string().regex(/^\d{8}$/, 'invalid'),
});
