import { z } from 'zod';
import { LANGUAGES } from './language.ts';

export const TenantIdSchema = z.coerce.number().int().min(1).max(1_000_000);

export const AdminOrderFormTypeSchema = z.enum(['STANDARD', 'NONE']);

export const TenantContactSchema = z.object({
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
});

/** How the checkout of a tenant behaves (SPEC.md §2, §4, §5). */
export const TenantCheckoutSchema = z.object({
  /** Premium delivery is offered (not on the Finnish shop). */
  premiumDelivery: z.boolean(),
  /** The payer chooses E-INVOICE or PDF invoice (the Finnish shop). */
  invoiceTypeChoice: z.boolean(),
  /** Business payers are asked whether they accept e-invoices (not on the UK shop). */
  eInvoiceQuestion: z.boolean(),
  /** The checkout has a message step (public shops other than the Finnish one). */
  orderMessage: z.boolean(),
  /** No administrative fee is ever charged (the Finnish shop). */
  waiveAdministrativeFee: z.boolean(),
});
export type TenantCheckout = z.infer<typeof TenantCheckoutSchema>;

/** Tenant data the web app needs; served by tenant/ajaxList and embedded in the page. */
export const TenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string().length(3),
  vat: z.number(),
  publicTenant: z.boolean(),
  businessPrivateToggle: z.boolean(),
  adminOrderFormType: AdminOrderFormTypeSchema,
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
  /** When set, the UI is always in this language and shows no language links. */
  forcedLanguage: z.enum(LANGUAGES).nullable(),
  guestCheckout: z.boolean(),
  showCampaigns: z.boolean(),
  installationCountry: z.string(),
  theme: z.object({ primary: z.string(), variant: z.enum(['default', 'lab']) }),
  contact: TenantContactSchema,
  ecommerceCertificateUrl: z.string().nullable(),
  checkout: TenantCheckoutSchema,
  /** Host names where a placed order is reported to e-commerce tracking (with consent only). */
  trackingHosts: z.array(z.string()),
});
export type Tenant = z.infer<typeof TenantSchema>;

export const TenantListAnswerSchema = z.array(TenantSchema);
