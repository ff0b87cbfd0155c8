import type { Db } from '../connect.ts';
import type { ArticlePlan, CatalogPlan } from './catalog-plan.ts';
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
  const categoryRows = plans.flatMap((plan) =>
    plan.categories.map((c) => ({
      tenant_id: plan.tenant.id,
      name: c.name,
      description: c.description,
      image_filename: c.image_filename,
      position: c.position,
    })),
  );
  const categoryBack = await inChunks(categoryRows, CHUNK, (chunk) =>
    db.insertInto('categories').values(chunk).returning(['id', 'tenant_id', 'position']).execute(),
  );
  const categoryIds = idsInOrder(
    'categories',
    categoryRows,
    categoryBack,
    (r, b) => r.tenant_id === b.tenant_id && r.position === b.position,
  );
  const categoryId = new Map<string, number>();
  let i = 0;
  for (const plan of plans)
    for (const c of plan.categories) categoryId.set(`${plan.tenant.id}:${c.key}`, categoryIds[i++] ?? 0);

  const groupRows = plans.flatMap((plan) =>
    plan.groups.map((g) => ({
      tenant_id: plan.tenant.id,
      category_id: need(categoryId, `${plan.tenant.id}:${g.categoryKey}`),
      name: g.name,
      description: g.description,
      image_filename: g.image_filename,
      position: g.position,
    })),
  );
  const groupBack = await inChunks(groupRows, CHUNK, (chunk) =>
    db.insertInto('article_groups').values(chunk).returning(['id', 'tenant_id', 'position']).execute(),
  );
  const groupIds = idsInOrder(
    'article_groups',
    groupRows,
    groupBack,
    (r, b) => r.tenant_id === b.tenant_id && r.position === b.position,
  );
  const groupId = new Map<string, number>();
  i = 0;
  for (const plan of plans) for (const g of plan.groups) groupId.set(`${plan.tenant.id}:${g.key}`, groupIds[i++] ?? 0);

  const productRows = plans.flatMap((plan) =>
    plan.products.map((p) => ({
      tenant_id: plan.tenant.id,
      group_id: need(groupId, `${plan.tenant.id}:${p.groupKey}`),
      name: p.name,
      description: p.description,
      detailed_description: p.detailed_description,
      specification: p.specification,
      recommended: p.recommended,
      popup_image_file_name: p.popup_image_file_name,
      position: p.position,
    })),
  );
  const productBack = await inChunks(productRows, CHUNK, (chunk) =>
    db.insertInto('products').values(chunk).returning(['id', 'tenant_id', 'position']).execute(),
  );
  const productIds = idsInOrder(
    'products',
    productRows,
    productBack,
    (r, b) => r.tenant_id === b.tenant_id && r.position === b.position,
  );
  const productId = new Map<string, number>();
  i = 0;
  for (const plan of plans)
    for (const p of plan.products) productId.set(`${plan.tenant.id}:${p.key}`, productIds[i++] ?? 0);

  const articleRows = plans.flatMap((plan) =>
    plan.products.flatMap((p) =>
      p.articles.map((a) => ({
        ...a,
        tenant_id: plan.tenant.id,
        container_id: need(productId, `${plan.tenant.id}:${p.key}`),
      })),
    ),
  );
  const articleBack = await inChunks(articleRows, CHUNK, (chunk) =>
    db.insertInto('articles').values(chunk).returning(['id', 'tenant_id', 'article_number']).execute(),
  );
  const articleIds = idsInOrder(
    'articles',
    articleRows,
    articleBack,
    (r, b) => r.tenant_id === b.tenant_id && r.article_number === b.article_number,
  );

  const imageRows = plans.flatMap((plan) =>
    plan.products.flatMap((p) =>
      p.images.map((img) => ({
        tenant_id: plan.tenant.id,
        container_id: need(productId, `${plan.tenant.id}:${p.key}`),
        file_name: img.file_name,
        content_type: 'image/svg+xml',
        data: img.data,
        position: img.position,
      })),
    ),
  );
  await insertBlobRows(db, 'images', imageRows);

  const fileRows = plans.flatMap((plan) =>
    plan.products.flatMap((p) =>
      p.files.map((f) => ({
        tenant_id: plan.tenant.id,
        container_id: need(productId, `${plan.tenant.id}:${p.key}`),
        file_name: f.file_name,
        title: f.title,
        content_type: 'application/pdf',
        data: f.data,
        position: f.position,
      })),
    ),
  );
  await insertBlobRows(db, 'files', fileRows);

  const videoRows = plans.flatMap((plan) =>
    plan.products.flatMap((p) =>
      p.videos.map((v) => ({
        tenant_id: plan.tenant.id,
        container_id: need(productId, `${plan.tenant.id}:${p.key}`),
        source: 'YOUTUBE' as const,
        external_id: v.external_id,
        extension: null,
        file_name: null,
        position: v.position,
      })),
    ),
  );
  await inChunks(videoRows, CHUNK, (chunk) => db.insertInto('videos').values(chunk).execute());

  const relatedRows = plans.flatMap((plan) =>
    plan.products.flatMap((p) =>
      p.related.map((key, position) => ({
        tenant_id: plan.tenant.id,
        container_id: need(productId, `${plan.tenant.id}:${p.key}`),
        related_id: need(productId, `${plan.tenant.id}:${key}`),
        position,
      })),
    ),
  );
  await inChunks(relatedRows, CHUNK, (chunk) => db.insertInto('related_products').values(chunk).execute());

  const campaignRows = plans.flatMap((plan) =>
    plan.campaigns.map((c) => ({
      tenant_id: plan.tenant.id,
      name: c.name,
      description: c.description,
      position: c.position,
    })),
  );
  const campaignBack = await inChunks(campaignRows, CHUNK, (chunk) =>
    db.insertInto('campaigns').values(chunk).returning(['id', 'tenant_id', 'position']).execute(),
  );
  const campaignIds = idsInOrder(
    'campaigns',
    campaignRows,
    campaignBack,
    (r, b) => r.tenant_id === b.tenant_id && r.position === b.position,
  );
  i = 0;
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

function need(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`demo data refers to unknown ${key}`);
  return id;
}
