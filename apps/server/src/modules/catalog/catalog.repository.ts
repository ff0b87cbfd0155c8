import type { Article, ProductSort, ProductSummary } from '@shop/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { ARTICLE_COLUMNS, toArticle } from '../../db/articles.ts';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like.ts';
import { productParts } from '../../db/products.ts';
import type { Database } from '../../db/schema.ts';

export interface ProductFilter {
  groupId?: number | null;
  pattern?: string | null;
  recommended?: boolean | null;
  /** The home page's slider: the picked products (migration 023), else all. */
  slider?: boolean | null;
  /** Language of the search; null searches every language. */
  lang?: string | null;
}

/**
 * Products customers can browse: active ones (migration 018), not the service products holding
 * freight and fee articles.
 */
function sellable(eb: ExpressionBuilder<Database, 'products'>) {
  return eb.and([
    eb('products.active', '=', true),
    eb.not(
      eb.exists(
        eb
          .selectFrom('articles as sa')
          .select(sql.lit(1).as('one'))
          .whereRef('sa.tenant_id', '=', 'products.tenant_id')
          .whereRef('sa.container_id', '=', 'products.id')
          .where((w) => w.or([w('sa.freight', '<>', 'NONE'), w('sa.administrative_fee', '=', true)])),
      ),
    ),
  ]);
}

/**
 * Ids of the shop's products whose name or description (in `lang`, or in any language when
 * null) or one of whose article numbers contains `pattern`. Each part is a query of its own so
 * that each can use its trigram index (migration 007): the stored texts hold every language, so
 * the index finds the products whose stored text contains the pattern, and only those are
 * checked in the language asked for.
 */
function searchMatches(eb: ProductsScope, tenantId: number, pattern: string, lang: string | null | undefined) {
  const like = containsPattern(pattern);
  const inText = (column: 'name' | 'description') => {
    let q = eb
      .selectFrom('products as sp')
      .select('sp.id')
      .where('sp.tenant_id', '=', tenantId)
      .where(`sp.${column}`, 'ilike', like);
    if (lang) q = q.where(sql<string>`shop_localize(${sql.ref(`sp.${column}`)}, ${lang})`, 'ilike', like);
    return q;
  };
  const inArticleNumbers = eb
    .selectFrom('articles as pa')
    .select('pa.container_id as id')
    .where('pa.tenant_id', '=', tenantId)
    .where('pa.active', '=', true)
    .where('pa.article_number', 'ilike', like);
  return inText('name').union(inText('description')).union(inArticleNumbers);
}

/** The shop's sellable products that match the filter, as a query to select from. */
export function filteredProducts(db: Db, tenantId: number, filter: ProductFilter) {
  let q = db.selectFrom('products').where('products.tenant_id', '=', tenantId).where(sellable);
  if (filter.groupId) q = q.where('products.group_id', '=', filter.groupId);
  if (filter.recommended) q = q.where('products.recommended', '=', true);
  if (filter.slider) {
    // The picked products where the tenant picked any, else every product (the first by position show).
    q = q.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('home_slider as hs')
            .select(sql.lit(1).as('one'))
            .where('hs.tenant_id', '=', tenantId)
            .whereRef('hs.product_id', '=', 'products.id'),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom('home_slider as hn').select(sql.lit(1).as('one')).where('hn.tenant_id', '=', tenantId),
          ),
        ),
      ]),
    );
  }
  const { pattern } = filter;
  if (pattern) q = q.where((eb) => eb('products.id', 'in', searchMatches(eb, tenantId, pattern, filter.lang)));
  return q;
}

/** Active articles of the given products, grouped by product id. */
export async function articlesFor(db: Db, tenantId: number, containerIds: number[]): Promise<Map<number, Article[]>> {
  const map = new Map<number, Article[]>();
  if (containerIds.length === 0) return map;
  const rows = await db
    .selectFrom('articles')
    .select(ARTICLE_COLUMNS)
    .where('tenant_id', '=', tenantId)
    .where('container_id', 'in', containerIds)
    .where('active', '=', true)
    .orderBy('container_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const list = map.get(r.container_id) ?? [];
    list.push(toArticle(r));
    map.set(r.container_id, list);
  }
  return map;
}

/** An expression builder over a query that has `products` in scope (joined or not). */
export type ProductsScope = ExpressionBuilder<Database, 'products'>;

