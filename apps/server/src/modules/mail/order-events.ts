import type { Language, Tenant } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { findOrderById } from '../orders/orders.repository.ts';
import { type RenderedMail, renderOrderConfirmation } from './confirmation.ts';
import { MailRefusedError, type OutboxMail } from './mail.repository.ts';
import { renderShippedMail } from './templates/order-shipped.ts';

/** Where the sender finds a tenant (the app's TenantDirectory fits). */
export interface TenantSource {
  get(id: number): Promise<Tenant | null | undefined>;
}

/**
 * The mail an outbox row stands for when it is an event (an order's confirmation or shipped mail,
 * queued with its language, migration 013): rendered now from the stored order, in the row's
 * language, as the confirmation, the shop's copy or the shipped mail. Null for a mail queued
 * rendered. Throws MailRefusedError when the order or its tenant is gone (it is never to be
 * sent), a database error otherwise (retried).
 */
export async function renderEvent(db: Db, tenants: TenantSource, mail: OutboxMail): Promise<RenderedMail | null> {
  if (mail.language === null) return null;
  if (mail.order_id === null) throw new MailRefusedError('an order event without an order');
  const tenant = await tenants.get(mail.tenant_id);
  if (!tenant) throw new MailRefusedError('the tenant of the order is gone');
  const order = await findOrderById(db, mail.tenant_id, mail.order_id);
  if (!order) throw new MailRefusedError('the order is gone');
  const language = mail.language as Language;
  if (mail.kind === 'ORDER_SHIPPED') return renderShippedMail({ tenant, language, order });
  return renderOrderConfirmation({
    tenant,
    language,
    order,
    copy: mail.kind === 'ORDER_CONFIRMATION_COPY',
  });
}
