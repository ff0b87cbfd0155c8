import { ADMIN_PRODUCT_PAGE_SIZES, ADMIN_PRODUCT_STATES } from '@shop/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductListFilters } from '../api/catalog.ts';

export type ProductState = (typeof ADMIN_PRODUCT_STATES)[number];

/** What the address says of the product list: search, group, state, page size and page (a reload or a link keeps them). */
export type ProductListParams = {
  q: string;
  /** A group's id; 0 for every group. */
  group: number;
  state: ProductState;
  limit: number;
  page: number;
};

export function parseProductListParams(params: URLSearchParams): ProductListParams {
  const group = Number(params.get('group'));
  const state = params.get('state') ?? '';
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    group: Number.isInteger(group) && group >= 1 && group <= 2_147_483_647 ? group : 0,
    state: (ADMIN_PRODUCT_STATES as readonly string[]).includes(state) ? (state as ProductState) : 'all',
    limit: (ADMIN_PRODUCT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 25,
    page: Number.isInteger(page) && page >= 1 && page <= 40_000 ? page : 1,
  };
}

function toSearch(p: ProductListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q.trim()) out.set('q', p.q.trim());
  if (p.group) out.set('group', String(p.group));
  if (p.state !== 'all') out.set('state', p.state);
  if (p.limit !== 25) out.set('limit', String(p.limit));
  if (p.page !== 1) out.set('page', String(p.page));
  return out;
}

/** The call's query for the address's list, names in the operator's language. */
export function toProductFilters(p: ProductListParams, lang: 'en' | 'sv'): ProductListFilters {
  return {
    q: p.q.trim() || undefined,
    group: p.group || undefined,
    state: p.state === 'all' ? undefined : p.state,
    lang,
    page: p.page,
    pageSize: p.limit,
  };
}

/** The list's state in the address, and a way to change it (a new filter starts at page 1). */
export function useProductListParams(): [ProductListParams, (patch: Partial<ProductListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseProductListParams(search), [search]);
  const update = useCallback(
    (patch: Partial<ProductListParams>) => {
      setSearch((current) => {
        const now = parseProductListParams(current);
        const page = 'page' in patch ? (patch.page ?? 1) : 1;
        return toSearch({ ...now, ...patch, page });
      });
    },
    [setSearch],
  );
  return [params, update];
}
