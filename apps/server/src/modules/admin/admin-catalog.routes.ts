import { AdminCatalogApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
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
import { registerOperatorCalls } from './admin-route.ts';

/** The back office's catalog calls: products, articles, groups and categories. */
export function registerAdminCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminCatalogApi, {
    products: ({ operator, query }) => listAdminProducts(ctx, operator.tenant, query),
    product: ({ operator, params }) => adminProductView(ctx, operator.tenant, params.id),
    createProduct: ({ operator, body }) => createAdminProduct(ctx, operator, body),
    changeProduct: ({ operator, params, body }) => patchAdminProduct(ctx, operator, params.id, body),
    createArticle: ({ operator, params, body }) => createAdminArticle(ctx, operator, params.id, body),
    changeArticle: ({ operator, params, body }) => patchAdminArticle(ctx, operator, params.id, body),
    groups: ({ operator }) => adminGroups(ctx, operator.tenant),
    changeCategory: ({ operator, params, body }) => patchAdminCategory(ctx, operator, params.id, body),
    changeGroup: ({ operator, params, body }) => patchAdminGroup(ctx, operator, params.id, body),
  });
}
