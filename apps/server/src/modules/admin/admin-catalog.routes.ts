import {
  AdminArticleSchema,
  AdminCatalogQuerySchema,
  AdminCategoryAnswerSchema,
  AdminCreateArticleBodySchema,
  AdminCreateProductBodySchema,
  AdminGroupAnswerSchema,
  AdminGroupsAnswerSchema,
  AdminPatchArticleBodySchema,
  AdminPatchCategoryBodySchema,
  AdminPatchGroupBodySchema,
  AdminPatchProductBodySchema,
  AdminProductListAnswerSchema,
  AdminProductListQuerySchema,
  AdminProductSchema,
  CatalogIdParamSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  adminProductView,
  createAdminArticle,
  createAdminProduct,
  listAdminProducts,
  patchAdminArticle,
  patchAdminProduct,
} from './admin-catalog.service.ts';
import { adminGroups, patchAdminCategory, patchAdminGroup } from './admin-catalog-groups.service.ts';
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';

/** The back office's catalog calls: products, articles, groups and categories. */
export function registerAdminCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin catalog');

  typed.get(
    '/api/admin/products',
    route('catalog:read', {
      summary:
        "A page of the tenant's products (inactive ones too) in the shop's order; q searches the name in any " +
        'language and article numbers; group and state filter; the count stops at 10,000 (totalIsLowerBound)',
      querystring: AdminProductListQuerySchema,
      response: { 200: AdminProductListAnswerSchema },
    }),
    async (request) => listAdminProducts(ctx, operatorOf(request).tenant, request.query),
  );

  typed.get(
    '/api/admin/products/:id',
    route('catalog:read', {
      summary: 'A product with every field (texts per language), its articles, media lists and the tenant languages',
      querystring: AdminCatalogQuerySchema,
      params: CatalogIdParamSchema,
      response: { 200: AdminProductSchema },
    }),
    async (request) => adminProductView(ctx, operatorOf(request).tenant, request.params.id),
  );

  typed.post(
    '/api/admin/products',
    route('catalog:write', {
      summary: 'Create a product in a group of the tenant; answers the product',
      querystring: AdminCatalogQuerySchema,
      body: AdminCreateProductBodySchema,
      response: { 201: AdminProductSchema },
    }),
    async (request, reply) => {
      const product = await createAdminProduct(ctx, operatorOf(request), request.body);
      return reply.code(201).send(product);
    },
  );

  typed.patch(
    '/api/admin/products/:id',
    route('catalog:write', {
      summary:
        'Change any subset of a product: texts per language ("" removes a language), group (moves it), ' +
        'related products, recommended, active (inactive: the shop does not find it); answers the product',
      querystring: AdminCatalogQuerySchema,
      params: CatalogIdParamSchema,
      body: AdminPatchProductBodySchema,
      response: { 200: AdminProductSchema },
    }),
    async (request) => patchAdminProduct(ctx, operatorOf(request), request.params.id, request.body),
  );

  typed.post(
    '/api/admin/products/:id/articles',
    route('catalog:write', {
      summary:
        'Add an article (package size) to a product; a taken article number is 422 ' +
        '{ field: "articleNumber", message: "article_number_taken" }',
      querystring: AdminCatalogQuerySchema,
      params: CatalogIdParamSchema,
      body: AdminCreateArticleBodySchema,
      response: { 201: AdminArticleSchema },
    }),
    async (request, reply) => {
      const article = await createAdminArticle(ctx, operatorOf(request), request.params.id, request.body);
      return reply.code(201).send(article);
    },
  );

  typed.patch(
    '/api/admin/articles/:id',
    route('catalog:write', {
      summary:
        'Change any subset of an article: a price (net, minor units) applies to carts and new orders at once, ' +
        'placed orders keep theirs; inactive: the shop does not find it and refuses new orders with it',
      querystring: AdminCatalogQuerySchema,
      params: CatalogIdParamSchema,
      body: AdminPatchArticleBodySchema,
      response: { 200: AdminArticleSchema },
    }),
    async (request) => patchAdminArticle(ctx, operatorOf(request), request.params.id, request.body),
  );

  typed.get(
    '/api/admin/groups',
    route('catalog:read', {
      summary: "The tenant's categories with their groups (texts per language, order, picture, product count)",
      querystring: AdminCatalogQuerySchema,
      response: { 200: AdminGroupsAnswerSchema },
    }),
    async (request) => adminGroups(ctx, operatorOf(request).tenant),
  );

  typed.patch(
    '/api/admin/categories/:id',
    route('catalog:write', {
      summary: "Change a category's texts per language and position; answers the category with its groups",
      querystring: AdminCatalogQuerySchema,
      params: CatalogIdParamSchema,
      body: AdminPatchCategoryBodySchema,
      response: { 200: AdminCategoryAnswerSchema },
    }),
    async (request) => patchAdminCategory(ctx, operatorOf(request), request.params.id, request.body),
  );

  typed.patch(
    '/api/admin/groups/:id',
    route('catalog:write', {
      summary: "Change a group's texts per language and position, or move it to another category; answers the group",
      querystring: AdminCatalogQuerySchema,
      params: CatalogIdParamSchema,
      body: AdminPatchGroupBodySchema,
      response: { 200: AdminGroupAnswerSchema },
    }),
    async (request) => patchAdminGroup(ctx, operatorOf(request), request.params.id, request.body),
  );
}
