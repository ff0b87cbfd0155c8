import { type Order, OrderSchema } from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/** Whether an answer says there is no such order for this shopper (the page keeps waiting). */
export function isOrderMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

/**
 * order/ajaxGetOrder {orderNumber}: the placed order. A guest reads it through the cookie set
 * when the order was placed (the guest path is chosen by apiCall). Waits for the session check.
 */
export function useOrder(orderNumber: number | null) {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: ['order', tenantId, loggedIn, 'order', orderNumber],
    queryFn: (): Promise<Order> => apiCall('order/ajaxGetOrder', { orderNumber }, { schema: OrderSchema }),
    enabled: !isProcessing && orderNumber !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** order/ajaxSendConfirmationEmail {orderNumber, email}: the confirmation again, to another address. */
export function useSendConfirmation(orderNumber: number) {
  return useMutation({
    mutationFn: (email: string) => apiCall('order/ajaxSendConfirmationEmail', { orderNumber, email }),
    onError: (error) => console.error('order/ajaxSendConfirmationEmail', error),
  });
}
