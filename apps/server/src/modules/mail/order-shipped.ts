import type { Db } from '../../db/connect.ts';
import { enqueueOrderEvent, findOrderRecipient } from './mail.repository.ts';

/**
 * Queues the mail that tells the customer their order was shipped, with its parcel number (and
 * the tracking link where the tenant has one), in the order's language. Call it in the
 * transaction that marks the order shipped: the mail is queued as an event (migration 013) to the
 * order's contact e-mail and rendered by the sender from the stored order (order-events.ts), so it
 * names the parcel number the order holds. An order without a contact e-mail queues nothing; at
 * most one shipped mail per order and recipient.
 */
export async function queueShippedMail(trx: Db, order: { tenantId: number; orderId: number }): Promise<void> {
  const recipient = await findOrderRecipient(trx, order.tenantId, order.orderId);
  if (!recipient?.to) return;
  await enqueueOrderEvent(
    trx,
    { tenantId: order.tenantId, orderId: order.orderId, language: recipient.language },
    { kind: 'ORDER_SHIPPED', to: recipient.to },
  );
}
