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
});
export type Tenant = z.infer<typeof TenantSchema>;

export const TenantListAnswerSchema = z.array(TenantSchema);
