import { z } from 'zod';
import { AdminSearchSchema } from './admin-orders.ts';
import { VideoSchema } from './catalog.ts';
import { LANGUAGES, type Language, parseTagged, toTagged } from './language.ts';
import { MAX_MONEY_MINOR } from './limits.ts';
import { TenantIdSchema } from './tenant.ts';
import { multiLine, singleLine } from './text-rules.ts';

/**
 * The back office's catalog calls (`/api/admin/products...`, `/api/admin/articles/:id`,
 * `/api/admin/groups`, `/api/admin/categories/:id`, `/api/admin/groups/:id`).
 *
 * The database and the shop keep texts language-tagged (`[sv]Text[en]Text`); these calls carry
 * them per language ({ sv: 'Text', en: 'Text' }) so that the editor never shows a tag. The server
 * joins and splits them with `joinTagged` / `splitTagged` below.
 */

// ---------------------------------------------------------------------------------------------
// Texts per language.

/** A text in each language it has; a language without text is absent. */
export type LocalizedTexts = Partial<Record<Language, string>>;

const LANGUAGE_TAG = /\[[a-z]{2}\]/;

/**
 * The parts of a stored language-tagged text, per language. An untagged, non-empty text (older
 * data) belongs to `fallback` (the tenant's default language); languages the shop does not know
 * are dropped; empty parts are absent.
 */
export function splitTagged(text: string | null | undefined, fallback: Language): LocalizedTexts {
  if (!text) return {};
  const parts = parseTagged(text);
  if (parts.size === 0) {
    const plain = text.trim();
    return plain ? { [fallback]: plain } : {};
  }
  const texts: LocalizedTexts = {};
  for (const lang of LANGUAGES) {
    const part = parts.get(lang);
    if (part) texts[lang] = part;
  }
  return texts;
}

/** The stored form of texts per language: tagged, in the shop's language order, empty ones left out. */
export function joinTagged(texts: LocalizedTexts): string {
  const kept: LocalizedTexts = {};
  for (const lang of LANGUAGES) {
    const text = texts[lang]?.trim();
    if (text) kept[lang] = text;
  }
  return toTagged(kept);
}

/**
 * A change of texts per language: the languages given replace theirs, an empty string removes
 * one, the languages not given keep their text.
 */
export function mergeTexts(current: LocalizedTexts, change: LocalizedTexts): LocalizedTexts {
  const merged: LocalizedTexts = { ...current };
  for (const lang of LANGUAGES) {
    const text = change[lang];
    if (text === undefined) continue;
    if (text.trim()) merged[lang] = text.trim();
    else delete merged[lang];
  }
  return merged;
}

/** The tenant's languages without text in `texts` (the editor marks their tabs). */
export function missingLanguages(texts: LocalizedTexts, languages: readonly Language[]): Language[] {
  return languages.filter((lang) => !texts[lang]?.trim());
}

/** Lengths of the catalog's texts, per language. */
export const CATALOG_TEXT_LIMITS = {
  name: 200,
  description: 2_000,
  detailedDescription: 20_000,
  specification: 20_000,
  alternativePrice: 200,
  articleNumber: 50,
} as const;

/** One language's text: no language tag inside ('invalid'), single-line or multi-line. */
function textOf(max: number, lines: 'single' | 'multi') {
  const base = z
    .string()
    .trim()
    .max(max)
    .refine((v) => !LANGUAGE_TAG.test(v), { message: 'invalid' });
  return lines === 'single' ? singleLine(base) : multiLine(base);
}

/** Texts per language in a request (each language optional). */
function textsOf(max: number, lines: 'single' | 'multi') {
  const text = textOf(max, lines).optional();
  return z.strictObject({ sv: text, en: text, no: text, es: text, fi: text, dk: text });
}

export const NameTextsSchema = textsOf(CATALOG_TEXT_LIMITS.name, 'single');

/** Whether texts have a text in at least one language (a name must: 'required' otherwise). */
export function hasAnyText(texts: LocalizedTexts): boolean {
  return Object.values(texts).some((text) => text?.trim());
}

