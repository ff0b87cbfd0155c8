import { apiCall } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';
import type { CartAddressType } from '../../../stores/cart-store.ts';

/** order/ajaxUseDeliveryOrPostalAddress {totalWeight (grams)} → which address the order goes to. */
export async function getAddressType(totalWeight: number): Promise<CartAddressType> {
  const answer = await apiCall<unknown>('order/ajaxUseDeliveryOrPostalAddress', { totalWeight });
  return isRecord(answer) && answer.data === 'postal' ? 'POSTAL' : 'DELIVERY';
}
