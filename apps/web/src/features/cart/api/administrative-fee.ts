import type { AdministrativeFeeAnswer } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/hooks/auth-store.ts';

/** order/ajaxGetAdministrativeFee: the paper-invoice fee article (id, net price) or null. */
export function useAdministrativeFee() {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: ['order', tenantId, loggedIn, 'administrativeFee'],
    queryFn: async () => (await apiCall<AdministrativeFeeAnswer>('order/ajaxGetAdministrativeFee', {})).article,
    enabled: !isProcessing,
    staleTime: 5 * 60_000,
  });
}
