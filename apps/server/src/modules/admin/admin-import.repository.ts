import { articlesWithProducts, SALE_COLUMNS } from '../../db/articles.ts';
import type { Db } from '../../db/connect.ts';

/** An article as the import compares and writes it (the database's columns). */
export interface CatalogArticle {
  article_number: string;
  container_id: number;
  name: string;
  quantity: number;
  price_minor: number;
  weight_grams: number;
  free_shipping: boolean;
  number_of_forms: number;
  payer: 'ALWAYS_CUSTOMER' | 'TENANT' | 'CUSTOMER';
  alternative_price: string | null;
  active: boolean;
}

/** The fields the import compares, in the order the report lists them. */
export const ARTICLE_FIELDS = [
  'container_id',
  'name',
  ...SALE_COLUMNS,
  'active',
] as const satisfies readonly (keyof CatalogArticle)[];

/** Rows written per statement. */
export const UPSERT_CHUNK = 500;

/** Every article of the tenant, by article number (one query: the import's diff). */
export async function findTenantArticles(db: Db, tenantId: number): Promise<Map<string, CatalogArticle>> {
  const rows = await db
    .selectFrom('articles')
    .select(['article_number', ...ARTICLE_FIELDS])
    .where('tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((r) => [r.article_number, r]));
}

/** The ids of the tenant's products. */
export async function findTenantProductIds(db: Db, tenantId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('products').select('id').where('tenant_id', '=', tenantId).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Writes the articles, new or changed, by article number: INSERT ... ON CONFLICT (tenant_id,
 * article_number) DO UPDATE, UPSERT_CHUNK rows a statement.
 */
export async function upsertArticles(
  trx: Db,
  tenantId: number,
  articles: readonly CatalogArticle[],
  onChunk?: (written: number) => void,
): Promise<void> {
  let written = 0;
  for (let at = 0; at < articles.length; at += UPSERT_CHUNK) {
    const chunk = articles.slice(at, at + UPSERT_CHUNK);
    await trx
      .insertInto('articles')
      .values(chunk.map((a) => ({ tenant_id: tenantId, ...a })))
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'article_number']).doUpdateSet({
          container_id: (eb) => eb.ref('excluded.container_id'),
          name: (eb) => eb.ref('excluded.name'),
          quantity: (eb) => eb.ref('excluded.quantity'),
          price_minor: (eb) => eb.ref('excluded.price_minor'),
          weight_grams: (eb) => eb.ref('excluded.weight_grams'),
          free_shipping: (eb) => eb.ref('excluded.free_shipping'),
          number_of_forms: (eb) => eb.ref('excluded.number_of_forms'),
          payer: (eb) => eb.ref('excluded.payer'),
          alternative_price: (eb) => eb.ref('excluded.alternative_price'),
          active: (eb) => eb.ref('excluded.active'),
        }),
      )
      .execute();
    written += chunk.length;
    onChunk?.(written);
  }
}

/** A page of the export: the tenant's articles after `afterId` (by id), with their product's name. */
export async function exportBatch(db: Db, tenantId: number, afterId: number, limit: number) {
  return articlesWithProducts(db)
    .select([
      'a.id',
      'a.article_number',
      'p.name as product_name',
      ...ARTICLE_FIELDS.map((field) => `a.${field}` as const),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}
