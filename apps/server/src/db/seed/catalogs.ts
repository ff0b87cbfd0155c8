import { seedData } from './demo-data.ts';
import {
  type CampaignDef,
  type CatalogDef,
  type CategoryDef,
  type GroupDef,
  type ProductDef,
  type VariantDef,
  variants,
} from './types.ts';

/** A product as a data file writes it: one product, or a family whose `variants` each become one (see variants). */
type ProductData = ProductDef & { variants?: readonly VariantDef[] };

interface CatalogData {
  serviceGroup: string;
  categories: readonly CategoryDef[];
  groups: readonly GroupDef[];
  campaigns: readonly CampaignDef[];
  products: readonly ProductData[];
}

/** The Finnish shop sells the Sealwise products (and a few of its own) in groups of its own. */
interface FinnishData extends Omit<CatalogData, 'campaigns'> {
  /** Its group of each Sealwise group. */
  groupOf: Record<string, string>;
  /** Its group of a product family (key without the variant's `-n`) where that differs. */
  productGroupOf: Record<string, string>;
  /** It runs the first this many Sealwise campaigns. */
  sealwiseCampaigns: number;
}

function products(list: readonly ProductData[]): ProductDef[] {
  return list.flatMap(({ variants: list, ...product }) => (list ? variants(product, list) : [product]));
}

/** Products in the order of their groups, so positions follow the menu. */
function orderByGroups(groups: readonly GroupDef[], products: readonly ProductDef[]): ProductDef[] {
  const order = new Map(groups.map((g, i) => [g.key, i]));
  return products
    .map((p, i) => ({ p, i, g: order.get(p.group) }))
    .map(({ p, i, g }) => {
      if (g === undefined) throw new Error(`product ${p.key} names unknown group ${p.group}`);
      return { p, i, g };
    })
    .sort((a, b) => a.g - b.g || a.i - b.i)
    .map(({ p }) => p);
}

const sealwise = seedData<CatalogData>('catalog-sealwise.json');
const sealwiseProducts = products(sealwise.products);

/** The catalog of the Swedish-style shops (internal, Nordic, UK, Spain, Denmark). */
export const SEALWISE_CATALOG: CatalogDef = {
  categories: sealwise.categories,
  groups: sealwise.groups,
  products: orderByGroups(sealwise.groups, sealwiseProducts),
  campaigns: sealwise.campaigns,
  serviceGroup: sealwise.serviceGroup,
};

const fi = seedData<FinnishData>('catalog-fi.json');

function finnishGroup(p: ProductDef): string {
  const key = fi.productGroupOf[p.key.replace(/-\d+$/, '')] ?? fi.groupOf[p.group];
  if (!key) throw new Error(`no Finnish group for ${p.key}`);
  return key;
}

/** The Finnish shop. */
export const FINNISH_CATALOG: CatalogDef = {
  categories: fi.categories,
  groups: fi.groups,
  products: orderByGroups(fi.groups, [
    ...sealwiseProducts.map((p) => ({ ...p, group: finnishGroup(p) })),
    ...products(fi.products),
  ]),
  campaigns: sealwise.campaigns.slice(0, fi.sealwiseCampaigns),
  serviceGroup: fi.serviceGroup,
};

const lab = seedData<CatalogData>('catalog-lab.json');

/** The laboratory consumables shop. */
export const LAB_CATALOG: CatalogDef = {
  categories: lab.categories,
  groups: lab.groups,
  products: orderByGroups(lab.groups, products(lab.products)),
  campaigns: lab.campaigns,
  serviceGroup: lab.serviceGroup,
};
