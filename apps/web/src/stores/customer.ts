import { type Customer, CustomerSchema } from '@shop/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { useAuthStore } from './auth-store.ts';

/** The first part of the customer's query key: every cache entry of the customer starts with it. */
export const CUSTOMER_QUERY_KEY = ['customer'] as const;

/**
 * customer/ajaxGetCustomer: the signed-in customer and its stored addresses (none for guests).
 * The one way to read the customer: every page shares its cache entry.
 */
export function useCustomer() {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: [...CUSTOMER_QUERY_KEY, tenantId, loggedIn],
    queryFn: (): Promise<Customer> => apiCall('customer/ajaxGetCustomer', {}, { schema: CustomerSchema }),
    enabled: !isProcessing && loggedIn,
    staleTime: 60_000,
  });
}

/** Reads the customer again (after a change of its e-mail, newsletter, type or addresses). */
export function invalidateCustomer(client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
}
