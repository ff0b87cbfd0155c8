import { type Customer, CustomerSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/hooks/auth-store.ts';

/** customer/ajaxGetCustomer: the signed-in customer and its stored addresses (none for guests). */
export function useCustomer() {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: ['customer', tenantId, loggedIn],
    queryFn: (): Promise<Customer> => apiCall('customer/ajaxGetCustomer', {}, { schema: CustomerSchema }),
    enabled: !isProcessing && loggedIn,
    staleTime: 60_000,
  });
}
