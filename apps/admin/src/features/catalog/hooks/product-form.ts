import {
  type AdminCreateProductBody,
  type AdminPatchProductBody,
  type AdminProduct,
  DescriptionTextsSchema,
  DetailedTextsSchema,
  type Language,
  type LocalizedTexts,
  RequiredNameTextsSchema,
  SpecificationTextsSchema,
} from '@shop/contract';
import { z } from 'zod';
import { changedTexts, filledTexts, type TextValues, toTextValues } from './texts.ts';

/**
 * The product editor's form: the contract's checks of a product's texts (per language), its group,
 * flags and related products. The call sends only what changed (PATCH) or everything given (POST).
 */
/** A name in at least one language (the server answers 422 `name: required` otherwise). */
export const RequiredNameSchema = RequiredNameTextsSchema;

export const ProductFormSchema = z.object({
  groupId: z.string().regex(/^\d+$/, 'required'),
  name: RequiredNameSchema,
  description: DescriptionTextsSchema,
  detailedDescription: DetailedTextsSchema,
  specification: SpecificationTextsSchema,
  recommended: z.boolean(),
  active: z.boolean(),
  relatedIds: z.array(z.number().int()),
});
export type ProductFormValues = z.input<typeof ProductFormSchema>;

export const TEXT_FIELDS = ['name', 'description', 'detailedDescription', 'specification'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** What the form starts from: a product (as the server has it), or nothing for a new one. */
export type ProductBase = Pick<
  AdminProduct,
  'groupId' | 'name' | 'description' | 'detailedDescription' | 'specification' | 'recommended' | 'active'
> & { relatedIds: number[] };

export function baseOf(product: AdminProduct): ProductBase {
  return {
    groupId: product.groupId,
    name: product.name,
    description: product.description,
    detailedDescription: product.detailedDescription,
    specification: product.specification,
    recommended: product.recommended,
    active: product.active,
    relatedIds: product.related.map((r) => r.id),
  };
}

export const NEW_PRODUCT: ProductBase = {
  groupId: 0,
  name: {},
  description: {},
  detailedDescription: {},
  specification: {},
  recommended: false,
  active: true,
  relatedIds: [],
};

export function formValuesOf(base: ProductBase, languages: readonly Language[], groupId?: number): ProductFormValues {
  const group = base.groupId || groupId || 0;
  return {
    groupId: group ? String(group) : '',
    name: toTextValues(base.name, languages),
    description: toTextValues(base.description, languages),
    detailedDescription: toTextValues(base.detailedDescription, languages),
    specification: toTextValues(base.specification, languages),
    recommended: base.recommended,
    active: base.active,
    relatedIds: base.relatedIds,
  };
}

/** A new product: every text given, its group, flags and related products. */
export function createBody(values: ProductFormValues): AdminCreateProductBody {
  const texts = (v: TextValues | undefined): LocalizedTexts | undefined => {
    const filled = filledTexts(v);
    return Object.keys(filled).length > 0 ? filled : undefined;
  };
  const body: AdminCreateProductBody = {
    groupId: Number(values.groupId),
    name: filledTexts(values.name),
    recommended: values.recommended,
    active: values.active,
  };
  for (const field of ['description', 'detailedDescription', 'specification'] as const) {
    const given = texts(values[field]);
    if (given) body[field] = given;
  }
  if (values.relatedIds.length > 0) body.relatedIds = values.relatedIds;
  return body;
}

/** The changes of a product: the fields (and languages) that differ from what the server had; {} for none. */
export function patchBody(
  values: ProductFormValues,
  base: ProductBase,
  languages: readonly Language[],
): AdminPatchProductBody {
  const body: AdminPatchProductBody = {};
  for (const field of TEXT_FIELDS) {
    const change = changedTexts(values[field], base[field], languages);
    if (change) body[field] = change;
  }
  if (Number(values.groupId) !== base.groupId) body.groupId = Number(values.groupId);
  if (values.recommended !== base.recommended) body.recommended = values.recommended;
  if (values.active !== base.active) body.active = values.active;
  const related = values.relatedIds;
  if (related.length !== base.relatedIds.length || related.some((id, i) => id !== base.relatedIds[i]))
    body.relatedIds = related;
  return body;
}
