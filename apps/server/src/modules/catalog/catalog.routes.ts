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
import { articlesFor, imagesOf, relatedOf } from './catalog.repository.ts';
import { categoriesWithGroups, listGroups, product, productList, productTotal } from './catalog.service.ts';

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const c = 'articleContainer';

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxList',
    access: 'catalog',
    summary: 'Products, filtered by group, search pattern or recommended flag, paged by limit and offset',
    body: ListProductsBodySchema,
    response: z.array(ProductSummarySchema),
    handler: ({ body, tenant }) => productList(db, tenant.id, body),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxTotal',
    access: 'catalog',
    summary: 'Number of products matching a group and search pattern',
    body: TotalProductsBodySchema,
    response: CountAnswerSchema,
    handler: ({ body, tenant }) => productTotal(db, tenant.id, body),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGet',
    access: 'catalog',
    summary: 'One product with all its parts; { id, nonExistant: true } when there is none',
    body: ContainerIdBodySchema,
    response: ProductAnswerSchema,
    handler: ({ body, tenant }) => product(db, tenant.id, body.id),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGetArticlesForArticleContainer',
    access: 'catalog',
    summary: 'Package sizes (articles) of a product',
    body: ContainerIdBodySchema,
    response: z.array(ArticleSchema),
    handler: async ({ body, tenant }) => (await articlesFor(db, tenant.id, [body.id])).get(body.id) ?? [],
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGetImagesForArticleContainer',
    access: 'catalog',
    summary: 'Images of a product',
    body: ContainerIdBodySchema,
    response: z.array(ImageSchema),
    handler: ({ body, tenant }) => imagesOf(db, tenant.id, body.id),
  });

  registerCall(app, ctx, {
    controller: c,
    action: 'ajaxGetRelatedForArticleContainer',
    access: 'catalog',
    summary: "Related products ('also see')",
    body: ContainerIdBodySchema,
    response: z.array(ProductSummarySchema),
    handler: ({ body, tenant }) => relatedOf(db, tenant.id, body.id),
  });

  registerCall(app, ctx, {
    controller: 'articleGroup',
    action: 'ajaxGetArticleGroupsForCustomer',
    access: 'catalog',
    summary: 'Article groups',
    response: z.array(GroupSchema),
    handler: ({ tenant }) => listGroups(db, tenant.id),
  });

  registerCall(app, ctx, {
    controller: 'articleCategory',
    action: 'ajaxGetArticleCategoriesForCustomer',
    access: 'catalog',
    summary: 'Article categories with their groups',
    response: z.array(CategorySchema),
    handler: ({ tenant }) => categoriesWithGroups(db, tenant.id),
  });
}
