import {
  type SavedList,
  type SavedListCreateBody,
  SavedListSchema,
  type SavedListSummary,
  SavedListsAnswerSchema,
  type SavedListUpdateBody,
} from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/**
 * The order lists' calls (`orderList/...`, customers only; contract saved-lists.ts). A list
 * belongs to the customer the session acts for (on the internal shop the selected store); a
 * store change invalidates every query (storeSelected), so the lists load again.
 */

/** Query key of the session's lists; the user is part of it. */
export function useListsKey(): readonly unknown[] {
  const tenantId = useAuthStore((s) => s.tenantId);
  const username = useAuthStore((s) => s.username);
  return ['account', tenantId, username, 'lists'];
}

/** orderList/ajaxList: the lists, last changed first. */
export function useLists() {
  const key = useListsKey();
  const isProcessing = useAuthStore((s) => s.isProcessing);
  return useQuery({
    queryKey: [...key, 'all'],
    queryFn: () => apiCall('orderList/ajaxList', {}, { schema: SavedListsAnswerSchema }),
    enabled: !isProcessing,
    staleTime: 0,
  });
}

/** orderList/ajaxGet: one list with its lines (404 when it is not the customer's). */
export function useList(id: number | null) {
  const key = useListsKey();
  const isProcessing = useAuthStore((s) => s.isProcessing);
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => fetchList(id as number),
    enabled: !isProcessing && id !== null,
    staleTime: 0,
    retry: false,
  });
}

export function fetchList(id: number): Promise<SavedList> {
  return apiCall('orderList/ajaxGet', { id }, { schema: SavedListSchema });
}

/**
 * orderList/ajaxCreate: a new list from lines or from an order. Throws an ApiError (409
 * too_many_lists, 422 with field errors). Unchecked answer: the caller needs the id and name.
 */
export function createList(body: SavedListCreateBody): Promise<Pick<SavedListSummary, 'id' | 'name'>> {
  return apiCall('orderList/ajaxCreate', body);
}

/** orderList/ajaxUpdate: a new name and/or all the lines; answers the list as it is now. */
export function updateList(body: SavedListUpdateBody): Promise<SavedList> {
  return apiCall('orderList/ajaxUpdate', body, { schema: SavedListSchema });
}

/** orderList/ajaxDelete. */
export function deleteList(id: number): Promise<unknown> {
  return apiCall('orderList/ajaxDelete', { id });
}

/** Keeps a list's new state in the cache and lets the overview load again. */
export function useListSaved(): (list: SavedList) => void {
  const client = useQueryClient();
  const key = useListsKey();
  return (list) => {
    client.setQueryData([...key, 'one', list.id], list);
    void client.invalidateQueries({ queryKey: [...key, 'all'] });
  };
}

/** Forgets a deleted list and lets the overview load again. */
export function useListDeleted(): (id: number) => void {
  const client = useQueryClient();
  const key = useListsKey();
  return (id) => {
    client.removeQueries({ queryKey: [...key, 'one', id] });
    void client.invalidateQueries({ queryKey: [...key, 'all'] });
  };
}
