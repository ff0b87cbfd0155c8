import { apiCall } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';

/** order/ajaxRequiredInvoiceAddress {orderItemNumbers: article numbers} → whether an invoice address is needed. */
export async function getRequiredInvoiceAddress(articleNumbers: string[]): Promise<boolean> {
  const answer = await apiCall<unknown>('order/ajaxRequiredInvoiceAddress', { orderItemNumbers: articleNumbers });
  return isRecord(answer) && answer.data === true;
}
