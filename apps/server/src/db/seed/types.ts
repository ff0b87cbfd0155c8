import { join, type Six, type SpecRow, type Unit } from './text.ts';

/** The illustration drawn for a product. */
export type Shape =
  | 'bag'
  | 'envelope'
  | 'seal'
  | 'cable'
  | 'padlock'
  | 'tape'
  | 'label'
  | 'roll'
  | 'device'
  | 'pen'
  | 'coins'
  | 'form'
  | 'box'
  | 'tube'
  | 'cup'
  | 'pad'
  | 'tips'
  | 'pipette';

export interface CategoryDef {
  key: string;
  name: Six;
  description: Six;
}

export interface GroupDef {
  key: string;
  category: string;
  name: Six;
  description: Six;
}

export interface ProductDef {
  /** Unique within its catalog. */
  key: string;
  group: string;
  shape: Shape;
  /** Short text drawn on the illustration. */
  label: string;
  name: Six;
  description: Six;
  detail: Six;
  spec: readonly SpecRow[];
  /** Package sizes, 1 to 4. */
  sizes: readonly number[];
  /** Net price of one piece in euro cents (fractions allowed); converted per currency. */
  unitCents: number;
  /** Weight of one piece in grams. */
  unitGrams: number;
  unit?: Unit;
  recommended?: boolean;
  /** Deposit forms: every article carries its number of forms. */
  forms?: boolean;
  /** On the internal shop these articles are paid by the shop owner. */
  tenantPays?: boolean;
  /** Shown instead of a price (the price is then 0). */
  alternativePrice?: Six;
  /** Every package ships free. */
  freeShipping?: boolean;
}

export interface CampaignDef {
  name: Six;
  description: Six;
  /** Product keys, 3 or 4. */
  products: readonly string[];
}

export interface CatalogDef {
  categories: readonly CategoryDef[];
  groups: readonly GroupDef[];
  products: readonly ProductDef[];
  campaigns: readonly CampaignDef[];
  /** Group that holds the service product with the freight and fee articles. */
  serviceGroup: string;
}

export interface VariantDef {
  /** Appended to the name after a space (none when it starts with a comma); may be a six-language text. */
  suffix: Six;
  label?: string;
  /** Added before the family's specification lines. */
  spec?: readonly SpecRow[];
  sizes?: readonly number[];
  unitCents?: number;
  unitGrams?: number;
  recommended?: boolean;
}

/** One product per variant of a family (sizes, colours), keys `<family>-1`, `<family>-2`, … */
export function variants(family: ProductDef, list: readonly VariantDef[]): ProductDef[] {
  return list.map((v, i) => ({
    ...family,
    key: `${family.key}-${i + 1}`,
    name: join(family.name, v.suffix.startsWith(',') ? '' : ' ', v.suffix),
    label: v.label ?? family.label,
    spec: [...(v.spec ?? []), ...family.spec],
    sizes: v.sizes ?? family.sizes,
    unitCents: v.unitCents ?? family.unitCents,
    unitGrams: v.unitGrams ?? family.unitGrams,
    recommended: v.recommended ?? family.recommended,
  }));
}
