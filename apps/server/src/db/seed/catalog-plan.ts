import { createHash } from 'node:crypto';
import { localize } from '@shop/contract';
import type { Selectable } from 'kysely';
import type { ArticlesTable } from '../schema.ts';
import { FINNISH_CATALOG, LAB_CATALOG, SEALWISE_CATALOG } from './catalogs.ts';
import { sheetPdf } from './pdf.ts';
import { productSvg } from './svg.ts';
import type { CatalogKind, TenantDef } from './tenants.ts';
import { join, packageText, parts, type Six, specLabel, specText, tag } from './text.ts';
import type { CatalogDef, ProductDef } from './types.ts';

/** The catalog rows of one shop, before the database hands out ids (references are by key). */
export interface CatalogPlan {
  tenant: TenantDef;
  categories: { key: string; name: string; description: string; image_filename: string | null; position: number }[];
  groups: {
    key: string;
    categoryKey: string;
    name: string;
    description: string;
    image_filename: string | null;
    position: number;
  }[];
  products: ProductPlan[];
  campaigns: { name: string; description: string; position: number; products: string[] }[];
}

/** An article row before it has its ids. */
export type ArticlePlan = Omit<Selectable<ArticlesTable>, 'id' | 'tenant_id' | 'container_id' | 'active'>;

export interface ProductPlan {
  key: string;
  groupKey: string;
  name: string;
  description: string;
  detailed_description: string;
  specification: string;
  recommended: boolean;
  popup_image_file_name: string | null;
  position: number;
  articles: ArticlePlan[];
  images: { file_name: string; data: Buffer; position: number }[];
  files: { file_name: string; title: string; data: Buffer; position: number }[];
  videos: { external_id: string; position: number }[];
  related: string[];
}

const CATALOGS: Record<CatalogKind, CatalogDef> = { nordic: SEALWISE_CATALOG, fi: FINNISH_CATALOG, lab: LAB_CATALOG };

/** Minor units per euro cent, roughly. */
const RATES: Record<TenantDef['currency'], number> = { EUR: 1, GBP: 0.85, SEK: 11, DKK: 7.5 };
/** Larger packages are cheaper per piece. */
const TIER_FACTORS = [1, 0.92, 0.85, 0.8] as const;

/** Freight and fee prices in minor units per currency. */
export const SERVICE_PRICES: Record<TenantDef['currency'], { normal: number; premium: number; fee: number }> = {
  SEK: { normal: 14900, premium: 25000, fee: 4900 },
  DKK: { normal: 9900, premium: 19000, fee: 3900 },
  EUR: { normal: 1490, premium: 2500, fee: 500 },
  GBP: { normal: 1250, premium: 2200, fee: 400 },
};

export const SERVICE_KEY = 'service';

const SERVICE_TEXT = {
  name: 'Frakt och avgifter|Shipping and fees|Frakt og gebyrer|Envío y gastos|Rahti ja maksut|Fragt og gebyrer',
  description:
    'Frakt- och avgiftsartiklar som läggs till i kassan.|Freight and fee articles added at checkout.|Frakt- og gebyrartikler som legges til i kassen.|Artículos de porte y gastos que se añaden al finalizar la compra.|Kassalla lisättävät rahti- ja maksurivit.|Fragt- og gebyrartikler, der tilføjes i kassen.',
  normal: 'Frakt|Freight|Frakt|Porte|Rahti|Fragt',
  premium: 'Premiumfrakt|Premium freight|Premiumfrakt|Porte premium|Premium-rahti|Premiumfragt',
  fee: 'Administrativ avgift|Administrative fee|Administrasjonsgebyr|Gastos administrativos|Laskutuslisä|Administrationsgebyr',
} as const;

const DOC = {
  sheet: 'Produktblad|Product sheet|Produktark|Ficha de producto|Tuote-esite|Produktblad',
  declaration:
    'Försäkran om överensstämmelse|Declaration of conformity|Samsvarserklæring|Declaración de conformidad|Vaatimustenmukaisuusvakuutus|Overensstemmelseserklæring',
  conforms:
    'Produkten uppfyller kraven i tillämpliga standarder enligt specifikationen nedan.|The product meets the requirements of the applicable standards listed in the specification below.|Produktet oppfyller kravene i gjeldende standarder i spesifikasjonen nedenfor.|El producto cumple los requisitos de las normas aplicables indicadas en la especificación siguiente.|Tuote täyttää alla olevassa eritelmässä mainittujen standardien vaatimukset.|Produktet opfylder kravene i de gældende standarder i specifikationen nedenfor.',
  packages: 'Förpackningar|Packages|Pakninger|Envases|Pakkaukset|Pakninger',
  footer:
    'Demodokument – genererade exempeldata.|Demo document – generated sample data.|Demodokument – genererte eksempeldata.|Documento de demostración: datos de ejemplo generados.|Esittelyasiakirja – luotua esimerkkidataa.|Demodokument – genererede eksempeldata.',
} as const;

