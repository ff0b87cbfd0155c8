import { apiCall } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';

/** `POST /api/store/ajaxHasStores?tenant=<id>` (bearer): whether the store list must show. */
export async function fetchHasStores(): Promise<boolean> {
  const answer = await apiCall('store/ajaxHasStores', {});
  return isRecord(answer) && answer.data === true;
}
