import type {
  Campaign,
  Category,
  CountAnswer,
  Group,
  ListProductsBody,
  ProductAnswer,
  ProductSummary,
} from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/hooks/auth-store.ts';

/**
 * The catalog calls of SPEC.md §7, one hook each. Answers are typed by the contract and not
 * parsed again here: the server validates them against the same schemas before sending. Every query waits while a sign-in is
 * processing, and its key carries the session so that a login or logout loads afresh.
 */
function useCatalogReady(): { enabled: boolean; session: string } {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return { enabled: !isProcessing, session: `${tenantId}:${loggedIn ? 'customer' : 'guest'}` };
}

export type ProductQuery = Partial<
  Pick<ListProductsBody, 'limit' | 'offset' | 'articleGroup' | 'pattern' | 'recommended' | 'sort'>
>;

/** articleContainer/ajaxList; searches and sorts in the current UI language. */
export function useProducts(query: ProductQuery, options: { enabled?: boolean } = {}) {
  const { enabled, session } = useCatalogReady();
  const { i18n } = useTranslation();
  const body = { ...query, lang: i18n.language };
  return useQuery({
    queryKey: ['catalog', session, 'products', body],
    queryFn: () => apiCall<ProductSummary[]>('articleContainer/ajaxList', body),
    enabled: enabled && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** articleContainer/ajaxTotal for the same group and pattern. */
export function useProductTotal(
  query: Pick<ProductQuery, 'articleGroup' | 'pattern'>,
  options: { enabled?: boolean } = {},
) {
  const { enabled, session } = useCatalogReady();
  const { i18n } = useTranslation();
  const body = { articleGroup: query.articleGroup, pattern: query.pattern, lang: i18n.language };
  return useQuery({
    queryKey: ['catalog', session, 'total', body],
    queryFn: async () => (await apiCall<CountAnswer>('articleContainer/ajaxTotal', body)).count,
    enabled: enabled && (options.enabled ?? true),
    placeholderData: keepPreviousData,
  });
}

/** articleContainer/ajaxGet: a whole product, or `{ nonExistant: true }`. */
export function useProduct(id: number | null) {
  const { enabled, session } = useCatalogReady();
  return useQuery({
    queryKey: ['catalog', session, 'product', id],
    queryFn: () => apiCall<ProductAnswer>('articleContainer/ajaxGet', { id }),
    enabled: enabled && id !== null,
  });
}

/** articleCategory/ajaxGetArticleCategoriesForCustomer: categories with their groups. */
export function useCategories() {
  const { enabled, session } = useCatalogReady();
  return useQuery({
    queryKey: ['catalog', session, 'categories'],
    queryFn: () => apiCall<Category[]>('articleCategory/ajaxGetArticleCategoriesForCustomer', {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** articleGroup/ajaxGetArticleGroupsForCustomer. */
export function useGroups() {
  const { enabled, session } = useCatalogReady();
  return useQuery({
    queryKey: ['catalog', session, 'groups'],
    queryFn: () => apiCall<Group[]>('articleGroup/ajaxGetArticleGroupsForCustomer', {}),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** campaign/ajaxList. */
export function useCampaigns(limit: number, options: { enabled?: boolean } = {}) {
  const { enabled, session } = useCatalogReady();
  return useQuery({
    queryKey: ['catalog', session, 'campaigns', limit],
    queryFn: () => apiCall<Campaign[]>('campaign/ajaxList', { limit, offset: 0 }),
    enabled: enabled && (options.enabled ?? true),
    staleTime: 60_000,
  });
}
