import type { Db } from '../../db/connect.ts';
import { filteredProducts } from '../catalog/catalog.repository.ts';

/** The shop's configured public address (`tenants.base_url`), null when not set. */
export async function baseUrlSetting(db: Db, tenantId: number): Promise<string | null> {
  const row = await db.selectFrom('tenants').select('base_url').where('id', '=', tenantId).executeTakeFirst();
  return row?.base_url ?? null;
}

/** What the sitemap lists: the shop's products a shopper can find, its groups, its content pages. */
export async function sitemapRows(db: Db, tenantId: number) {
  const [products, groups, pages] = await Promise.all([
    filteredProducts(db, tenantId, {})
      .select(['products.id', 'products.group_id', 'products.updated_at'])
      .orderBy('products.position')
      .orderBy('products.id')
      .execute(),
    db
      .selectFrom('article_groups as g')
      .innerJoin('categories as c', (j) =>
        j.onRef('c.id', '=', 'g.category_id').onRef('c.tenant_id', '=', 'g.tenant_id'),
      )
      .select(['g.id', 'g.updated_at'])
      .where('g.tenant_id', '=', tenantId)
      .orderBy('c.position')
      .orderBy('g.position')
      .orderBy('g.id')
      .execute(),
    db
      .selectFrom('content_pages')
      .select(['page', (eb) => eb.fn.max('updated_at').as('updated_at')])
      .where('tenant_id', '=', tenantId)
      .groupBy('page')
      .execute(),
  ]);
  return { products, groups, pages };
}
