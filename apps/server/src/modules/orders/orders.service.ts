import { createHash } from 'node:crypto';
import { type CreateOrderAnswer, invoiceRequired, type OrderRequest, type Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { enqueueOrderEvent, orderMailKey } from '../mail/index.ts';
import { answeredDirectory, orderPostcodes, refuseUnknownPostcodes } from '../postal/postal.service.ts';
import { type BuiltOrder, buildOrder, type Caller, deliveryCosts, hashToken } from './order-build.ts';
import { type Client, NO_CLIENT, releaseCounts, reserveCopy, reserveGuestOrder } from './order-limits.ts';
import {
  findAdministrativeFee,
  findArticlesByNumber,
  findCustomer,
  findIdempotencyKey,
  findOrder,
  findOrderInputs,
  findServiceArticles,
  insertOrder,
  lockOrderMails,
  type OrderAccess,
  type StoredKey,
} from './orders.repository.ts';

export { deliveryCosts, hashToken, newAccessToken } from './order-build.ts';
export type { Caller, Client };

/** Name of the HttpOnly cookie that lets the guest's browser read its order. */
export function orderCookieName(orderNumber: number): string {
  return `shop_order_${orderNumber}`;
}

/**
 * Whose Idempotency-Keys a call uses. A signed-in user's are the user's (and its acting
 * customer's) within the tenant. A guest's are its browser's (the hash of its `shop_guest`
 * cookie, which only that browser holds and sends: HttpOnly, SameSite=Strict); a guest request
 * without the cookie (the browser's very first order call, a script) is scoped to its client
 * address, which another guest elsewhere cannot take on. Another caller replaying the key is
 * refused (idempotency_key_reused) and learns nothing of the first answer.
 */
export function principalOf(auth: AccessClaims | null, client: Client): string {
  if (auth) return `customer:${auth.customerId ?? 'none'}:user:${auth.userId}`;
  if (client.guestId) return `guest:browser:${createHash('sha256').update(client.guestId).digest('hex')}`;
  return `guest:address:${client.address}`;
}

function customerIdOf(auth: AccessClaims | null): number | null {
  return auth?.customerId ?? null;
}

/** order/ajaxGetDeliveryCost: the delivery costs of a weight in this shop. */
export async function deliveryCostsOf(ctx: AppContext, tenant: Tenant, weightGrams: number) {
  return deliveryCosts(tenant, await findServiceArticles(ctx.db, tenant.id), weightGrams);
}

/** order/ajaxGetAdministrativeFee: the shop's paper-invoice fee article, if any. */
export function administrativeFeeOf(ctx: AppContext, tenant: Tenant) {
  return findAdministrativeFee(ctx.db, tenant.id);
}

/** Whether the articles with these numbers need an invoice address, for this caller. */
export async function requiresInvoice(
  ctx: AppContext,
  caller: Caller,
  articleNumbers: readonly string[],
): Promise<boolean> {
  const rows = await findArticlesByNumber(ctx.db, caller.tenant.id, articleNumbers);
  const customerId = customerIdOf(caller.auth);
  const customer = customerId === null ? null : await findCustomer(ctx.db, caller.tenant.id, customerId);
  // Consumers pay in advance (SPEC.md §1): never an invoice.
  if (customer?.customer_type === 'PRIVATE') return false;
  return invoiceRequired(
    rows.map((r) => r.payer),
    customer?.payer ?? 'CUSTOMER',
  );
}

/** Sorted, canonical JSON: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

export interface PlacedOrder {
  answer: CreateOrderAnswer;
  orderId: number | null;
  /** False when the answer is the stored one of an earlier request with the same key. */
  fresh: boolean;
}

/**
 * order/ajaxCreateNew. Prices, VAT, freight and fee come from the database and the articles
 * and amounts alone (priceOrder, the cart's own pricing). What the order needs is read in one
 * statement; the order, its items, its confirmation events (rendered when sent) and, with an
 * Idempotency-Key, the key with its answer are written in one more, which is the order's
 * transaction (decision 013). A retry of the same caller (principalOf) gets the first answer
 * back; the same key with another request or from another caller is refused. A guest order is
 * counted against the guest limits first (429, nothing written, when over); a refused order or a
 * replay gives its count back.
 */
export async function placeOrder(
  ctx: AppContext,
  caller: Caller,
  request: OrderRequest,
  idempotencyKey: string | undefined,
  client: Client = NO_CLIENT,
): Promise<PlacedOrder> {
  const { tenant, auth } = caller;
  if (!auth && !tenant.guestCheckout) throw new OperationError(403, 'guest_checkout_disabled');
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
    throw new ValidationError([{ field: 'Idempotency-Key', message: 'invalid' }]);
  const principal = principalOf(auth, client);
  const requestHash = createHash('sha256').update(canonical(request)).digest('hex');

  // One line per article; repeated article numbers add up.
  const amounts = new Map<string, number>();
  for (const a of request.articles) amounts.set(a.articleNumber, (amounts.get(a.articleNumber) ?? 0) + a.amount);
  const postcodes = orderPostcodes(tenant, [request.deliveryAddress, request.postalAddress, request.invoiceAddress]);
  const inputs = await findOrderInputs(
    ctx.db,
    tenant.id,
    [...amounts.keys()],
    customerIdOf(auth),
    idempotencyKey,
    postcodes,
  );

  // A replay of an answered key is answered before anything is counted.
  if (inputs.earlier) {
    const replay = storedAnswer(inputs.earlier, principal, requestHash);
    if (replay) return replay;
  }
  const reserved = auth ? [] : await reserveGuestOrder(ctx, request, client);
  let placed: PlacedOrder;
  try {
    const order = buildOrder(caller, request, amounts, inputs);
    const directory = inputs.postal &&
      postcodes && { ...inputs.postal, country: postcodes.country, asked: postcodes.zips };
    await refuseUnknownPostcodes(answeredDirectory(ctx.db, directory), tenant, order.write.order);
    const key = idempotencyKey === undefined ? null : { key: idempotencyKey, requestHash, principal };
    placed = await writeOnce(ctx, caller, order, key);
  } catch (error) {
    await releaseCounts(ctx, reserved);
    throw error;
  }
  if (!placed.fresh) await releaseCounts(ctx, reserved);
  return placed;
}