/** A name with text in at least one language ('required' on the field otherwise). */
export const RequiredNameTextsSchema = NameTextsSchema.refine(hasAnyText, { message: 'required' });
export const DescriptionTextsSchema = textsOf(CATALOG_TEXT_LIMITS.description, 'multi');
export const DetailedTextsSchema = textsOf(CATALOG_TEXT_LIMITS.detailedDescription, 'multi');
export const SpecificationTextsSchema = textsOf(CATALOG_TEXT_LIMITS.specification, 'multi');
export const AlternativePriceTextsSchema = textsOf(CATALOG_TEXT_LIMITS.alternativePrice, 'single');

/** Texts per language in an answer. */
export const LocalizedTextsSchema = z.partialRecord(z.enum(LANGUAGES), z.string());

// ---------------------------------------------------------------------------------------------
// Common parts.

const Id = z.coerce.number().int().min(1).max(2_147_483_647);
export const CatalogIdParamSchema = z.object({ id: Id });
export const AdminCatalogQuerySchema = z.object({ tenant: TenantIdSchema });

export const FREIGHTS = ['NONE', 'NORMAL', 'PREMIUM'] as const;
export const PAYERS = ['ALWAYS_CUSTOMER', 'TENANT', 'CUSTOMER'] as const;
const Position = z.number().int().min(0).max(1_000_000);
/** Related products of a product: ids of the same tenant, not the product itself, no repeats. */
const RelatedIds = z
  .array(Id)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid' });

/** The tenant's languages (the editor's tabs, in this order) and its default one. */
const TenantLanguagesPart = {
  languages: z.array(z.enum(LANGUAGES)),
  defaultLanguage: z.enum(LANGUAGES),
};

// ---------------------------------------------------------------------------------------------
// Calls: products list (GET /api/admin/products).

export const ADMIN_PRODUCT_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_PRODUCT_STATES = ['all', 'active', 'inactive'] as const;

