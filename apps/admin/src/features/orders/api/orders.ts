import {
  type ADMIN_ORDER_SORTS,
  AdminOrderListAnswerSchema,
  AdminOrderSchema,
  AdminOrdersApi,
  type OrderEventBody,
  type OrderStatus,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/api-client.ts';
import { useTenant } from '../../../lib/query-keys.ts';

/** The list call's query (`AdminOrderListQuerySchema` without the tenant, which the client adds). */
export type OrderListFilters = {
  q?: string;
  status?: OrderStatus;
  from?: string;
  to?: string;
  sort: (typeof ADMIN_ORDER_SORTS)[number];
  limit: number;
  offset: number;
};

/** `GET /api/admin/orders`: one page of the list; the last page stays shown while the next loads. */
export function useOrderList(filters: OrderListFilters) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['orders', tenant, filters],
    queryFn: () => adminCall(AdminOrdersApi.calls.list, { query: filters, schema: AdminOrderListAnswerSchema }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/admin/orders/{n}` */
export function useOrder(orderNumber: number) {
  const tenant = useTenant();
  return useQuery({
    queryKey: ['order', tenant, orderNumber],
    queryFn: () => adminCall(AdminOrdersApi.calls.order, { params: { orderNumber }, schema: AdminOrderSchema }),
  });
}

/** `POST /api/admin/orders/{n}/events`: the answer is the order as it now is. */
export function useOrderEvent(orderNumber: number) {
  const tenant = useTenant();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderEventBody) =>
      adminCall(AdminOrdersApi.calls.event, {
        params: { orderNumber },
        body,
        schema: AdminOrderSchema,
      }),
    onSuccess: (order) => {
      client.setQueryData(['order', tenant, orderNumber], order);
      void client.invalidateQueries({ queryKey: ['orders', tenant] });
      void client.invalidateQueries({ queryKey: ['audit', tenant] });
    },
  });
}
