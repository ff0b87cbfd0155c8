import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from './connect.ts';
import type { Database, ProductsTable } from './schema.ts';

/** The tables of what a product holds in its own order: its articles, pictures, files and videos. */
export type ProductPartTable = 'articles' | 'images' | 'files' | 'videos';

/**
 * The query of a product's articles, pictures, files or videos in their order (position, then
 * id), to select from. Each of these tables has the columns it filters and sorts on, so the query
 * built on their union is the query of the one named.
 */
export function productParts<T extends ProductPartTable>(
  db: Db,
  table: T,
  tenantId: number,
  productId: number,
): SelectQueryBuilder<Database, T, object> {
  return db
    .selectFrom(table as ProductPartTable)
    .where('tenant_id', '=', tenantId)
    .where('container_id', '=', productId)
    .orderBy('position')
    .orderBy('id') as unknown as SelectQueryBuilder<Database, T, object>;
}

/** The file name of the first picture (by position, then id) of the product `p` of the query, to select `as` a column. */
export function firstImageOf(eb: ExpressionBuilder<Database & { p: ProductsTable }, 'p'>) {
  return eb
    .selectFrom('images as i')
    .select('i.file_name')
    .whereRef('i.container_id', '=', 'p.id')
    .whereRef('i.tenant_id', '=', 'p.tenant_id')
    .orderBy('i.position')
    .orderBy('i.id')
    .limit(1);
}
