import { ORDERS_FIRST, ORDERS_MORE, type Order, type ProductAnswer } from '@shop/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/** Query keys of the account's orders; the session's user is part of them. */
function useOrdersKey(): readonly unknown[] {
  const tenantId = useAuthStore((s) => s.tenantId);
  const username = useAuthStore((s) => s.username);
  return ['account', tenantId, username, 'orders'];
}

/**
 * order/ajaxList: the customer's orders, newest first; ORDERS_FIRST at first and ORDERS_MORE per
 * `fetchNextPage` (SPEC.md §4). order/ajaxTotal tells whether more exist. The overview and the
 * orders tab page separately.
 */
export function useOrderPages(scope: 'dashboard' | 'orders') {
  const key = useOrdersKey();
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const pages = useInfiniteQuery({
    queryKey: [...key, 'list', scope],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiCall<Order[]>('order/ajaxList', { offset: pageParam, limit: pageParam === 0 ? ORDERS_FIRST : ORDERS_MORE }),
    getNextPageParam: (last, all) =>
      last.length < (all.length === 1 ? ORDERS_FIRST : ORDERS_MORE)
        ? undefined
        : all.reduce((n, page) => n + page.length, 0),
    enabled: !isProcessing,
    // Every visit starts again with the first ORDERS_FIRST (the loaded pages are not kept).
    gcTime: 0,
  });
  const total = useQuery({
    queryKey: [...key, 'total'],
    queryFn: async () => (await apiCall<{ count: number }>('order/ajaxTotal', {})).count,
    enabled: !isProcessing,
  });
  const orders = pages.data?.pages.flat() ?? [];
  const hasMore = total.data !== undefined ? orders.length < total.data : pages.hasNextPage;
  return { pages, orders, total: total.data, hasMore };
}

/** order/ajaxGetOrder: one order (the one in the path when it is not among the loaded ones). */
export function useSingleOrder(orderNumber: number | null) {
  const key = useOrdersKey();
  const isProcessing = useAuthStore((s) => s.isProcessing);
  return useQuery({
    queryKey: [...key, 'one', orderNumber],
    queryFn: () => apiCall<Order>('order/ajaxGetOrder', { orderNumber }),
    enabled: !isProcessing && orderNumber !== null,
    retry: false,
  });
}

/** Reloads every order query of the session (after a cancel). */
export function useReloadOrders(): () => Promise<void> {
  const client = useQueryClient();
  const key = useOrdersKey();
  return () => client.invalidateQueries({ queryKey: key });
}

/** order/ajaxCancel; throws an ApiError (409 order_not_cancelable, 404, or status 0 offline). */
export function cancelOrder(orderNumber: number): Promise<{ status: 'canceled' }> {
  return apiCall('order/ajaxCancel', { orderNumber });
}

/** articleContainer/ajaxGet: a product with its packages (for repeating an order). */
export function fetchProduct(id: number): Promise<ProductAnswer> {
  return apiCall<ProductAnswer>('articleContainer/ajaxGet', { id });
}