function packagePrice(unitCents: number, quantity: number, tier: number, currency: TenantDef['currency']): number {
  const raw = unitCents * quantity * (TIER_FACTORS[tier] ?? 0.8) * RATES[currency];
  const step = currency === 'SEK' || currency === 'DKK' || raw >= 10000 ? 100 : 5;
  return Math.max(step, Math.round(raw / step) * step);
}

function packageWeight(unitGrams: number, quantity: number): number {
  return Math.max(1, Math.round(unitGrams * quantity + (quantity > 1 ? 40 : 0)));
}

function pad3(n: number): string {
  return String(n).padStart(3, '0');
}

/** Splits a text into lines of at most `width` characters. */
function wrap(text: string, width = 88): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function articlesFor(tenant: TenantDef, def: ProductDef, index: number): ArticlePlan[] {
  const internal = tenant.id === 3;
  return def.sizes.map((quantity, tier) => {
    const largest = tier === def.sizes.length - 1 && def.sizes.length >= 3;
    let payer: ArticlePlan['payer'] = 'CUSTOMER';
    if (internal && def.tenantPays) payer = 'TENANT';
    else if (internal && def.shape === 'device') payer = 'ALWAYS_CUSTOMER';
    return {
      article_number: `${tenant.articlePrefix}-${10000 + (index + 1) * 10 + tier}`,
      name: tag(join(def.name, ', ', packageText(quantity, def.unit ?? 'pcs'))),
      quantity,
      price_minor: def.alternativePrice ? 0 : packagePrice(def.unitCents, quantity, tier, tenant.currency),
      weight_grams: packageWeight(def.unitGrams, quantity),
      free_shipping: Boolean(def.freeShipping) || (largest && index % 4 === 0),
      number_of_forms: def.forms ? quantity : 0,
      payer,
      alternative_price: def.alternativePrice ? tag(def.alternativePrice) : null,
      freight: 'NONE',
      administrative_fee: false,
      position: tier,
    };
  });
}

function documents(tenant: TenantDef, def: ProductDef, index: number, articles: ArticlePlan[]): ProductPlan['files'] {
  if (index % 2 !== 0) return [];
  const lang = tenant.defaultLanguage;
  const local = (text: Six) => parts(text)[lang];
  const name = local(def.name);
  const specLines = def.spec.map(([label, value]) => `${local(specLabel(label))}: ${local(value)}`);
  const packages = articles.map((a) => `${a.article_number}   ${localize(a.name, lang)}`);
  const base = `t${tenant.id}-p${pad3(index + 1)}`;
  const files: ProductPlan['files'] = [
    {
      file_name: `${base}-sheet.pdf`,
      title: tag(DOC.sheet),
      data: sheetPdf({
        title: name,
        subtitle: `${tenant.name} – ${local(DOC.sheet)}`,
        lines: [
          ...wrap(local(def.description)),
          '',
          ...wrap(local(def.detail)),
          '',
          ...specLines,
          '',
          `${local(DOC.packages)}:`,
          ...packages,
        ],
        footer: local(DOC.footer),
      }),
      position: 0,
    },
  ];
  if (index % 6 === 0) {
    files.push({
      file_name: `${base}-declaration.pdf`,
      title: tag(DOC.declaration),
      data: sheetPdf({
        title: local(DOC.declaration),
        subtitle: `${tenant.contact.companyName} – ${name}`,
        lines: [...wrap(local(DOC.conforms)), '', ...specLines, '', ...packages],
        footer: local(DOC.footer),
      }),
      position: 1,
    });
  }
  return files;
}

