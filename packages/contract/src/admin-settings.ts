import { z } from 'zod';
import type { FieldError } from './errors.ts';
import { LANGUAGES, type Language } from './language.ts';
import { MAX_MONEY_MINOR } from './limits.ts';
import { AdminOrderFormTypeSchema, TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

/**
 * The back office's tenant settings (`GET`/`PATCH /api/admin/settings?tenant=T`): what the shop
 * of a tenant reads from `tenants` and `tenant_languages`, and the prices of its service articles
 * (premium and normal freight, the administrative fee). Fixed here: the tenant's id, whether it
 * is public (who may sign in, which routes exist), its installation country (postal rules,
 * calendar), its styling and its pages' switches (the content pages have their own screen); the
 * currency code only while the tenant has no orders (placed orders keep theirs).
 */

export const AdminSettingsQuerySchema = z.object({ tenant: TenantIdSchema });

/** VAT percent with at most two decimals (25, 25.5, 25.25), 0–100; stored as basis points. */
export const VatPercentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'invalid' });

const EMAIL_MAX = 100;
const HOST_MAX = 253;
const URL_MAX = 500;
export const SETTINGS_LIST_MAX = 20;

/** An e-mail address, trimmed and lower-cased. */
const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('invalid').max(EMAIL_MAX));

/** An amount of money in minor units, as the database holds it. */
const MoneyMinorSchema = z
  .number()
  .min(0)
  .max(MAX_MONEY_MINOR)
  // Not `.int()`: its issue reads as a missing value ('required'), a fraction of a cent is 'invalid'.
  .refine((v) => Number.isInteger(v), { message: 'invalid' });

/** A host name (`www.example.com`, `localhost`): labels of letters, digits and hyphens; lower-cased. */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function isHostName(value: string): boolean {
  return HOST_NAME.test(value);
}

/** An https address; http only for localhost (and `*.localhost`), as the demo runs. */
export function isShopUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  const host = url.hostname.toLowerCase();
  return url.protocol === 'http:' && (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1');
}

const ShopUrlSchema = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((v) => isShopUrl(v), { message: 'invalid' });

/** An optional address: empty clears it (null). */
const OptionalUrlSchema = z
  .union([ShopUrlSchema, z.literal(''), z.null()])
  .transform((v) => (v === '' || v === null ? null : v));

/** A parcel tracking address: an https address where `{parcelNumber}` is replaced; empty: none. */
const TrackingUrlSchema = z
  .union([ShopUrlSchema.refine((v) => v.includes('{parcelNumber}'), { message: 'invalid' }), z.literal(''), z.null()])
  .transform((v) => (v === '' || v === null ? null : v));

/** The same text once, in the order first given. */
const unique = (values: readonly string[]) => [...new Set(values)];

/** E-mail addresses (lower-cased, each once). */
export const EmailListSchema = z.array(EmailSchema).max(SETTINGS_LIST_MAX).transform(unique);

/** Host names (lower-cased, each once). */
export const HostListSchema = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(HOST_MAX)
      .refine((v) => isHostName(v), { message: 'invalid' }),
  )
  .max(SETTINGS_LIST_MAX)
  .transform(unique);

const Text = (max: number) => singleLine(z.string().trim().max(max));

export const SettingsContactSchema = z.strictObject({
  companyName: Text(100).min(1),
  street: Text(100),
  zipCode: Text(20),
  city: Text(50),
  country: Text(50),
  phone: Text(30),
  email: z.union([z.literal(''), EmailSchema]),
  registrationNumber: Text(30),
  vatNumber: Text(30),
  hours: Text(200),
});

const LanguageSchema = z.enum(LANGUAGES);

/** The chosen languages in the order the shop lists them; each once, at least one. */
export const LanguageListSchema = z
  .array(LanguageSchema)
  .min(1)
  .max(LANGUAGES.length)
  .refine((list) => new Set(list).size === list.length, { message: 'invalid' });

