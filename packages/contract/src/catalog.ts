import { z } from 'zod';
import { LANGUAGES } from './language.ts';
import { LIMITS, MAX_LIST_LIMIT, PRODUCT_SORTS } from './limits.ts';
import { singleLine } from './text-rules.ts';

export const PayerSchema = z.enum(['ALWAYS_CUSTOMER', 'TENANT', 'CUSTOMER']);

const Id = z.coerce.number().int().min(1).max(2_147_483_647);

/** A package size of a product. Texts are language-tagged; price is net, in minor units. */
export const ArticleSchema = z.object({
  id: z.number().int(),
  containerId: z.number().int(),
  articleNumber: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  /** Weight in grams. */
  weight: z.number().int(),
  freeShipping: z.boolean(),
  numberOfForms: z.number().int(),
  payer: PayerSchema,
  alternativePrice: z.string().nullable(),
  freight: z.enum(['NONE', 'NORMAL', 'PREMIUM']),
  administrativeFee: z.boolean(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ImageSchema = z.object({ fileName: z.string() });
export const AttachedFileSchema = z.object({ fileName: z.string(), title: z.string() });
export const VideoSchema = z.object({
  source: z.enum(['FILE', 'YOUTUBE', 'VIMEO']),
  id: z.string(),
  extension: z.string().nullable(),
  file: z.string().nullable(),
});

/** A product as listings show it. */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  description: z.string(),
  recommended: z.boolean(),
  image: z.string().nullable(),
  articles: z.array(ArticleSchema),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A whole product (SPEC.md §3). */
export const ProductSchema = ProductSummarySchema.extend({
  detailedDescription: z.string(),
  specification: z.string(),
  popupImageFileName: z.string().nullable(),
  images: z.array(ImageSchema),
  attachedFiles: z.array(AttachedFileSchema),
  videos: z.array(VideoSchema),
  related: z.array(ProductSummarySchema),
  nonExistant: z.literal(false),
});
export type Product = z.infer<typeof ProductSchema>;

/** The answer for a product id that does not exist in this tenant. */
export const MissingProductSchema = z.object({ id: z.number().int(), nonExistant: z.literal(true) });
export const ProductAnswerSchema = z.union([ProductSchema, MissingProductSchema]);
export type ProductAnswer = z.infer<typeof ProductAnswerSchema>;

export const ListProductsBodySchema = z.strictObject({
  limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(20),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  articleGroup: Id.nullish(),
  /** Searched in the localized name and description (in `lang`) and in article numbers. */
  pattern: singleLine(z.string().trim().max(LIMITS.searchPattern).nullish()),
  recommended: z.boolean().nullish(),
  /**
   * The home page's slider: the products the back office picked for it in their order
   * (`home_slider`, migration 023), or the first of the range by position when none are picked.
   */
  slider: z.boolean().nullish(),
  sort: z.enum(PRODUCT_SORTS).default('position'),
  /** The shopper's language, for search and name sorting; without it all languages are searched. */
  lang: z.enum(LANGUAGES).nullish(),
});
export type ListProductsBody = z.infer<typeof ListProductsBodySchema>;

export const TotalProductsBodySchema = z.strictObject({
  articleGroup: Id.nullish(),
  pattern: singleLine(z.string().trim().max(LIMITS.searchPattern).nullish()),
  lang: z.enum(LANGUAGES).nullish(),
});
export const CountAnswerSchema = z.object({ count: z.number().int() });
export type CountAnswer = z.infer<typeof CountAnswerSchema>;

export const ContainerIdBodySchema = z.strictObject({ id: Id });

export const GroupSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageFilename: z.string().nullable(),
});
export type Group = z.infer<typeof GroupSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageFilename: z.string().nullable(),
  groups: z.array(GroupSchema),
});
export type Category = z.infer<typeof CategorySchema>;

export const CampaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  articleContainers: z.array(ProductSummarySchema),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const ListCampaignsBodySchema = z.strictObject({
  limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(3),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});

/** order/ajaxGetAdministrativeFee: the paper-invoice fee article of the tenant, if it has one. */
export const AdministrativeFeeAnswerSchema = z.object({
  article: z.object({ id: z.number().int(), price: z.number().int() }).nullable(),
});
export type AdministrativeFeeAnswer = z.infer<typeof AdministrativeFeeAnswerSchema>;
