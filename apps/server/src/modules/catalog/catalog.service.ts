import type { Article, Category, ListProductsBody, ProductAnswer, ProductSummary } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import {
  articlesFor,
  countProducts,
  filesOf,
  findProductRow,
  imagesOf,
  listCategories,
  listGroups,
  listProducts,
  relatedOf,
  videosOf,
} from './catalog.repository.ts';

export function productList(db: Db, tenantId: number, body: ListProductsBody): Promise<ProductSummary[]> {
  return listProducts(
    db,
    tenantId,
    {
      groupId: body.articleGroup,
      pattern: body.pattern,
      recommended: body.recommended,
      slider: body.slider,
      lang: body.lang,
    },
    { limit: body.limit, offset: body.offset, sort: body.sort },
  );
}

export async function productTotal(
  db: Db,
  tenantId: number,
  body: { articleGroup?: number | null; pattern?: string | null; lang?: string | null },
): Promise<{ count: number }> {
  return {
    count: await countProducts(db, tenantId, { groupId: body.articleGroup, pattern: body.pattern, lang: body.lang }),
  };
}

/** A whole product; `{ id, nonExistant: true }` when this tenant has no product with that id. */
export async function product(db: Db, tenantId: number, id: number): Promise<ProductAnswer> {
  const row = await findProductRow(db, tenantId, id);
  if (!row) return { id, nonExistant: true };
  const [articles, images, attachedFiles, videos, related] = await Promise.all([
    articlesFor(db, tenantId, [id]),
    imagesOf(db, tenantId, id),
    filesOf(db, tenantId, id),
    videosOf(db, tenantId, id),
    relatedOf(db, tenantId, id),
  ]);
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    description: row.description,
    detailedDescription: row.detailed_description,
    specification: row.specification,
    recommended: row.recommended,
    popupImageFileName: row.popup_image_file_name,
    image: images[0]?.fileName ?? null,
    images,
    attachedFiles,
    videos,
    related,
    articles: articles.get(id) ?? [],
    nonExistant: false,
  };
}

/** The package sizes (articles) of one product. */
export async function productArticles(db: Db, tenantId: number, id: number): Promise<Article[]> {
  return (await articlesFor(db, tenantId, [id])).get(id) ?? [];
}

/** Categories with their groups nested, in display order. */
export async function categoriesWithGroups(db: Db, tenantId: number): Promise<Category[]> {
  const [categories, groups] = await Promise.all([listCategories(db, tenantId), listGroups(db, tenantId)]);
  return categories.map((c) => ({ ...c, groups: groups.filter((g) => g.categoryId === c.id) }));
}

export { imagesOf, listGroups, relatedOf };