export const AdminProductListQuerySchema = z.object({
  tenant: TenantIdSchema,
  /** A part of the name (in any language) or of an article number. */
  q: AdminSearchSchema.optional(),
  /** An article group's id. */
  group: Id.optional(),
  state: z.enum(ADMIN_PRODUCT_STATES).default('all'),
  /** The language of the rows' names; the tenant's default language when not given or not offered. */
  lang: z.enum(LANGUAGES).optional(),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;

export const AdminProductListItemSchema = z.object({
  id: z.number().int(),
  /** In the language asked for (else the tenant's default, else any). */
  name: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  articleCount: z.number().int(),
  /** Net, minor units, over the product's articles (inactive ones included); null without articles. */
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  active: z.boolean(),
  recommended: z.boolean(),
  /** The main (first) picture's file name. */
  image: z.string().nullable(),
});
export type AdminProductListItem = z.infer<typeof AdminProductListItemSchema>;

export const AdminProductListAnswerSchema = z.object({
  items: z.array(AdminProductListItemSchema),
  /** At most ADMIN_COUNT_CAP of admin-orders.ts (then `totalIsLowerBound`). */
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The tenant's currency (ISO 4217), for the price range. Optional: added for the list. */
  currency: z.string().length(3).optional(),
});
export type AdminProductListAnswer = z.infer<typeof AdminProductListAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Calls: one product (GET /api/admin/products/:id), its articles.

export const AdminArticleSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  articleNumber: z.string(),
  name: LocalizedTextsSchema,
  /** Package size. */
  quantity: z.number().int(),
  /** Net, minor units. */
  price: z.number().int(),
  /** Grams. */
  weight: z.number().int(),
  freeShipping: z.boolean(),
  numberOfForms: z.number().int(),
  payer: z.enum(PAYERS),
  /** Shown instead of the price; empty: none. */
  alternativePrice: LocalizedTextsSchema,
  freight: z.enum(FREIGHTS),
  administrativeFee: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

export const AdminProductSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: LocalizedTextsSchema,
  description: LocalizedTextsSchema,
  detailedDescription: LocalizedTextsSchema,
  specification: LocalizedTextsSchema,
  recommended: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
  /** Read-only here (the media calls change pictures, files and videos). */
  popupImageFileName: z.string().nullable(),
  images: z.array(z.object({ fileName: z.string() })),
  files: z.array(z.object({ fileName: z.string(), title: z.string() })),
  videos: z.array(VideoSchema),
  /** Related products in their order, named in the tenant's default language. */
  related: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
  articles: z.array(AdminArticleSchema),
  ...TenantLanguagesPart,
  /** The tenant's currency (ISO 4217): the editor enters prices in its major unit. Optional: added for the editor. */
  currency: z.string().length(3).optional(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

// ---------------------------------------------------------------------------------------------
// Calls: changes of products (POST /api/admin/products, PATCH /api/admin/products/:id).
// Texts: each language given replaces its text, '' removes it, languages not given are kept.
// An unknown group or a related id of no product of the tenant: 422 on that field ('invalid').

export const AdminCreateProductBodySchema = z.strictObject({
  groupId: Id,
  /** Text in at least one language (the server answers 422 { field: 'name', message: 'required' } otherwise). */
  name: NameTextsSchema,
  description: DescriptionTextsSchema.optional(),
  detailedDescription: DetailedTextsSchema.optional(),
  specification: SpecificationTextsSchema.optional(),
  recommended: z.boolean().default(false),
  active: z.boolean().default(true),
  position: Position.optional(),
  relatedIds: RelatedIds.optional(),
});
export type AdminCreateProductBody = z.input<typeof AdminCreateProductBodySchema>;

export const AdminPatchProductBodySchema = z.strictObject({
  /** Moves the product to another group of the tenant. */
  groupId: Id.optional(),
  name: NameTextsSchema.optional(),
  description: DescriptionTextsSchema.optional(),
  detailedDescription: DetailedTextsSchema.optional(),
  specification: SpecificationTextsSchema.optional(),
  recommended: z.boolean().optional(),
  active: z.boolean().optional(),
  position: Position.optional(),
  /** Replaces the list, in this order. */
  relatedIds: RelatedIds.optional(),
});
export type AdminPatchProductBody = z.input<typeof AdminPatchProductBodySchema>;

// ---------------------------------------------------------------------------------------------
// Calls: changes of articles (POST /api/admin/products/:id/articles, PATCH /api/admin/articles/:id).
// An article number already used in the tenant: 422 { field: 'articleNumber', message: 'article_number_taken' }.

export const ARTICLE_NUMBER_TAKEN = 'article_number_taken';

const ArticleNumberSchema = singleLine(
  z
    .string()
    .trim()
    .min(1)
    .max(CATALOG_TEXT_LIMITS.articleNumber)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'invalid'),
);
const ArticleFields = {
  name: NameTextsSchema,
  quantity: z.number().int().min(1).max(1_000_000),
  /** Net, minor units. */
  price: z.number().int().min(0).max(MAX_MONEY_MINOR),
  weight: z.number().int().min(0).max(10_000_000),
  freeShipping: z.boolean(),
  numberOfForms: z.number().int().min(0).max(1_000_000),
  payer: z.enum(PAYERS),
  alternativePrice: AlternativePriceTextsSchema,
  freight: z.enum(FREIGHTS),
  administrativeFee: z.boolean(),
  active: z.boolean(),
  position: Position,
};

export const AdminCreateArticleBodySchema = z.strictObject({
  articleNumber: ArticleNumberSchema,
  name: ArticleFields.name.optional(),
  quantity: ArticleFields.quantity,
  price: ArticleFields.price,
  weight: ArticleFields.weight.default(0),
  freeShipping: ArticleFields.freeShipping.default(false),
  numberOfForms: ArticleFields.numberOfForms.default(0),
  payer: ArticleFields.payer.default('CUSTOMER'),
  alternativePrice: ArticleFields.alternativePrice.optional(),
  freight: ArticleFields.freight.default('NONE'),
  administrativeFee: ArticleFields.administrativeFee.default(false),
  active: ArticleFields.active.default(true),
  /** After the product's last article when not given. */
  position: ArticleFields.position.optional(),
});
export type AdminCreateArticleBody = z.input<typeof AdminCreateArticleBodySchema>;

export const AdminPatchArticleBodySchema = z.strictObject({
  articleNumber: ArticleNumberSchema.optional(),
  name: ArticleFields.name.optional(),
  quantity: ArticleFields.quantity.optional(),
  price: ArticleFields.price.optional(),
  weight: ArticleFields.weight.optional(),
  freeShipping: ArticleFields.freeShipping.optional(),
  numberOfForms: ArticleFields.numberOfForms.optional(),
  payer: ArticleFields.payer.optional(),
  alternativePrice: ArticleFields.alternativePrice.optional(),
  freight: ArticleFields.freight.optional(),
  administrativeFee: ArticleFields.administrativeFee.optional(),
  active: ArticleFields.active.optional(),
  position: ArticleFields.position.optional(),
});
export type AdminPatchArticleBody = z.input<typeof AdminPatchArticleBodySchema>;

// ---------------------------------------------------------------------------------------------
// Calls: groups and categories (GET /api/admin/groups, PATCH /api/admin/categories/:id,
// PATCH /api/admin/groups/:id).

export const AdminGroupSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: LocalizedTextsSchema,
  description: LocalizedTextsSchema,
  position: z.number().int(),
  imageFilename: z.string().nullable(),
  /** The picture `imageFilename` names, for GET /api/admin/images/{id}/thumbnail; null: none. */
  imageId: z.number().int().nullable(),
  /** Products in the group, inactive ones included. */
  productCount: z.number().int(),
});
export type AdminGroup = z.infer<typeof AdminGroupSchema>;

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: LocalizedTextsSchema,
  description: LocalizedTextsSchema,
  position: z.number().int(),
  imageFilename: z.string().nullable(),
  /** The picture `imageFilename` names, for GET /api/admin/images/{id}/thumbnail; null: none. */
  imageId: z.number().int().nullable(),
  /** In their order. */
  groups: z.array(AdminGroupSchema),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const AdminGroupsAnswerSchema = z.object({
  /** In their order. */
  categories: z.array(AdminCategorySchema),
  ...TenantLanguagesPart,
});
export type AdminGroupsAnswer = z.infer<typeof AdminGroupsAnswerSchema>;

