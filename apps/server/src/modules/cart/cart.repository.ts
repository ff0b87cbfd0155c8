import type { CurrentArticle } from '@shop/contract';
import { sql } from 'kysely';
import { articlesWithProducts, JOINED_ARTICLE_COLUMNS, toArticle } from '../../db/articles.ts';
import type { Db } from '../../db/connect.ts';
import { firstImageOf } from '../../db/products.ts';

/** Goods articles of the tenant with their product's cart fields (its first image too), and whether both are active. */
function goodsArticles(db: Db, tenantId: number) {
  return articlesWithProducts(db)
    .select((eb) => [
      ...JOINED_ARTICLE_COLUMNS,
      'p.name as product_name',
      'p.description as product_description',
      eb.and([eb('a.active', '=', true), eb('p.active', '=', true)]).as('sold'),
      firstImageOf(eb).as('image'),
    ])
    .where('a.tenant_id', '=', tenantId)
    .where('a.freight', '=', 'NONE')
    .where('a.administrative_fee', '=', false);
}

type GoodsRow = Awaited<ReturnType<ReturnType<typeof goodsArticles>['execute']>>[number];

function toCurrent(r: GoodsRow): CurrentArticle {
  return {
    product: { id: r.container_id, name: r.product_name, description: r.product_description, image: r.image },
    article: toArticle(r),
  };
}

/**
 * The goods articles among `ids` that the shop sells now: the article and its product active
 * (migration 018), of this tenant, not a freight or fee article; with the product fields a cart
 * line keeps (its first image too). Ids it leaves out are gone.
 */
export async function findCurrentArticles(db: Db, tenantId: number, ids: readonly number[]): Promise<CurrentArticle[]> {
  if (ids.length === 0) return [];
  const rows = await goodsArticles(db, tenantId)
    .where('a.id', 'in', [...ids])
    .where('a.active', '=', true)
    .where('p.active', '=', true)
    .orderBy('a.id')
    .execute();
  return rows.map(toCurrent);
}

/** A goods article of the tenant, and whether the shop sells it now. */
export interface GoodsArticle {
  sold: boolean;
  current: CurrentArticle;
}

/** The goods articles `goodsArticles` narrowed down finds, sold now or not, each with whether it is. */
async function soldOrNot(query: ReturnType<typeof goodsArticles>): Promise<GoodsArticle[]> {
  const rows = await query.execute();
  return rows.map((r) => ({ sold: r.sold === true, current: toCurrent(r) }));
}

/** The tenant's goods articles of these ids, sold now or not, each with whether it is. */
export async function findArticlesById(db: Db, tenantId: number, ids: readonly number[]): Promise<GoodsArticle[]> {
  if (ids.length === 0) return [];
  return soldOrNot(goodsArticles(db, tenantId).where('a.id', 'in', [...ids]));
}

/**
 * The tenant's goods articles of these article numbers, whatever their case (one query, by the
 * index on upper(article_number) of migration 024), each with whether it is sold now.
 */
export async function findArticlesByNumber(
  db: Db,
  tenantId: number,
  numbers: readonly string[],
): Promise<GoodsArticle[]> {
  if (numbers.length === 0) return [];
  const upper = [...new Set(numbers.map((n) => n.toUpperCase()))];
  return soldOrNot(
    goodsArticles(db, tenantId).where(sql`upper(a.article_number)`, '=', sql<string>`any(${upper}::text[])`),
  );
}
