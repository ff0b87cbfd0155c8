import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/**
 * The back office's roles: ADMIN runs its tenant, ORDER_HANDLER handles its tenant's orders and
 * reads its customers, SUPERADMIN runs every tenant. A user with any of them is an operator: the
 * shop refuses it, and the back office refuses everyone else.
 */
export const ADMIN_ROLES = ['ADMIN', 'ORDER_HANDLER', 'SUPERADMIN'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Whether a user with these roles is an operator (a back-office account, never a shop one). */
export function isOperator(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
}

/** What an operator may do in a tenant it may see. */
export type AdminPermission = 'orders:read' | 'orders:write' | 'customers:read' | 'customers:write' | 'stores:write';

const PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  SUPERADMIN: ['orders:read', 'orders:write', 'customers:read', 'customers:write', 'stores:write'],
  ADMIN: ['orders:read', 'orders:write', 'customers:read', 'customers:write', 'stores:write'],
  ORDER_HANDLER: ['orders:read', 'orders:write', 'customers:read'],
};

/** Whether an operator with these roles may do this (the tenant is checked apart: `mayOperate`). */
export function hasPermission(roles: readonly string[], permission: AdminPermission): boolean {
  return roles.some((role) => PERMISSIONS[role as AdminRole]?.includes(permission) ?? false);
}

/** Whether an operator of `homeTenant` with these roles may work in `tenant`: its own, or any for SUPERADMIN. */
export function mayOperate(roles: readonly string[], homeTenant: number, tenant: number): boolean {
  return isOperator(roles) && (roles.includes('SUPERADMIN') || homeTenant === tenant);
}

// ---------------------------------------------------------------------------------------------
// Order states: one machine for the back office's events and the customer's own cancel.

export const ORDER_EVENT_TYPES = ['printed', 'invoiced', 'shipped', 'canceled'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The flags an order's state is made of (the orders table's columns). */
export interface OrderFlags {
  canceled: boolean;
  printed: boolean;
  invoiced: boolean;
  shipped: boolean;
}
type Flag = keyof OrderFlags;

/**
 * Each event's precondition (the flags it needs, as they must be) and effect (the flag it sets).
 * placed → printed → invoiced; shipped (with a parcel number) once printed, before or after
 * invoiced; canceled only while neither printed nor invoiced. The server turns `requires` into
 * the WHERE of one conditional UPDATE, so two events at once can never both apply.
 */
export const ORDER_EVENT_RULES: Record<OrderEventType, { requires: Partial<OrderFlags>; sets: Flag }> = {
  printed: { requires: { canceled: false, printed: false }, sets: 'printed' },
  invoiced: { requires: { canceled: false, printed: true, invoiced: false }, sets: 'invoiced' },
  shipped: { requires: { canceled: false, printed: true, shipped: false }, sets: 'shipped' },
  canceled: { requires: { canceled: false, printed: false, invoiced: false, shipped: false }, sets: 'canceled' },
};

/** Whether the machine allows `event` on an order in state `flags`. */
export function isAllowedEvent(flags: OrderFlags, event: OrderEventType): boolean {
  const { requires } = ORDER_EVENT_RULES[event];
  return (Object.keys(requires) as Flag[]).every((flag) => flags[flag] === requires[flag]);
}

/** The events the machine allows on an order in state `flags`, in the machine's order. */
export function allowedEvents(flags: OrderFlags): OrderEventType[] {
  return ORDER_EVENT_TYPES.filter((event) => isAllowedEvent(flags, event));
}

/** The state after `event`; the same state when the machine does not allow it. */
export function applyEvent(flags: OrderFlags, event: OrderEventType): OrderFlags {
  return isAllowedEvent(flags, event) ? { ...flags, [ORDER_EVENT_RULES[event].sets]: true } : flags;
}

/** The refusal (409) of an event the machine does not allow. */
export const TRANSITION_NOT_ALLOWED = 'transition_not_allowed';