/**
 * A product summary in one query: its active articles as a JSON array and its first image, both
 * by correlated subqueries, so a listing costs one round trip whatever its length.
 */
export function summarySelection(eb: ExpressionBuilder<Database, 'products'>) {
  return [
    'products.id',
    'products.group_id as groupId',
    'products.name',
    'products.description',
    'products.recommended',
    eb
      .selectFrom('images as fi')
      .select('fi.file_name')
      .whereRef('fi.container_id', '=', 'products.id')
      .orderBy('fi.position')
      .orderBy('fi.id')
      .limit(1)
      .as('image'),
    jsonArrayFrom(
      eb
        .selectFrom('articles as a')
        .select([
          'a.id',
          'a.container_id as containerId',
          'a.article_number as articleNumber',
          'a.name',
          'a.quantity',
          'a.price_minor as price',
          'a.weight_grams as weight',
          'a.free_shipping as freeShipping',
          'a.number_of_forms as numberOfForms',
          'a.payer',
          'a.alternative_price as alternativePrice',
          'a.freight',
          'a.administrative_fee as administrativeFee',
        ])
        .whereRef('a.container_id', '=', 'products.id')
        .where('a.active', '=', true)
        .orderBy('a.position')
        .orderBy('a.id'),
    ).as('articles'),
  ] as const;
}

const lowestPriceOf = sql<number>`(select min(case when lp.payer = 'TENANT' then 0 else lp.price_minor end) from articles lp where lp.container_id = products.id and lp.active)`;

export async function listProducts(
  db: Db,
  tenantId: number,
  filter: ProductFilter,
  page: { limit: number; offset: number; sort: ProductSort },
): Promise<ProductSummary[]> {
  let q = filteredProducts(db, tenantId, filter).select(summarySelection);
  switch (page.sort) {
    case 'name':
      q = q.orderBy(sql`lower(shop_localize(products.name, ${filter.lang ?? 'en'}))`);
      break;
    case 'priceAsc':
      q = q.orderBy(lowestPriceOf, 'asc');
      break;
    case 'priceDesc':
      q = q.orderBy(lowestPriceOf, 'desc');
      break;
    case 'position':
      if (filter.slider) {
        q = q.orderBy(
          (eb) =>
            eb
              .selectFrom('home_slider as ho')
              .select('ho.position')
              .where('ho.tenant_id', '=', tenantId)
              .whereRef('ho.product_id', '=', 'products.id'),
          (ob) => ob.asc().nullsLast(),
        );
      }
      break;
  }
  const rows = await q
    .orderBy('products.position')
    .orderBy('products.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows;
}

export async function countProducts(db: Db, tenantId: number, filter: ProductFilter): Promise<number> {
  const row = await filteredProducts(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A product the shop shows: an inactive one is as unknown (migration 018). */
export async function findProductRow(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function imagesOf(db: Db, tenantId: number, id: number) {
  return productParts(db, 'images', tenantId, id).select('file_name as fileName').execute();
}

export async function filesOf(db: Db, tenantId: number, id: number) {
  return productParts(db, 'files', tenantId, id).select(['file_name as fileName', 'title']).execute();
}

export async function videosOf(db: Db, tenantId: number, id: number) {
  const rows = await productParts(db, 'videos', tenantId, id)
    .select(['source', 'external_id', 'extension', 'file_name'])
    .execute();
  return rows.map((r) => ({ source: r.source, id: r.external_id, extension: r.extension, file: r.file_name }));
}

export async function relatedOf(db: Db, tenantId: number, id: number): Promise<ProductSummary[]> {
  return db
    .selectFrom('related_products')
    .innerJoin('products', 'products.id', 'related_products.related_id')
    .select((eb) => summarySelection(eb as unknown as ProductsScope))
    .where('related_products.tenant_id', '=', tenantId)
    .where('related_products.container_id', '=', id)
    .where('products.active', '=', true)
    .orderBy('related_products.position')
    .orderBy('products.id')
    .execute();
}

export async function listGroups(db: Db, tenantId: number) {
  const rows = await db
    .selectFrom('article_groups')
    .select(['id', 'category_id', 'name', 'description', 'image_filename'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.category_id,
    name: r.name,
    description: r.description,
    imageFilename: r.image_filename,
  }));
}

export async function listCategories(db: Db, tenantId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'description', 'image_filename as imageFilename'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