/**
 * The stored answer of an Idempotency-Key for this caller and request; null while the first
 * request is still being placed. Throws idempotency_key_reused for another caller or request.
 */
function storedAnswer(earlier: StoredKey, principal: string, requestHash: string): PlacedOrder | null {
  if (earlier.principal !== principal || earlier.request_hash !== requestHash)
    throw new OperationError(422, 'idempotency_key_reused');
  if (earlier.response_body === null || earlier.response_body === undefined) return null;
  const body = (
    typeof earlier.response_body === 'string' ? JSON.parse(earlier.response_body) : earlier.response_body
  ) as CreateOrderAnswer;
  return { answer: body, orderId: null, fresh: false };
}

/** The write of placeOrder: the order, or the stored answer of its key when that was taken first. */
async function writeOnce(
  ctx: AppContext,
  caller: Caller,
  built: BuiltOrder,
  key: { key: string; requestHash: string; principal: string } | null,
): Promise<PlacedOrder> {
  const { accessToken } = built;
  const written = await insertOrder(ctx.db, { ...built.write, key: key && { ...key, accessToken } });
  if (written) {
    const answer: CreateOrderAnswer = { orderNumber: written.orderNumber, ...(accessToken ? { accessToken } : {}) };
    return { answer, orderId: written.id, fresh: true };
  }
  // The key was taken by an earlier or concurrent request, whose order is written by now.
  const earlier = key ? await findIdempotencyKey(ctx.db, caller.tenant.id, key.key) : undefined;
  const replay = earlier && key ? storedAnswer(earlier, key.principal, key.requestHash) : null;
  if (!replay) throw new OperationError(422, 'idempotency_key_reused');
  return replay;
}

/** Who may read an order: its customer, or a guest with the order's access token. */
export function accessOf(caller: Caller, guestToken: string | undefined): OrderAccess {
  if (caller.auth) {
    if (caller.auth.customerId === null) throw new OperationError(404, 'not_found');
    return { customerId: caller.auth.customerId };
  }
  if (!guestToken) throw new OperationError(404, 'not_found');
  return { guestTokenHash: hashToken(guestToken) };
}

export async function getOrder(ctx: AppContext, caller: Caller, orderNumber: number, guestToken: string | undefined) {
  const access = accessOf(caller, guestToken);
  const order = await findOrder(ctx.db, caller.tenant.id, orderNumber, access, caller.tenant.parcelTrackingUrl);
  if (!order) throw new OperationError(404, 'not_found');
  return order;
}

/** At most this many recipients of one order's confirmation (the customer's plus copies). */
export const MAX_CONFIRMATION_RECIPIENTS = 5;

/**
 * order/ajaxSendConfirmationEmail: queues the confirmation to the order's contact e-mail or to
 * another address; one mail per order and recipient, and a few recipients per order at most.
 * A mail it queues counts against the copy limits per client address and per recipient; a call
 * that queues nothing (already sent to that address, refused) gives its count back.
 */
export async function sendConfirmation(
  ctx: AppContext,
  caller: Caller,
  orderNumber: number,
  email: string | undefined,
  guestToken: string | undefined,
  client: Client = NO_CLIENT,
): Promise<void> {
  const access = accessOf(caller, guestToken);
  // Without an address the mail goes to the order's own contact, where it went when placed.
  const counted = email === undefined ? null : await reserveCopy(ctx, client, email);
  let queued = false;
  try {
    queued = await queueCopy(ctx, caller, orderNumber, email, access);
  } finally {
    if (!queued && counted) await releaseCounts(ctx, counted);
  }
}

/** The transaction of sendConfirmation; whether a mail was queued. */
function queueCopy(
  ctx: AppContext,
  caller: Caller,
  orderNumber: number,
  email: string | undefined,
  access: OrderAccess,
): Promise<boolean> {
  const tenantId = caller.tenant.id;
  return ctx.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, tenantId, orderNumber, access);
    if (!order) throw new OperationError(404, 'not_found');
    const row = await lockOrderMails(trx, tenantId, orderNumber);
    const to = email ?? order.email;
    if (!to) throw new OperationError(422, 'no_email');
    if (row.keys.includes(orderMailKey(row.id, to))) return false;
    if (row.keys.length >= MAX_CONFIRMATION_RECIPIENTS) throw new OperationError(429, 'too_many_attempts');
    return enqueueOrderEvent(
      trx,
      { tenantId, orderId: row.id, language: row.language },
      { kind: 'ORDER_CONFIRMATION', to },
    );
  });
}
