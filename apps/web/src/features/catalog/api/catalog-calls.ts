import type {
  Campaign,
  Category,
  ContentPageAnswer,
  CountAnswer,
  Group,
  HomeBody,
  ListProductsBody,
  ProductAnswer,
  ProductSummary,
} from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { firstViewQuery as firstView } from '../../../lib/first-view.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/**
 * The catalog calls of SPEC.md §7, one hook each. Answers are typed by the contract and not
 * parsed again here: the server validates them against the same schemas before sending. Every query waits while a sign-in is
 * processing, and its key carries the session so that a login or logout loads afresh.
 */
function useCatalogReady(): { enabled: boolean; session: string; guest: boolean } {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return { enabled: !isProcessing, session: `${tenantId}:${loggedIn ? 'customer' : 'guest'}`, guest: !loggedIn };
}

export type ProductQuery = Partial<
  Pick<ListProductsBody, 'limit' | 'offset' | 'articleGroup' | 'pattern' | 'recommended' | 'slider' | 'sort'>
>;

/** articleContainer/ajaxList; searches and sorts in the current UI language. */
export function useProducts(query: ProductQuery, options: { enabled?: boolean } = {}) {
  const { enabled, session, guest } = useCatalogReady();
  const { i18n } = useTranslation();
  const body = { ...query, lang: i18n.language };
  const on = enabled && (options.enabled ?? true);
  return useQuery({
    queryKey: ['catalog', session, 'products', body],
    queryFn: () => apiCall<ProductSummary[]>('articleContainer/ajaxList', body),
    enabled: on,
    placeholderData: keepPreviousData,
    ...firstView<ProductSummary[]>(guest && on, 'articleContainer/ajaxList', body),
  });
}

/** articleContainer/ajaxTotal for the same group and pattern. */
export function useProductTotal(
  query: Pick<ProductQuery, 'articleGroup' | 'pattern'>,
  options: { enabled?: boolean } = {},
) {
  const { enabled, session, guest } = useCatalogReady();
  const { i18n } = useTranslation();
  const body = { articleGroup: query.articleGroup, pattern: query.pattern, lang: i18n.language };
  const on = enabled && (options.enabled ?? true);
  return useQuery({
    queryKey: ['catalog', session, 'total', body],
    queryFn: async () => (await apiCall<CountAnswer>('articleContainer/ajaxTotal', body)).count,
    enabled: on,
    placeholderData: keepPreviousData,
    ...firstView<CountAnswer, number>(guest && on, 'articleContainer/ajaxTotal', body, (a) => a.count),
  });
}

/** articleContainer/ajaxGet: a whole product, or `{ nonExistant: true }`. */
export function useProduct(id: number | null) {
  const { enabled, session, guest } = useCatalogReady();
  const on = enabled && id !== null;
  return useQuery({
    queryKey: ['catalog', session, 'product', id],
    queryFn: () => apiCall<ProductAnswer>('articleContainer/ajaxGet', { id }),
    enabled: on,
    ...firstView<ProductAnswer>(guest && on, 'articleContainer/ajaxGet', { id }),
  });
}

/** A catalog list the shop fetches once a session is known (kept 5 minutes, first view served inline). */
function useCatalogList<T>(key: string, call: string) {
  const { enabled, session, guest } = useCatalogReady();
  return useQuery({
    queryKey: ['catalog', session, key],
    queryFn: () => apiCall<T[]>(call, {}),
    enabled,
    staleTime: 5 * 60_000,
    ...firstView<T[]>(guest && enabled, call, {}),
  });
}

/** articleCategory/ajaxGetArticleCategoriesForCustomer: categories with their groups. */
export function useCategories() {
  return useCatalogList<Category>('categories', 'articleCategory/ajaxGetArticleCategoriesForCustomer');
}

/** articleGroup/ajaxGetArticleGroupsForCustomer. */
export function useGroups() {
  return useCatalogList<Group>('groups', 'articleGroup/ajaxGetArticleGroupsForCustomer');
}

/** campaign/ajaxList. */
export function useCampaigns(limit: number, options: { enabled?: boolean } = {}) {
  const { enabled, session, guest } = useCatalogReady();
  const body = { limit, offset: 0 };
  const on = enabled && (options.enabled ?? true);
  return useQuery({
    queryKey: ['catalog', session, 'campaigns', limit],
    queryFn: () => apiCall<Campaign[]>('campaign/ajaxList', body),
    enabled: on,
    staleTime: 60_000,
    ...firstView<Campaign[]>(guest && on, 'campaign/ajaxList', body),
  });
}

/**
 * content/ajaxGet of the home page: its banner, promotions and slider texts in the UI language
 * (the server falls back to the shop's default language, then English).
 */
export function useHomeContent() {
  const { enabled, session, guest } = useCatalogReady();
  const { i18n } = useTranslation();
  const body = { page: 'home', lang: i18n.language };
  return useQuery({
    queryKey: ['catalog', session, 'home', body.lang],
    // A shop without a home page text answers none: the page shows its default banner.
    queryFn: async () =>
      ((await apiCall<ContentPageAnswer>('content/ajaxGet', body)).body as HomeBody | undefined) ?? null,
    enabled,
    staleTime: 60_000,
    ...firstView<ContentPageAnswer, HomeBody | null>(
      guest && enabled,
      'content/ajaxGet',
      body,
      (a) => a.body as HomeBody,
    ),
  });
}
