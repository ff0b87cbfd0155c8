import { z } from 'zod';
import {
  DescriptionTextsSchema,
  LocalizedTextsSchema,
  NameTextsSchema,
  RequiredNameTextsSchema,
} from './admin-catalog.ts';
import { LANGUAGES } from './language.ts';
import { HOME_SLIDER_PRODUCTS } from './limits.ts';
import { TenantIdSchema } from './tenant.ts';

/**
 * The back office's campaigns and home-page calls (`/api/admin/campaigns...`): the campaigns the
 * shop's home page and side cart show (SPEC.md §2: campaign spots, 3 on the home page), each with
 * its products in order, and the 'In focus' set (the recommended products, at most
 * `IN_FOCUS_SHOWN` shown). Texts travel per language, as in admin-catalog.ts.
 */

/** How many recommended products the home page's 'In focus' shows (SPEC.md §7: recommended products 4). */
export const IN_FOCUS_SHOWN = 4;
/** Products one campaign may hold. */
export const CAMPAIGN_PRODUCTS_MAX = 50;
/** Campaigns one tenant may have. */
export const CAMPAIGNS_MAX = 200;

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
export const CampaignIdParamSchema = z.object({ id: Id });
export const AdminCampaignsQuerySchema = z.object({ tenant: TenantIdSchema });
/** The list's query: the products' names in `lang` (the operator's language) where the shop has it. */
export const AdminCampaignsListQuerySchema = z.object({ tenant: TenantIdSchema, lang: z.enum(LANGUAGES).optional() });

/** A campaign's products: ids of the tenant's products, no repeats, in display order. */
const ProductIds = z
  .array(Id)
  .max(CAMPAIGN_PRODUCTS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid' });

export const CampaignCreateBodySchema = z.strictObject({
  name: RequiredNameTextsSchema,
  description: DescriptionTextsSchema.optional(),
  active: z.boolean().default(true),
  productIds: ProductIds.default([]),
});
/** What the back office sends. */
export type CampaignCreateBody = z.input<typeof CampaignCreateBodySchema>;
/** What the server works with (defaults applied). */
export type CampaignCreate = z.output<typeof CampaignCreateBodySchema>;

/** A change of a campaign: any subset; texts per language as in mergeTexts (an empty text removes a language). */
export const CampaignPatchBodySchema = z.strictObject({
  name: NameTextsSchema.optional(),
  description: DescriptionTextsSchema.optional(),
  active: z.boolean().optional(),
  /** 0-based place among the tenant's campaigns; the others move up or down. */
  position: z.number().int().min(0).max(CAMPAIGNS_MAX).optional(),
  productIds: ProductIds.optional(),
});
export type CampaignPatchBody = z.input<typeof CampaignPatchBodySchema>;
export type CampaignPatch = z.output<typeof CampaignPatchBodySchema>;

export const CampaignProductSchema = z.object({
  id: z.number().int(),
  /** In the language asked for where the shop has it, else the shop's default language. */
  name: z.string(),
  /** An inactive product stays in the campaign but the shop does not show it. */
  active: z.boolean(),
});

export const AdminCampaignSchema = z.object({
  id: z.number().int(),
  name: LocalizedTextsSchema,
  description: LocalizedTextsSchema,
  active: z.boolean(),
  position: z.number().int(),
  products: z.array(CampaignProductSchema),
});
export type AdminCampaign = z.infer<typeof AdminCampaignSchema>;

export const AdminCampaignsAnswerSchema = z.object({
  campaigns: z.array(AdminCampaignSchema),
  /** Whether the shop shows campaigns at all (a tenant setting). */
  showCampaigns: z.boolean(),
  /** The recommended products ('In focus'), in the order the shop shows them; the first IN_FOCUS_SHOWN are shown. */
  inFocus: z.array(CampaignProductSchema),
  /** The products picked for the home page's slider, in order; none: the shop shows the first of its range. */
  slider: z.array(CampaignProductSchema),
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
});
export type AdminCampaignsAnswer = z.infer<typeof AdminCampaignsAnswerSchema>;

/** `PUT /api/admin/home/slider`: the slider's products in order (none: the first of the range). */
export const HomeSliderBodySchema = z.strictObject({
  productIds: z
    .array(Id)
    .max(HOME_SLIDER_PRODUCTS)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid' }),
});
export type HomeSliderBody = z.infer<typeof HomeSliderBodySchema>;
export const HomeSliderAnswerSchema = z.object({ slider: z.array(CampaignProductSchema) });
export type HomeSliderAnswer = z.infer<typeof HomeSliderAnswerSchema>;
