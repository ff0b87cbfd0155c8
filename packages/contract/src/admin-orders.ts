import { z } from 'zod';
import { ORDER_EVENT_TYPES, ORDER_STATUSES, PARCEL_NUMBER } from './admin.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/** The back office's order calls (`/api/admin/orders...`). */

// ---------------------------------------------------------------------------------------------
// Calls: orders.

/** A day of the calendar (YYYY-MM-DD) that exists: 2026-02-30 does not. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'invalid');
export const AdminSearchSchema = singleLine(z.string().trim().max(100));

export const ADMIN_ORDER_SORTS = ['-orderDate', 'orderDate', '-orderNumber', 'orderNumber'] as const;
export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

export const AdminOrderListQuerySchema = z.object({
  tenant: TenantIdSchema,
  /** Order number, customer number, name, e-mail or article number. */
  q: AdminSearchSchema.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  /** First and last day (inclusive), in the tenant's calendar. */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
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
    // As a missing field: its key is 'required' on both sides (errors.ts issueKey).
    if (body.type === 'shipped' && !body.parcelNumber)
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: ['parcelNumber'],
        message: 'required',
      });
    if (body.type !== 'shipped' && body.parcelNumber !== undefined)
      ctx.addIssue({ code: 'custom', path: ['parcelNumber'], message: 'invalid' });
  });
export type OrderEventBody = z.infer<typeof OrderEventBodySchema>;

export const AdminOrderCsvQuerySchema = z.object({
  tenant: TenantIdSchema,
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
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

/** An amount of minor units as a plain decimal (12345 → '123.45'), as the CSV export writes money. */
export function decimalOfMinor(minor: number): string {
  if (!Number.isInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The time zone of a shop's calendar, from its installation country: the back office's whole
 * days (`from`, `to`) begin and end at its midnight.
 */
export function tenantTimeZone(installationCountry: string): string {
  const country = installationCountry.toLowerCase();
  if (/suomi|finland/.test(country)) return 'Europe/Helsinki';
  if (/united kingdom|england|uk\b/.test(country)) return 'Europe/London';
  if (/españa|spain/.test(country)) return 'Europe/Madrid';
  if (/danmark|denmark/.test(country)) return 'Europe/Copenhagen';
  if (/norge|norway/.test(country)) return 'Europe/Oslo';
  return 'Europe/Stockholm';
}
