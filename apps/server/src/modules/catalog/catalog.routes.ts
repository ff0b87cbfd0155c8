import {
  ArticleSchema,
  CategorySchema,
  ContainerIdBodySchema,
  CountAnswerSchema,
  GroupSchema,
  ImageSchema,
  ListProductsBodySchema,
  ProductAnswerSchema,
  ProductSummarySchema,
  TotalProductsBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { CatalogCache, cachedAnswer, keepInStep } from './catalog.cache.ts';
import {
  categoriesWithGroups,
  imagesOf,
  listGroups,
  product,
  productArticles,
  productList,
  productTotal,
  relatedOf,
} from './catalog.service.ts';

const caches = new WeakMap<FastifyInstance, CatalogCache>();

/** The catalog answer cache of a server built by buildApp (for tests and diagnostics). */
export function catalogCacheOf(app: FastifyInstance): CatalogCache | undefined {
  return caches.get(app);
}

/** A search pattern as the query sees it: blank means none. */
const patternKey = (pattern: string | null | undefined) => pattern || null;

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const c = 'articleContainer';

  // Answers depend on the tenant and the call's body only, never on the caller: guests and
  // signed-in customers share the entries. Catalog triggers (migration 005) announce changes.
  const cache = new CatalogCache();
  caches.set(app, cache);
  keepInStep(app, db, cache);

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxList',
    access: 'catalog',
    summary: 'Products, filtered by group, search pattern or recommended flag, paged by limit and offset',
    body: ListProductsBodySchema,
    response: z.array(ProductSummarySchema),
    handler: ({ body, tenant, reply }) =>
      cachedAnswer(
        cache,
        reply,
        tenant.id,
        `list:${JSON.stringify([
          body.limit,
          body.offset,
          body.articleGroup ?? null,
          patternKey(body.pattern),
          body.recommended === true,
          body.slider === true,
          body.sort,
          body.lang ?? null,
        ])}`,
        () => productList(db, tenant.id, body),
      ),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxTotal',
    access: 'catalog',
    summary: 'Number of products matching a group and search pattern',
    body: TotalProductsBodySchema,
    response: CountAnswerSchema,
    handler: ({ body, tenant, reply }) =>
      cachedAnswer(
        cache,
        reply,
        tenant.id,
        `total:${JSON.stringify([body.articleGroup ?? null, patternKey(body.pattern), body.lang ?? null])}`,
        () => productTotal(db, tenant.id, body),
      ),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGet',
    access: 'catalog',
    summary: 'One product with all its parts; { id, nonExistant: true } when there is none',
    body: ContainerIdBodySchema,
    response: ProductAnswerSchema,
    handler: ({ body, tenant, reply }) =>
      cachedAnswer(cache, reply, tenant.id, `product:${body.id}`, () => product(db, tenant.id, body.id)),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGetArticlesForArticleContainer',
    access: 'catalog',
    summary: 'Package sizes (articles) of a product',
    body: ContainerIdBodySchema,
    response: z.array(ArticleSchema),
    handler: ({ body, tenant, reply }) =>
      cachedAnswer(cache, reply, tenant.id, `articles:${body.id}`, () => productArticles(db, tenant.id, body.id)),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGetImagesForArticleContainer',
    access: 'catalog',
    summary: 'Images of a product',
    body: ContainerIdBodySchema,
    response: z.array(ImageSchema),
    handler: ({ body, tenant, reply }) =>
      cachedAnswer(cache, reply, tenant.id, `images:${body.id}`, () => imagesOf(db, tenant.id, body.id)),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGetRelatedForArticleContainer',
    access: 'catalog',
    summary: "Related products ('also see')",
    body: ContainerIdBodySchema,
    response: z.array(ProductSummarySchema),
    handler: ({ body, tenant, reply }) =>
      cachedAnswer(cache, reply, tenant.id, `related:${body.id}`, () => relatedOf(db, tenant.id, body.id)),
  });

  registerCall(app, ctx, {
    controller: 'articleGroup',
    action: 'ajaxGetArticleGroupsForCustomer',
    access: 'catalog',
    summary: 'Article groups',
    response: z.array(GroupSchema),
    handler: ({ tenant, reply }) => cachedAnswer(cache, reply, tenant.id, 'groups', () => listGroups(db, tenant.id)),
  });

  registerCall(app, ctx, {
    controller: 'articleCategory',
    action: 'ajaxGetArticleCategoriesForCustomer',
    access: 'catalog',
    summary: 'Article categories with their groups',
    response: z.array(CategorySchema),
    handler: ({ tenant, reply }) =>
      cachedAnswer(cache, reply, tenant.id, 'categories', () => categoriesWithGroups(db, tenant.id)),
  });
}
