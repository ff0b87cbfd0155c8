import type { AdministrativeFeeAnswer } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export type AdministrativeFeeArticle = NonNullable<AdministrativeFeeAnswer['article']>;

const feeKey = (tenantId: number, loggedIn: boolean) => ['order', tenantId, loggedIn, 'administrativeFee'] as const;

/** order/ajaxGetAdministrativeFee: the fee article, or null (also for an answer of another shape). */
async function getAdministrativeFee(): Promise<AdministrativeFeeArticle | null> {
  const answer = await apiCall<unknown>('order/ajaxGetAdministrativeFee', {});
  const article = isRecord(answer) ? answer.article : null;
  return isRecord(article) && Number.isInteger(article.id) && Number.isInteger(article.price)
    ? { id: article.id as number, price: article.price as number }
    : null;
}

/** order/ajaxGetAdministrativeFee: the paper-invoice fee article (id, net price) or null. */
export function useAdministrativeFee() {
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: feeKey(tenantId, loggedIn),
    queryFn: getAdministrativeFee,
    enabled: !isProcessing,
    staleTime: 5 * 60_000,
  });
}

/**
 * The fee outside React (the cart's e-invoice answer 'no'), from the same cache as
 * useAdministrativeFee; null where the shop waives it (SPEC.md §9, tenant 5).
 */
export async function fetchAdministrativeFee(): Promise<AdministrativeFeeArticle | null> {
  if (useTenantStore.getState().tenant?.checkout.waiveAdministrativeFee) return null;
  const { tenantId, loggedIn } = useAuthStore.getState();
  return queryClient.fetchQuery({
    queryKey: feeKey(tenantId, loggedIn),
    queryFn: getAdministrativeFee,
    staleTime: 5 * 60_000,
    // A failure is only logged (SPEC.md §8); the shopper may answer again.
    retry: false,
  });
}