export const AdminPatchCategoryBodySchema = z.strictObject({
  name: NameTextsSchema.optional(),
  description: DescriptionTextsSchema.optional(),
  position: Position.optional(),
});
export type AdminPatchCategoryBody = z.input<typeof AdminPatchCategoryBodySchema>;

export const AdminPatchGroupBodySchema = z.strictObject({
  name: NameTextsSchema.optional(),
  description: DescriptionTextsSchema.optional(),
  position: Position.optional(),
  /** Moves the group (with its products) to another category of the tenant. */
  categoryId: Id.optional(),
});
export type AdminPatchGroupBody = z.input<typeof AdminPatchGroupBodySchema>;

/** PATCH /api/admin/categories/:id answers the category (with its groups); PATCH /api/admin/groups/:id the group. */
export const AdminCategoryAnswerSchema = AdminCategorySchema;
export const AdminGroupAnswerSchema = AdminGroupSchema;

/**
 * Refusals: an unknown id (or one of another tenant) is 404 not_found; a name emptied in every
 * language is 422 { field: 'name', message: 'required' }.
 */

/**
 * A group's or category's picture: `POST /api/admin/groups|categories/:id/picture` (multipart,
 * one part `file`, the limits and refusals of a product's picture in `admin-media.ts`) sets or
 * replaces it, `DELETE` removes it; each answers the group (AdminGroupAnswerSchema) or the
 * category with its groups (AdminCategoryAnswerSchema).
 */
export const PICTURE_OWNERS = ['group', 'category'] as const;
export type PictureOwner = (typeof PICTURE_OWNERS)[number];
// CONTRACT READY
