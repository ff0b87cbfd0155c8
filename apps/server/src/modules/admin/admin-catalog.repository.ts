import { ADMIN_COUNT_CAP } from '@shop/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like.ts';
import { firstImageOf, productParts } from '../../db/products.ts';
import { positionAfterLast, replaceOrderedRows, updateTenantRow } from '../../db/rows.ts';
import type { ArticleGroupsTable, ArticlesTable, CategoriesTable, ProductsTable } from '../../db/schema.ts';

export { filesOf, imagesOf, videosOf } from '../catalog/catalog.repository.ts';

export type ProductRecord = Selectable<ProductsTable>;
export type ArticleRecord = Selectable<ArticlesTable>;
export type CategoryRecord = Selectable<CategoriesTable>;
export type GroupRecord = Selectable<ArticleGroupsTable>;

export interface ProductSearch {
  tenantId: number;
  q: string | null;
  groupId: number | null;
  state: 'all' | 'active' | 'inactive';
  limit: number;
  offset: number;
}

/**
 * The search and filter of the back office's product list, as the WHERE of `products p`. A part
 * of the name (the stored text holds every language) or of an article number is matched once,
 * in the CTE `m` (each part a query of its own, so that each uses its trigram index of migration
 * 007), for both the page and the count.
 */
function productConditions(s: ProductSearch) {
  const conditions = [sql`p.tenant_id = ${s.tenantId}::int`];
  if (s.groupId !== null) conditions.push(sql`p.group_id = ${s.groupId}::int`);
  if (s.state !== 'all') conditions.push(sql`p.active = ${s.state === 'active'}`);
  if (!s.q) return { with: sql``, where: sql.join(conditions, sql` AND `) };
  const like = containsPattern(s.q);
  conditions.push(sql`p.id IN (SELECT id FROM m)`);
  return {
    with: sql`WITH m AS MATERIALIZED (
      SELECT sp.id FROM products sp WHERE sp.tenant_id = ${s.tenantId}::int AND sp.name ILIKE ${like}
      UNION
      SELECT sa.container_id FROM articles sa WHERE sa.tenant_id = ${s.tenantId}::int AND sa.article_number ILIKE ${like}
    ) `,
    where: sql.join(conditions, sql` AND `),
  };
}

export interface ProductListRow {
  id: number;
  name: string;
  group_id: number;
  group_name: string;
  active: boolean;
  recommended: boolean;
  article_count: number;
  min_price: number | null;
  max_price: number | null;
  image: string | null;
}

/** An int[] as the driver gives it: an array, or PostgreSQL's text form `{1,2}`. */
function idsOf(value: number[] | string | null | undefined): number[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * A page of a tenant's products in the shop's order, and their number up to ADMIN_COUNT_CAP
 * (+1: more), in one statement: the page's ids (walking the index (tenant_id, position, id) of
 * migration 018 in order) and the count, then the page's details (group name, article count and
 * price range, first picture): the wide texts are read for the page only.
 */
export async function searchProducts(db: Db, s: ProductSearch): Promise<{ rows: ProductListRow[]; counted: number }> {
  const c = productConditions(s);
  const found = await sql<{ ids: number[] | string | null; n: number }>`${c.with}SELECT
      ARRAY(SELECT p.id FROM products p WHERE ${c.where} ORDER BY p.position, p.id
            LIMIT ${s.limit}::int OFFSET ${s.offset}::int) AS ids,
      (SELECT count(*)::int FROM (SELECT 1 FROM products p WHERE ${c.where} LIMIT ${ADMIN_COUNT_CAP + 1}::int) x) AS n`.execute(
    db,
  );
  const counted = Number(found.rows[0]?.n ?? 0);
  const ids = idsOf(found.rows[0]?.ids);
  if (ids.length === 0) return { rows: [], counted };
  const details = await db
    .selectFrom('products as p')
    .innerJoin('article_groups as g', (j) =>
      j.onRef('g.id', '=', 'p.group_id').onRef('g.tenant_id', '=', 'p.tenant_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('articles as a')
          .select([
            sql<number>`count(*)::int`.as('article_count'),
            sql<number | null>`min(a.price_minor)`.as('min_price'),
            sql<number | null>`max(a.price_minor)`.as('max_price'),
          ])
          .whereRef('a.container_id', '=', 'p.id')
          .whereRef('a.tenant_id', '=', 'p.tenant_id')
          .as('st'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'p.id',
      'p.name',
      'p.group_id',
      'g.name as group_name',
      'p.active',
      'p.recommended',
      'st.article_count',
      'st.min_price',
      'st.max_price',
      firstImageOf(eb).as('image'),
    ])
    .where('p.tenant_id', '=', s.tenantId)
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(details.map((r) => [r.id, r]));
  const rows = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...r, article_count: Number(r.article_count ?? 0) } as ProductListRow] : [];
  });
  return { rows, counted };
}

