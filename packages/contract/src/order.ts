import { z } from 'zod';
import { PayerSchema } from './catalog.ts';
import { MAX_LINE_AMOUNT, MAX_ORDER_LINES } from './checkout-rules.ts';
import { LIMITS } from './limits.ts';
import { INTERVAL_OPTIONS, REFERENCE_TYPES } from './references.ts';
import { isSingleLine, multiLine, singleLine } from './text-rules.ts';

/** Optional text: trimmed, at most `max` characters; empty becomes null. */
const text = (max: number = LIMITS.text) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** No control characters (line breaks included): these texts go into mail headers and single-line fields. */
const line = (max: number = LIMITS.text) => singleLine(text(max));

/** A message: line breaks and tabs allowed, no other control character. */
const lines = (max: number) => multiLine(text(max));

const email = () => line(LIMITS.email).refine((v) => v === null || z.email().safeParse(v).success, 'invalid');

/** An address (SPEC.md §3): every field optional here; checkout-checks says which are required. */
export const AddressSchema = z.object({
  recipient: line(LIMITS.recipient),
  streetName: line(LIMITS.streetName),
  /** Numeric only; null when empty. */
  streetNumber: line(LIMITS.streetNumber).refine((v) => v === null || /^\d+$/.test(v), 'invalid'),
  streetLetter: line(LIMITS.streetLetter),
  zipCode: line(LIMITS.zipCode),
  city: line(LIMITS.city),
  country: line(),
});
export type Address = z.infer<typeof AddressSchema>;
export type AddressInput = z.input<typeof AddressSchema>;