/**
 * One word for an order's state, for lists and their filter: the furthest it got
 * (canceled, shipped, invoiced, printed, placed). The database keeps it as a generated column
 * written from the same order of precedence.
 */
export const ORDER_STATUSES = ['placed', 'printed', 'invoiced', 'shipped', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export function orderStatusOf(flags: OrderFlags): OrderStatus {
  if (flags.canceled) return 'canceled';
  if (flags.shipped) return 'shipped';
  if (flags.invoiced) return 'invoiced';
  if (flags.printed) return 'printed';
  return 'placed';
}

/** Parcel numbers as carriers write them: letters, digits and dashes, 4 to 40 characters. */
export const PARCEL_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/**
 * The tracking link of a parcel: the tenant's tracking URL with `{parcelNumber}` replaced; null
 * when the tenant has no tracking URL.
 */
export function trackingLink(template: string | null | undefined, parcelNumber: string | null): string | null {
  if (!template || !parcelNumber) return null;
  return template.replaceAll('{parcelNumber}', encodeURIComponent(parcelNumber));
}

// ---------------------------------------------------------------------------------------------
// Calls: sign-in.

export const AdminTenantQuerySchema = z.object({ tenant: TenantIdSchema });

export const AdminLoginBodySchema = z.strictObject({
  username: singleLine(z.string().trim().min(1).max(LIMITS.username)),
  password: z.string().min(1).max(LIMITS.password),
});

export const AdminTokenAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  roles: z.array(z.string()),
  username: z.string(),
  /** The tenant the operator belongs to. */
  tenant_id: z.number().int(),
  /** The tenants the operator may work in (every tenant for SUPERADMIN), ascending. */
  tenants: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminTokenAnswer = z.infer<typeof AdminTokenAnswerSchema>;

export const AdminRefreshBodySchema = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export const AdminLogoutBodySchema = z.strictObject({ refresh_token: z.string().max(200).optional() });

/** The cookie that binds an operator's refresh tokens to the browser (apart from the shop's). */
export const ADMIN_BINDING_COOKIE = 'admin_rt';

// ---------------------------------------------------------------------------------------------
// Calls: orders.

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid');
const Search = singleLine(z.string().trim().max(100));

export const ADMIN_ORDER_SORTS = ['-orderDate', 'orderDate', '-orderNumber', 'orderNumber'] as const;
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

export const AdminOrderListQuerySchema = z.object({
  tenant: TenantIdSchema,
  /** Order number, customer number, name, e-mail or article number. */
  q: Search.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** First and last day (inclusive), in the tenant's calendar. */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('-orderDate'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

export const AdminOrderListItemSchema = z.object({
  orderNumber: z.number().int(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerNumber: z.string().nullable(),
  /** The customer's name, or the recipient of a guest order. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Gross total, minor units. */
  total: z.number().int(),
  currency: z.string(),
  parcelNumber: z.string().nullable(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;

/** A count stops at this many rows: a longer list says "10,000+" (`totalIsLowerBound`). */
export const ADMIN_COUNT_CAP = 10_000;

export const AdminOrderListAnswerSchema = z.object({
  items: z.array(AdminOrderListItemSchema),
  total: z.number().int(),
  /** True when `total` is ADMIN_COUNT_CAP and more rows match. */
  totalIsLowerBound: z.boolean(),
});
export type AdminOrderListAnswer = z.infer<typeof AdminOrderListAnswerSchema>;

export const OrderNumberParamSchema = z.object({ orderNumber: z.coerce.number().int().min(1).max(2_147_483_647) });

export const AdminOrderEventSchema = z.object({
  type: z.enum([...ORDER_EVENT_TYPES, 'placed']),
  at: z.string(),
  /** Who: an operator's username, 'customer' for the customer's own cancel, null when placed. */
  by: z.string().nullable(),
  parcelNumber: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEventSchema>;

const StoredAddress = z.record(z.string(), z.string().nullable()).nullable();

export const AdminOrderLineSchema = z.object({
  articleNumber: z.string(),
  name: z.string(),
  amount: z.number().int(),
  quantity: z.number().int(),
  /** Net line price, minor units. */
  price: z.number().int(),
  payer: z.string(),
  alternativePrice: z.string().nullable(),
});

export const AdminOrderSchema = z.object({
  orderNumber: z.number().int(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  canceled: z.boolean(),
  printed: z.boolean(),
  invoiced: z.boolean(),
  shipped: z.boolean(),
  parcelNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  customerNumber: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  privateCustomer: z.boolean(),
  /** ADVANCE for consumers, else the invoice chosen; null when nothing is invoiced. */
  payment: z.enum(['ADVANCE', 'E-INVOICE', 'PDF', 'PAPER']).nullable(),
  currency: z.string(),
  vatPercent: z.number(),
  totals: z.object({ net: z.number().int(), vat: z.number().int(), gross: z.number().int() }),
  shipping: z.number().int(),
  administrativeFee: z.number().int(),
  premiumSelected: z.boolean(),
  lines: z.array(AdminOrderLineSchema),
  deliveryAddress: StoredAddress,
  postalAddress: StoredAddress,
  invoiceAddress: StoredAddress,
  message: z.string().nullable(),
  /** Print-on-forms data (IBAN, reference series, ...) as the order stored it; null without forms. */
  formData: z.record(z.string(), z.unknown()).nullable(),
  history: z.array(AdminOrderEventSchema),
  /** The events the state machine allows now (the page's buttons). */
  allowedEvents: z.array(z.enum(ORDER_EVENT_TYPES)),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const OrderEventBodySchema = z
  .strictObject({
    type: z.enum(ORDER_EVENT_TYPES),
    parcelNumber: z.string().trim().regex(PARCEL_NUMBER, 'invalid').optional(),
    note: singleLine(z.string().trim().max(500)).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'shipped' && !body.parcelNumber)
      ctx.addIssue({ code: 'custom', path: ['parcelNumber'], message: 'required' });
    if (body.type !== 'shipped' && body.parcelNumber !== undefined)
      ctx.addIssue({ code: 'custom', path: ['parcelNumber'], message: 'invalid' });
  });
export type OrderEventBody = z.infer<typeof OrderEventBodySchema>;

export const AdminOrderCsvQuerySchema = z.object({
  tenant: TenantIdSchema,
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});

/** The CSV export's columns, one row per order line. */
export const ORDER_CSV_COLUMNS = [
  'orderNumber',
  'orderDate',
  'status',
  'customerNumber',
  'name',
  'email',
  'currency',
  'orderTotal',
  'articleNumber',
  'articleName',
  'amount',
  'packageSize',
  'linePrice',
  'parcelNumber',
] as const;

// ---------------------------------------------------------------------------------------------
// Calls: customers.

export const CustomerNumberParamSchema = z.object({ customerNumber: z.string().regex(/^\d{8}$/, 'invalid') });

export const AdminCustomerListQuerySchema = z.object({
  tenant: TenantIdSchema,
  /** Customer number, name, e-mail or organisation number. */
  q: Search.optional(),
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
});

const AddressPatch = z.strictObject({
  recipient: singleLine(z.string().trim().max(LIMITS.recipient)).optional(),
  streetName: singleLine(z.string().trim().max(LIMITS.streetName)).optional(),
  streetNumber: singleLine(z.string().trim().max(LIMITS.streetNumber)).optional(),
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

// ---------------------------------------------------------------------------------------------
// The audit trail.

export const AUDIT_ENTITIES = ['order', 'customer', 'store_request'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AuditQuerySchema = z.object({
  tenant: TenantIdSchema,
  entity: z.enum(AUDIT_ENTITIES).optional(),
  /** The entity's own number: order number, customer number or request id. */
  id: singleLine(z.string().trim().max(20)).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const AuditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  /** What changed: field → { from, to }, or the event's data. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditAnswerSchema = z.object({ items: z.array(AuditEntrySchema) });