// ---------------------------------------------------------------------------------------------
// Products.

/**
 * The next position at the end of a group's products (`products`, the group's id) or of a
 * product's articles (`articles`, the product's id).
 */
export function nextPosition(
  db: Db,
  table: 'products' | 'articles',
  tenantId: number,
  parentId: number,
): Promise<number> {
  return table === 'products'
    ? positionAfterLast(db, table, { tenant_id: tenantId, group_id: parentId })
    : positionAfterLast(db, table, { tenant_id: tenantId, container_id: parentId });
}

/** A product of this tenant, whether active or not; locked until the transaction ends when `lock`. */
export async function findProduct(db: Db, tenantId: number, id: number, lock = false) {
  let q = db.selectFrom('products').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Every article of a product (inactive ones too), in their order. */
export async function productArticles(db: Db, tenantId: number, productId: number): Promise<ArticleRecord[]> {
  return productParts(db, 'articles', tenantId, productId).selectAll().execute();
}

/** The related products of a product, in their order (inactive ones too). */
export async function relatedProducts(db: Db, tenantId: number, productId: number) {
  return db
    .selectFrom('related_products as r')
    .innerJoin('products as p', (j) => j.onRef('p.id', '=', 'r.related_id').onRef('p.tenant_id', '=', 'r.tenant_id'))
    .select(['p.id', 'p.name', 'p.active'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.container_id', '=', productId)
    .orderBy('r.position')
    .orderBy('p.id')
    .execute();
}

/** Which of these ids are products of the tenant. */
export async function existingProductIds(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertProduct(db: Db, row: Insertable<ProductsTable>): Promise<number> {
  const { id } = await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateProduct(db: Db, tenantId: number, id: number, set: Updateable<ProductsTable>): Promise<void> {
  return updateTenantRow(db, 'products', tenantId, id, set);
}

/** Replaces a product's related list with these ids, in this order. */
export function replaceRelated(db: Db, tenantId: number, productId: number, ids: readonly number[]): Promise<void> {
  return replaceOrderedRows(
    db,
    'related_products',
    { tenant_id: tenantId, container_id: productId },
    ids.map((related_id) => ({ related_id })),
  );
}

// ---------------------------------------------------------------------------------------------
// Articles.

/** An article of this tenant, whether active or not; locked until the transaction ends when `lock`. */
export async function findArticle(db: Db, tenantId: number, id: number, lock = false) {
  let q = db.selectFrom('articles').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Whether another article of the tenant has this number (`except`: the article itself). */
export async function articleNumberTaken(db: Db, tenantId: number, articleNumber: string, except: number | null) {
  let q = db
    .selectFrom('articles')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('article_number', '=', articleNumber);
  if (except !== null) q = q.where('id', '<>', except);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertArticle(db: Db, row: Insertable<ArticlesTable>): Promise<number> {
  const { id } = await db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function updateArticle(db: Db, tenantId: number, id: number, set: Updateable<ArticlesTable>): Promise<void> {
  return updateTenantRow(db, 'articles', tenantId, id, set);
}

// ---------------------------------------------------------------------------------------------
// Categories and groups.

export async function tenantCategories(db: Db, tenantId: number): Promise<CategoryRecord[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The tenant's groups (of one category when given), in their order, with their number of products. */
export async function tenantGroups(db: Db, tenantId: number, categoryId?: number) {
  let q = db
    .selectFrom('article_groups as g')
    .selectAll('g')
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('p.tenant_id', '=', 'g.tenant_id')
        .whereRef('p.group_id', '=', 'g.id')
        .as('product_count'),
    )
    .where('g.tenant_id', '=', tenantId);
  if (categoryId !== undefined) q = q.where('g.category_id', '=', categoryId);
  const rows = await q.orderBy('g.position').orderBy('g.id').execute();
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0) }));
}

export async function findCategory(db: Db, tenantId: number, id: number, lock = false) {
  let q = db.selectFrom('categories').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function findGroup(db: Db, tenantId: number, id: number, lock = false) {
  let q = db.selectFrom('article_groups').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function updateCategory(db: Db, tenantId: number, id: number, set: Updateable<CategoriesTable>): Promise<void> {
  return updateTenantRow(db, 'categories', tenantId, id, set);
}

export function updateGroup(db: Db, tenantId: number, id: number, set: Updateable<ArticleGroupsTable>): Promise<void> {
  return updateTenantRow(db, 'article_groups', tenantId, id, set);
}
