import {
  AdminArticleSchema,
  AdminCatalogApi,
  AdminCategoryAnswerSchema,
  type AdminCreateArticleBody,
  type AdminCreateProductBody,
  AdminGroupAnswerSchema,
  AdminGroupsAnswerSchema,
  type AdminPatchArticleBody,
  type AdminPatchCategoryBody,
  type AdminPatchGroupBody,
  type AdminPatchProductBody,
  type AdminProduct,
  AdminProductListAnswerSchema,
  AdminProductSchema,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

/** The list call's query (`AdminProductListQuerySchema` without the tenant, which the client adds). */
export type ProductListFilters = {
  q?: string;
  group?: number;
  state?: 'active' | 'inactive';
  lang?: 'en' | 'sv';
  page: number;
  pageSize: number;
};

/** `GET /api/admin/products`: one page of the list; the last page stays shown while the next loads. */
export function useProductList(filters: ProductListFilters, enabled = true) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['products', tenant, filters],
    queryFn: () => adminCall(AdminCatalogApi.calls.products, { query: filters, schema: AdminProductListAnswerSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /api/admin/products/{id}` */
export function useProduct(id: number) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['product', tenant, id],
    queryFn: () => adminCall(AdminCatalogApi.calls.product, { params: { id }, schema: AdminProductSchema }),
    enabled: id > 0,
  });
}

/** `GET /api/admin/groups`: the categories with their groups, in their order, and the tenant's languages. */
export function useGroups() {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['catalog-groups', tenant],
    queryFn: () => adminCall(AdminCatalogApi.calls.groups, { schema: AdminGroupsAnswerSchema }),
  });
}

/** After a change of the catalog its lists and the audit trail are read again. */
function useInvalidate() {
  const tenant = useTenant();
  const client = useQueryClient();
  return (keys: string[]) => Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: [key, tenant] })));
}

/** `POST /api/admin/products`: the answer is the new product. */
export function useCreateProduct() {
  const tenant = useTenant();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminCreateProductBody) =>
      adminCall(AdminCatalogApi.calls.createProduct, { body, schema: AdminProductSchema }),
    onSuccess: (product) => {
      client.setQueryData(['product', tenant, product.id], product);
      void invalidate(['products', 'catalog-groups', 'audit']);
    },
  });
}

/** `PATCH /api/admin/products/{id}` with the changed fields only: the answer is the product as it now is. */
export function usePatchProduct(id: number) {
  const tenant = useTenant();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminPatchProductBody) =>
      adminCall(AdminCatalogApi.calls.changeProduct, { params: { id }, body, schema: AdminProductSchema }),
    onSuccess: (product) => {
      client.setQueryData(['product', tenant, id], product);
      void invalidate(['products', 'catalog-groups', 'audit']);
    },
  });
}

/** `POST /api/admin/products/{id}/articles` and `PATCH /api/admin/articles/{id}`; the product is read again. */
export function useSaveArticle(productId: number) {
  const tenant = useTenant();
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: { id: number; body: AdminPatchArticleBody } | { id: null; body: AdminCreateArticleBody }) =>
      change.id === null
        ? adminCall(AdminCatalogApi.calls.createArticle, {
            params: { id: productId },
            body: change.body,
            schema: AdminArticleSchema,
          })
        : adminCall(AdminCatalogApi.calls.changeArticle, {
            params: { id: change.id },
            body: change.body,
            schema: AdminArticleSchema,
          }),
    onSuccess: (article) => {
      client.setQueryData<AdminProduct>(['product', tenant, productId], (product) => {
        if (!product) return product;
        const others = product.articles.filter((a) => a.id !== article.id);
        const articles = [...others, article].sort((a, b) => a.position - b.position || a.id - b.id);
        return { ...product, articles };
      });
      void client.invalidateQueries({ queryKey: ['product', tenant, productId] });
      void invalidate(['products', 'audit']);
    },
  });
}

/** `PATCH /api/admin/categories/{id}` */
export function usePatchCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminPatchCategoryBody }) =>
      adminCall(AdminCatalogApi.calls.changeCategory, { params: { id }, body, schema: AdminCategoryAnswerSchema }),
    onSettled: () => invalidate(['catalog-groups', 'audit']),
  });
}

/** After a group's or category's picture changed (the media area's calls): the groups and the audit trail are read again. */
export function useGroupsChanged() {
  const invalidate = useInvalidate();
  return () => void invalidate(['catalog-groups', 'audit']);
}

/** `PATCH /api/admin/groups/{id}` */
export function usePatchGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminPatchGroupBody }) =>
      adminCall(AdminCatalogApi.calls.changeGroup, { params: { id }, body, schema: AdminGroupAnswerSchema }),
    onSettled: () => invalidate(['catalog-groups', 'products', 'audit']),
  });
}
