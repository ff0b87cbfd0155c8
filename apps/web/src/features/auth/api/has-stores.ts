import { HasStoresAnswerSchema } from '@shop/contract';
import { apiCall } from '../../../lib/api-client.ts';

/** `POST /api/store/ajaxHasStores?tenant=<id>` (bearer): whether the store list must show. */
export async function fetchHasStores(): Promise<boolean> {
  const answer = await apiCall('store/ajaxHasStores', {}, { schema: HasStoresAnswerSchema });
  return answer.data;
}
