import type { Store, StoredUser, TokenAnswer } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { readUser, toStoredUser, writeUser } from '../../../lib/storage.ts';
import { storeSelected, useAuthStore } from '../../../stores/auth-store.ts';

type Page = { pattern: string; limit: number; offset: number };

function useStoresKey(): readonly unknown[] {
  const tenantId = useAuthStore((s) => s.tenantId);
  const username = useAuthStore((s) => s.username);
  return ['stores', tenantId, username];
}

/** customer/ajaxGetStoresForCustomer: a page of the user's stores. */
export function useStores(page: Page) {
  const key = useStoresKey();
  const body = { pattern: page.pattern || null, limit: page.limit, offset: page.offset };
  return useQuery({
    queryKey: [...key, 'list', body],
    queryFn: () => apiCall<Store[]>('customer/ajaxGetStoresForCustomer', body),
    placeholderData: keepPreviousData,
  });
}

/** customer/ajaxGetTotalStoresForCustomer: how many stores match. */
export function useStoreTotal(pattern: string) {
  const key = useStoresKey();
  return useQuery({
    queryKey: [...key, 'total', pattern],
    queryFn: async () =>
      (await apiCall<{ count: number }>('customer/ajaxGetTotalStoresForCustomer', { pattern: pattern || null })).count,
    placeholderData: keepPreviousData,
  });
}

/**
 * customer/ajaxSelectStore: the server answers a new session acting for the store. It is
 * stored like a login's, the store list ends, and customer data reloads (storeSelected).
 */
export async function selectStore(customerNumber: string): Promise<void> {
  const user = readUser();
  const answer = await apiCall<TokenAnswer>('customer/ajaxSelectStore', {
    customerNumber,
    ...(user ? { refresh_token: user.refresh_token } : {}),
  });
  writeUser(toStoredUser(answer as StoredUser));
  storeSelected();
}
