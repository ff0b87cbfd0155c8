import { ADMIN_ORDER_SORTS, ADMIN_PAGE_SIZES, ORDER_STATUSES, type OrderStatus } from '@shop/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderListFilters } from '../api/orders.ts';

export type OrderSort = (typeof ADMIN_ORDER_SORTS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the address says of the list: filters, sort, page size and page (a reload or a link keeps them). */
export type OrderListParams = {
  q: string;
  status: OrderStatus | '';
  from: string;
  to: string;
  sort: OrderSort;
  limit: number;
  page: number;
};

export function parseOrderListParams(params: URLSearchParams): OrderListParams {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const limit = Number(params.get('limit'));
  const page = Number(params.get('page'));
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    from: date('from'),
    to: date('to'),
    sort: (ADMIN_ORDER_SORTS as readonly string[]).includes(sort) ? (sort as OrderSort) : '-orderDate',
    limit: (ADMIN_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 25,
    page: Number.isInteger(page) && page >= 1 && page <= 40_000 ? page : 1,
  };
}

/** The call's query for the address's list. */
export function toFilters(p: OrderListParams): OrderListFilters {
  return {
    q: p.q.trim() || undefined,
    status: p.status || undefined,
    from: p.from || undefined,
    to: p.to || undefined,
    sort: p.sort,
    limit: p.limit,
    offset: (p.page - 1) * p.limit,
  };
}

function toSearch(p: OrderListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q.trim()) out.set('q', p.q.trim());
  if (p.status) out.set('status', p.status);
  if (p.from) out.set('from', p.from);
  if (p.to) out.set('to', p.to);
  if (p.sort !== '-orderDate') out.set('sort', p.sort);
  if (p.limit !== 25) out.set('limit', String(p.limit));
  if (p.page !== 1) out.set('page', String(p.page));
  return out;
}

/** The list's state in the address, and a way to change it (a new filter starts at page 1). */
export function useOrderListParams(): [OrderListParams, (patch: Partial<OrderListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseOrderListParams(search), [search]);
  const update = useCallback(
    (patch: Partial<OrderListParams>) => {
      setSearch((current) => {
        const now = parseOrderListParams(current);
        const page = 'page' in patch ? (patch.page ?? 1) : 1;
        return toSearch({ ...now, ...patch, page });
      });
    },
    [setSearch],
  );
  return [params, update];
}
