import type { Customer } from '@shop/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client.ts';
import { CUSTOMER_QUERY_KEY, fetchCustomer } from './account-type.ts';
import { useAuthStore } from './auth-store.ts';

export { CUSTOMER_QUERY_KEY };

/**
 * customer/ajaxGetCustomer: the signed-in customer and its stored addresses (none for guests).
 * The one way to read the customer: every page shares its cache entry. The account's type
 * (privateCustomerType) becomes the type of the page whenever it is read.
 */
export function useCustomer() {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: [...CUSTOMER_QUERY_KEY, tenantId, loggedIn],
    queryFn: (): Promise<Customer> => fetchCustomer(),
    enabled: !isProcessing && loggedIn,
    staleTime: 60_000,
  });
}

/** Reads the customer again (after a change of its e-mail, newsletter, type or addresses). */
export function invalidateCustomer(client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
}
