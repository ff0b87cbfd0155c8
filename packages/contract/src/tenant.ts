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

/** The about texts the shop's pages know (one per demo shop). */
export const ABOUT_VARIANTS = ['internal', 'nordic', 'finland', 'uk', 'spain', 'lab', 'denmark'] as const;
export type AboutVariant = (typeof ABOUT_VARIANTS)[number];

/** How the pages of a tenant read and which of them it has (SPEC.md §2 'Static pages', §9). */
export const TenantContentSchema = z.object({
  /** The FAQ page exists (non-public shops and the Finnish shop); elsewhere /faq is not found. */
  faqPage: z.boolean(),
  /** The FAQ adds its 2 questions asked outside Finland (and the Swedish main variant's 2 in sv). */
  faqExtraQuestions: z.boolean(),
  /** Which about text the shop tells; null: the one of its styling ('lab' or 'nordic'). */
  about: z.enum(ABOUT_VARIANTS).nullable(),
  /** The terms carry the 'general conditions' section (not on the Nordic main shop). */
  termsConditions: z.boolean(),
  /** Invoice terms in days: net 30 in Sweden and the Nordics, net 14 in Finland. */
  invoiceDays: z.number().int().positive(),
  /** The credit-rating badge on the contact page (not on the Finnish shop). */
  creditBadge: z.boolean(),
  /** The Finnish layout of the contact page. */
  finnishContact: z.boolean(),
  /** The cookie page carries the short title only (the Finnish shop). */
  shortCookieTitle: z.boolean(),
});
export type TenantContent = z.infer<typeof TenantContentSchema>;

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
  content: TenantContentSchema,
  /** Host names where a placed order is reported to e-commerce tracking (with consent only). */
  trackingHosts: z.array(z.string()),
  /** Where a parcel is tracked (`{parcelNumber}` is replaced; contract `trackingLink`); null: none. */
  parcelTrackingUrl: z.string().nullable(),
});
export type Tenant = z.infer<typeof TenantSchema>;

export const TenantListAnswerSchema = z.array(TenantSchema);