/** Delivery and postal address of an order, with the contact person. */
export const OrderAddressSchema = AddressSchema.extend({
  contactPerson: line(),
  contactPhoneNumber: line().refine((v) => v === null || /^[+\d][\d\s()-]*$/.test(v), 'invalid'),
  /** Contact e-mail; the confirmation goes here. */
  contactNotificationInformation: email(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;
export type OrderAddressInput = z.input<typeof OrderAddressSchema>;

export const InvoiceAddressSchema = AddressSchema.extend({
  invoiceReference: line(),
  /** PDF invoice e-mail. */
  emailInvoiceAddress: email(),
  /** Free text for guests; CVR in Denmark, 1234567-8 in Finland. */
  organisationNumber: line(),
  gln: line(),
  electronicInvoiceSystemAddress: line(),
  electronicOperator: line(),
});
export type InvoiceAddress = z.infer<typeof InvoiceAddressSchema>;
export type InvoiceAddressInput = z.input<typeof InvoiceAddressSchema>;

export const OrderArticleSchema = z.object({
  articleNumber: singleLine(z.string().trim().min(1).max(LIMITS.text)),
  amount: z.number().int().min(1).max(MAX_LINE_AMOUNT),
});

export const ReferenceTypeSchema = z.union(Object.values(REFERENCE_TYPES).map((v) => z.literal(v)));
export const IntervalSchema = z.union(INTERVAL_OPTIONS.map((v) => z.literal(v)));

/** order/ajaxCreateNew (SPEC.md §3 order request). */
export const OrderRequestSchema = z.strictObject({
  deliveryAddress: OrderAddressSchema.nullish(),
  /** Null for guests. */
  postalAddress: OrderAddressSchema.nullish(),
  /** Null when no invoice address is required. */
  invoiceAddress: InvoiceAddressSchema.nullish(),
  articles: z.array(OrderArticleSchema).min(1).max(MAX_ORDER_LINES),
  message: lines(500),
  hasAdministrativeFee: z.boolean().default(false),
  premiumSelected: z.boolean().default(false),
  allowNewsletter: z.boolean().default(false),
  /** Tenants with an invoice-type choice: E-INVOICE (default) or PDF. */
  invoiceType: z.enum(['E-INVOICE', 'PDF']).nullish(),
  /** A guest says whether they buy as a business (default) or a private person. */
  privateCustomer: z.boolean().default(false),
  /** Language of the confirmation. */
  language: z.enum(['sv', 'en', 'no', 'es', 'fi', 'dk']).optional(),
  // Print on forms
  printContactInformation: z.boolean().nullish(),
  bankAccountNumber: line(42),
  formMessage: lines(LIMITS.formMessage),
  referenceNumberType: ReferenceTypeSchema.nullish(),
  referenceNumberFixed: line(LIMITS.referenceFixed),
  referenceNumberStart: line(LIMITS.referenceStart),
  referenceNumberInterval: IntervalSchema.nullish(),
  referenceNumberInternational: line(25),
});
export type OrderRequest = z.infer<typeof OrderRequestSchema>;
export type OrderRequestInput = z.input<typeof OrderRequestSchema>;

export const CreateOrderAnswerSchema = z.object({
  orderNumber: z.number().int(),
  /** Guests only: the secret that lets this browser read the order (also set as a cookie). */
  accessToken: z.string().optional(),
});
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswerSchema>;

/** order/ajaxGetDeliveryCost */
export const DeliveryCostBodySchema = z.strictObject({
  /** Grams: sum of amount × weight of the items that do not ship free. */
  totalWeight: z.number().int().min(0).max(1_000_000_000),
  articleIds: z.array(z.number().int().min(1)).max(MAX_ORDER_LINES).default([]),
});
export const DeliveryCostAnswerSchema = z.object({
  normal: z.number().int(),
  normalName: z.string(),
  /** Language-tagged. */
  normalDescription: z.string(),
  /** Null where premium delivery is not offered. */
  premium: z.number().int().nullable(),
  premiumName: z.string(),
});
export type DeliveryCostAnswer = z.infer<typeof DeliveryCostAnswerSchema>;

/** order/ajaxUseDeliveryOrPostalAddress */
export const AddressTypeBodySchema = z.strictObject({ totalWeight: z.number().int().min(0).max(1_000_000_000) });
export const AddressTypeAnswerSchema = z.object({ data: z.enum(['delivery', 'postal']) });

/** order/ajaxRequiredInvoiceAddress */
export const RequiredInvoiceBodySchema = z.strictObject({
  orderItemNumbers: z.array(singleLine(z.string().max(LIMITS.text))).max(MAX_ORDER_LINES),
});
export const BooleanAnswerSchema = z.object({ data: z.boolean() });

/** order/ajaxGetOrder, ajaxGetOrderItemsForOrderEstore */
export const OrderNumberBodySchema = z.strictObject({
  orderNumber: z.coerce.number().int().min(1).max(2_147_483_647),
  /** Guests: the order's access token (or the cookie set when the order was placed). */
  accessToken: z.string().max(200).optional(),
});

export const OrderItemSchema = z.object({
  articleNumber: z.string(),
  amount: z.number().int(),
  /** Net line price (unit price × amount), minor units. */
  price: z.number().int(),
  /** Package size. */
  quantity: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  containerId: z.number().int().nullable(),
  payer: PayerSchema,
  alternativePrice: z.string().nullable(),
  freight: z.enum(['NONE', 'NORMAL', 'PREMIUM']),
  administrativeFee: z.boolean(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

const StoredAddress = z.record(z.string(), z.string().nullable()).nullable();

export const OrderSchema = z.object({
  orderNumber: z.number().int(),
  orderDate: z.string(),
  /** Gross total, minor units. */
  totalPrice: z.number().int(),
  totals: z.object({ net: z.number().int(), vat: z.number().int(), gross: z.number().int() }),
  shipping: z.number().int(),
  administrativeFee: z.number().int(),
  currency: z.string(),
  vatPercent: z.number(),
  premiumSelected: z.boolean(),
  addressType: z.enum(['DELIVERY', 'POSTAL']),
  orderItems: z.array(OrderItemSchema),
  canceled: z.boolean(),
  printed: z.boolean(),
  invoiced: z.boolean(),
  /** Handed to the carrier (with its parcel number). An answer from before shipping existed has none: false. */
  shipped: z.boolean().default(false),
  parcelNumber: z.string().nullable(),
  /**
   * The carrier's tracking page of the parcel: the tenant's tracking URL with the parcel number
   * (`trackingLink`); null without a parcel number or where the tenant has no tracking URL.
   */
  trackingUrl: z.string().nullable().default(null),
  deliveryAddress: StoredAddress,
  postalAddress: StoredAddress,
  invoiceAddress: StoredAddress,
  message: z.string().nullable(),
  /** Where the confirmation went (contact e-mail), if anywhere. */
  email: z.string().nullable(),
  /** Placed by a private customer (consumer): amounts are read with VAT, paid in advance. */
  privateCustomer: z.boolean(),
  /**
   * How the order is paid (SPEC.md §1, §4): ADVANCE for consumers (the provider contacts them),
   * else the invoice chosen (E-INVOICE, PDF or PAPER); null when nothing is invoiced.
   */
  payment: z.enum(['ADVANCE', 'E-INVOICE', 'PDF', 'PAPER']).nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** order/ajaxSendConfirmationEmail */
export const SendConfirmationBodySchema = z.strictObject({
  orderNumber: z.coerce.number().int().min(1).max(2_147_483_647),
  orderItems: z.array(z.unknown()).max(MAX_ORDER_LINES).optional(),
  email: z
    .string()
    .trim()
    .max(LIMITS.email)
    .refine((v) => z.email().safeParse(v).success && isSingleLine(v), 'invalid')
    .optional(),
  accessToken: z.string().max(200).optional(),
});
export const SuccessAnswerSchema = z.object({ success: z.literal(true) });