function serviceProduct(tenant: TenantDef, groupKey: string, position: number): ProductPlan {
  const prices = SERVICE_PRICES[tenant.currency];
  const article = (n: number, name: Six, price: number, extra: Partial<ArticlePlan>): ArticlePlan => ({
    article_number: `${tenant.articlePrefix}-${90000 + n}`,
    name: tag(name),
    quantity: 1,
    price_minor: price,
    weight_grams: 0,
    free_shipping: false,
    number_of_forms: 0,
    payer: 'ALWAYS_CUSTOMER',
    alternative_price: null,
    freight: 'NONE',
    administrative_fee: false,
    position: n - 1,
    ...extra,
  });
  return {
    key: SERVICE_KEY,
    groupKey,
    name: tag(SERVICE_TEXT.name),
    description: tag(SERVICE_TEXT.description),
    detailed_description: '',
    specification: '',
    recommended: false,
    popup_image_file_name: null,
    position,
    articles: [
      article(1, SERVICE_TEXT.normal, prices.normal, { freight: 'NORMAL' }),
      article(2, SERVICE_TEXT.premium, prices.premium, { freight: 'PREMIUM' }),
      article(3, SERVICE_TEXT.fee, prices.fee, { administrative_fee: true }),
    ],
    images: [],
    files: [],
    videos: [],
    related: [],
  };
}

/** 2 to 4 related products: the rest of the group first, then the neighbours in the catalog. */
function relatedKeys(products: readonly ProductDef[], index: number): string[] {
  const self = products[index];
  if (!self || index % 10 === 9) return [];
  const want = 2 + (index % 3);
  const sameGroup = products.filter((p, i) => i !== index && p.group === self.group);
  const neighbours = [index + 1, index - 1, index + 2, index - 2, index + 3]
    .map((i) => products[i])
    .filter((p): p is ProductDef => p !== undefined);
  const keys: string[] = [];
  for (const p of [...sameGroup, ...neighbours]) {
    if (keys.length >= want) break;
    if (p.key !== self.key && !keys.includes(p.key)) keys.push(p.key);
  }
  return keys;
}

function videoId(tenantId: number, key: string): string {
  return createHash('sha256').update(`video:${tenantId}:${key}`).digest('base64url').slice(0, 11);
}

/** Every catalog row of one shop. */
export function planCatalog(tenant: TenantDef): CatalogPlan {
  const catalog = CATALOGS[tenant.catalog];
  const products: ProductPlan[] = catalog.products.map((def, index) => {
    const base = `t${tenant.id}-p${pad3(index + 1)}`;
    const title = parts(def.name).en;
    const images = Array.from({ length: 1 + (index % 3) }, (_, view) => ({
      file_name: `${base}-${view + 1}.svg`,
      data: Buffer.from(
        productSvg({
          shape: def.shape,
          colour: tenant.themePrimary,
          label: def.label,
          title,
          seed: index + tenant.id,
          view,
        }),
        'utf8',
      ),
      position: view,
    }));
    const articles = articlesFor(tenant, def, index);
    return {
      key: def.key,
      groupKey: def.group,
      name: tag(def.name),
      description: tag(def.description),
      detailed_description: tag(def.detail),
      specification: specText(def.spec),
      recommended: Boolean(def.recommended),
      popup_image_file_name: images[0]?.file_name ?? null,
      position: index,
      articles,
      images,
      files: documents(tenant, def, index, articles),
      videos: index % 4 === 0 && index <= 8 ? [{ external_id: videoId(tenant.id, def.key), position: 0 }] : [],
      related: relatedKeys(catalog.products, index),
    };
  });
  products.push(serviceProduct(tenant, catalog.serviceGroup, products.length));

  const firstImageOfGroup = (groupKey: string) =>
    products.find((p) => p.groupKey === groupKey && p.images.length > 0)?.images[0]?.file_name ?? null;
  const groups = catalog.groups.map((g, position) => ({
    key: g.key,
    categoryKey: g.category,
    name: tag(g.name),
    description: tag(g.description),
    image_filename: firstImageOfGroup(g.key),
    position,
  }));
  const categories = catalog.categories.map((c, position) => ({
    key: c.key,
    name: tag(c.name),
    description: tag(c.description),
    image_filename: groups.find((g) => g.categoryKey === c.key && g.image_filename)?.image_filename ?? null,
    position,
  }));
  const known = new Set(products.map((p) => p.key));
  if (known.size !== products.length) throw new Error(`duplicate product key in the catalog of tenant ${tenant.id}`);
  const campaigns = catalog.campaigns.map((c, position) => {
    for (const key of c.products) if (!known.has(key)) throw new Error(`campaign names unknown product ${key}`);
    return { name: tag(c.name), description: tag(c.description), position, products: [...c.products] };
  });
  return { tenant, categories, groups, products, campaigns };
}
