import type { Insertable } from 'kysely';
import type { Db } from '../connect.ts';
import type { Database } from '../schema.ts';
import type { ArticlePlan, CatalogPlan, ProductPlan } from './catalog-plan.ts';
import { idsInOrder, inChunks, insertBlobRows } from './insert.ts';

/** An inserted article with what an order line copies from it and its product. */
export interface SeededArticle extends ArticlePlan {
  id: number;
  containerId: number;
  productName: string;
  productDescription: string;
  image: string | null;
}

const CHUNK = 500;

/** Inserts the catalogs of all shops in a few batched statements; returns the articles per tenant. */
export async function insertCatalogs(db: Db, plans: readonly CatalogPlan[]): Promise<Map<number, SeededArticle[]>> {
  // A category's and a group's planned fields are their columns, but for the keys.
  const categoryId = await insertKeyed(
    db,
    'categories',
    plans,
    (plan) => plan.categories,
    ({ key: _key, ...category }, tenantId) => ({ tenant_id: tenantId, ...category }),
  );
  const groupId = await insertKeyed(
    db,
    'article_groups',
    plans,
    (plan) => plan.groups,
    ({ key: _key, categoryKey, ...group }, tenantId) => ({
      tenant_id: tenantId,
      category_id: need(categoryId, `${tenantId}:${categoryKey}`),
      ...group,
    }),
  );
  const productId = await insertKeyed(
    db,
    'products',
    plans,
    (plan) => plan.products,
    (p, tenantId) => ({
      tenant_id: tenantId,
      group_id: need(groupId, `${tenantId}:${p.groupKey}`),
      name: p.name,
      description: p.description,
      detailed_description: p.detailed_description,
      specification: p.specification,
      recommended: p.recommended,
      popup_image_file_name: p.popup_image_file_name,
      position: p.position,
    }),
  );

  /** The rows `rows` makes of each product of each shop, each with the product's tenant and id. */
  const ofEachProduct = <R>(rows: (p: ProductPlan, tenantId: number) => R[]) =>
    plans.flatMap((plan) =>
      plan.products.flatMap((p) =>
        rows(p, plan.tenant.id).map((row) => ({
          tenant_id: plan.tenant.id,
          container_id: need(productId, `${plan.tenant.id}:${p.key}`),
          ...row,
        })),
      ),
    );

  const articleRows = ofEachProduct((p) => p.articles);
  const articleBack = await inChunks(articleRows, CHUNK, (chunk) =>
    db.insertInto('articles').values(chunk).returning(['id', 'tenant_id', 'article_number']).execute(),
  );
  const articleIds = idsInOrder(
    'articles',
    articleRows,
    articleBack,
    (r, b) => r.tenant_id === b.tenant_id && r.article_number === b.article_number,
  );

  // A planned picture's or file's fields are its columns, but for its type.
  await insertBlobRows(
    db,
    'images',
    ofEachProduct((p) => p.images.map((image) => ({ ...image, content_type: 'image/svg+xml' }))),
  );
  await insertBlobRows(
    db,
    'files',
    ofEachProduct((p) => p.files.map((file) => ({ ...file, content_type: 'application/pdf' }))),
  );
  const videoRows = ofEachProduct((p) =>
    p.videos.map((v) => ({
      source: 'YOUTUBE' as const,
      external_id: v.external_id,
      extension: null,
      file_name: null,
      position: v.position,
    })),
  );
  await inChunks(videoRows, CHUNK, (chunk) => db.insertInto('videos').values(chunk).execute());
  const relatedRows = ofEachProduct((p, tenantId) =>
    p.related.map((key, position) => ({ related_id: need(productId, `${tenantId}:${key}`), position })),
  );
  await inChunks(relatedRows, CHUNK, (chunk) => db.insertInto('related_products').values(chunk).execute());

  const campaignIds = await insertPositioned(
    db,
    'campaigns',
    plans.flatMap((plan) =>
      plan.campaigns.map((c) => ({
        tenant_id: plan.tenant.id,
        name: c.name,
        description: c.description,
        position: c.position,
      })),
    ),
  );
  let i = 0;
  const campaignProductRows = plans.flatMap((plan) =>
    plan.campaigns.flatMap((c) => {
      const campaignId = campaignIds[i++] ?? 0;
      return c.products.map((key, position) => ({
        tenant_id: plan.tenant.id,
        campaign_id: campaignId,
        container_id: need(productId, `${plan.tenant.id}:${key}`),
        position,
      }));
    }),
  );
  await inChunks(campaignProductRows, CHUNK, (chunk) => db.insertInto('campaign_products').values(chunk).execute());

  const seeded = new Map<number, SeededArticle[]>();
  i = 0;
  for (const plan of plans) {
    const list: SeededArticle[] = [];
    for (const p of plan.products) {
      for (const a of p.articles) {
        list.push({
          ...a,
          id: articleIds[i++] ?? 0,
          containerId: need(productId, `${plan.tenant.id}:${p.key}`),
          productName: p.name,
          productDescription: p.description,
          image: p.images[0]?.file_name ?? null,
        });
      }
    }
    seeded.set(plan.tenant.id, list);
  }
  return seeded;
}

/** The tables of a shop's catalog whose rows are told apart by their position in the shop. */
type PositionedTable = 'categories' | 'article_groups' | 'products' | 'campaigns';

/** A row of a positioned table, with its tenant and position. */
type PositionedRow<T extends PositionedTable> = Insertable<Database[T]> & { tenant_id: number; position: number };

/** Inserts rows of a positioned table in chunks; their ids, in the order of `rows`. */
async function insertPositioned<T extends PositionedTable>(
  db: Db,
  table: T,
  rows: readonly PositionedRow<T>[],
): Promise<number[]> {
  const back = await inChunks(rows, CHUNK, (chunk) =>
    db
      .insertInto(table as PositionedTable)
      .values(chunk as Insertable<Database[PositionedTable]>[])
      .returning(['id', 'tenant_id', 'position'])
      .execute(),
  );
  return idsInOrder(table, rows, back, (r, b) => r.tenant_id === b.tenant_id && r.position === b.position);
}

/**
 * Inserts what each shop's plan names by key (its categories, groups or products), each row as
 * `row` makes it; `<tenant>:<key>` → id.
 */
async function insertKeyed<T extends PositionedTable, K extends { key: string }>(
  db: Db,
  table: T,
  plans: readonly CatalogPlan[],
  planned: (plan: CatalogPlan) => readonly K[],
  row: (item: K, tenantId: number) => PositionedRow<T>,
): Promise<Map<string, number>> {
  const keyed = plans.flatMap((plan) => planned(plan).map((item) => ({ tenantId: plan.tenant.id, item })));
  const ids = await insertPositioned(
    db,
    table,
    keyed.map(({ tenantId, item }) => row(item, tenantId)),
  );
  return new Map(keyed.map(({ tenantId, item }, index) => [`${tenantId}:${item.key}`, ids[index] ?? 0]));
}

function need(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`demo data refers to unknown ${key}`);
  return id;
}