/** Everything the back office may change; a PATCH gives any part of it. */
const editable = {
  name: Text(100).min(1),
  /** Changeable only while the tenant has no orders (409 currency_locked otherwise). */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'invalid'),
  vat: VatPercentSchema,
  businessPrivateToggle: z.boolean(),
  adminOrderFormType: AdminOrderFormTypeSchema,
  guestCheckout: z.boolean(),
  showCampaigns: z.boolean(),
  languages: LanguageListSchema,
  defaultLanguage: LanguageSchema,
  /** When set, the shop is always in this language and shows no language links. */
  forcedLanguage: LanguageSchema.nullable(),
  premiumDelivery: z.boolean(),
  /** Net price of premium delivery (the premium freight article), minor units. */
  premiumPrice: MoneyMinorSchema,
  /** Net price of normal delivery (the normal freight article), minor units. */
  freightPrice: MoneyMinorSchema,
  /** Net administrative fee of paper invoices (the fee article), minor units. */
  administrativeFee: MoneyMinorSchema,
  waiveAdministrativeFee: z.boolean(),
  invoiceTypeChoice: z.boolean(),
  eInvoiceQuestion: z.boolean(),
  orderMessage: z.boolean(),
  /** Internal addresses that get a copy of every order confirmation. */
  confirmationCopies: EmailListSchema,
  /** Host names where a placed order is reported to e-commerce tracking (with consent only). */
  trackingHosts: HostListSchema,
  parcelTrackingUrl: TrackingUrlSchema,
  /** Public address of the shop, used in mailed links; empty: the address it is served on. */
  baseUrl: OptionalUrlSchema,
  ecommerceCertificateUrl: OptionalUrlSchema,
  contact: SettingsContactSchema,
};

export const SETTINGS_FIELDS = Object.keys(editable) as (keyof typeof editable)[];
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The service-article prices: null in an answer when the tenant has no such article. */
export const SERVICE_PRICE_FIELDS = ['premiumPrice', 'freightPrice', 'administrativeFee'] as const;

/** The field errors of the rules between fields: the default and the forced language must be among the chosen ones. */
export function settingsCrossErrors(s: {
  languages?: readonly Language[] | undefined;
  defaultLanguage?: Language | undefined;
  forcedLanguage?: Language | null | undefined;
}): FieldError[] {
  if (!s.languages) return [];
  const errors: FieldError[] = [];
  if (s.defaultLanguage !== undefined && !s.languages.includes(s.defaultLanguage))
    errors.push({ field: 'defaultLanguage', message: 'not_chosen' });
  if (s.forcedLanguage && !s.languages.includes(s.forcedLanguage))
    errors.push({ field: 'forcedLanguage', message: 'not_chosen' });
  return errors;
}

/**
 * The body of PATCH /api/admin/settings: any subset of the editable settings. The rules between
 * fields (settingsCrossErrors) are checked by the server on the settings the patch results in.
 */
export const AdminSettingsPatchSchema = z.strictObject(editable).partial();
export type AdminSettingsPatch = z.infer<typeof AdminSettingsPatchSchema>;

/** The whole form of the settings screen (every editable field; prices the tenant has no article for may be null). */
export const AdminSettingsFormSchema = z
  .strictObject({
    ...editable,
    premiumPrice: MoneyMinorSchema.nullable(),
    freightPrice: MoneyMinorSchema.nullable(),
    administrativeFee: MoneyMinorSchema.nullable(),
  })
  .superRefine((s, ctx) => {
    for (const e of settingsCrossErrors(s)) ctx.addIssue({ code: 'custom', path: [e.field], message: e.message });
  });
export type AdminSettingsForm = z.input<typeof AdminSettingsFormSchema>;

/** GET /api/admin/settings: the editable settings and what is fixed. */
export const AdminSettingsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  /** Whether the currency is fixed because the tenant has orders. */
  currencyLocked: z.boolean(),
  publicTenant: z.boolean(),
  installationCountry: z.string(),
  vat: z.number(),
  businessPrivateToggle: z.boolean(),
  adminOrderFormType: AdminOrderFormTypeSchema,
  guestCheckout: z.boolean(),
  showCampaigns: z.boolean(),
  languages: z.array(LanguageSchema),
  defaultLanguage: LanguageSchema,
  forcedLanguage: LanguageSchema.nullable(),
  premiumDelivery: z.boolean(),
  premiumPrice: z.number().int().nullable(),
  freightPrice: z.number().int().nullable(),
  administrativeFee: z.number().int().nullable(),
  waiveAdministrativeFee: z.boolean(),
  invoiceTypeChoice: z.boolean(),
  eInvoiceQuestion: z.boolean(),
  orderMessage: z.boolean(),
  confirmationCopies: z.array(z.string()),
  trackingHosts: z.array(z.string()),
  parcelTrackingUrl: z.string().nullable(),
  baseUrl: z.string().nullable(),
  ecommerceCertificateUrl: z.string().nullable(),
  contact: z.object({
    companyName: z.string(),
    street: z.string(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    registrationNumber: z.string(),
    vatNumber: z.string(),
    hours: z.string(),
  }),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;
