import { createHash, randomBytes } from 'node:crypto';
import {
  type AddressType,
  addressTypeFor,
  administrativeFeeApplies,
  type CreateOrderAnswer,
  checkOrder,
  freightWeight,
  invoiceRequired,
  isValidAmount,
  type Language,
  linePrice,
  MAX_MONEY_MINOR,
  normalFreight,
  type Order,
  type OrderRequest,
  orderTotals,
  premiumFreight,
  type RuleLine,
  type Tenant,
  totalWeight,
} from '@shop/contract';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { OrderItemsTable } from '../../db/schema.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { enqueueMail, orderMailKey, renderOrderConfirmation } from '../mail/index.ts';
import {
  type ArticleRow,
  claimIdempotencyKey,
  findArticlesByNumber,
  findCustomer,
  findIdempotencyKey,
  findMailSettings,
  findOrder,
  findOrderById,
  findServiceArticles,
  type OrderAccess,
  type ServiceArticles,
  storeIdempotentAnswer,
} from './orders.repository.ts';

/** Guests read their order with a secret of 256 bits, kept hashed. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Name of the HttpOnly cookie that lets the guest's browser read its order. */
export function orderCookieName(orderNumber: number): string {
  return `shop_order_${orderNumber}`;
}

/** Who is placing or reading an order. */
export interface Caller {
  tenant: Tenant;
  auth: AccessClaims | null;
}

/** Where a call comes from, for the limits on guest orders and confirmation copies. */
export interface Client {
  /** The client's address (request.ip, through the trusted proxies). */
  address: string;
  /**
   * A guest browser's own random id (the HttpOnly `shop_guest` cookie), or null when the
   * request carries none (see principalOf).
   */
  guestId: string | null;
}

/** A call without client (e.g. a script): one shared address. */
const NO_CLIENT: Client = { address: 'unknown', guestId: null };

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

/** A counter key's recipient part: the address as mail goes to it, case-insensitive. */
function recipientKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The e-mail addresses an order's confirmation can go to, from the request. */
function requestRecipients(request: OrderRequest): string[] {
  const all = [
    request.deliveryAddress?.contactNotificationInformation,
    request.postalAddress?.contactNotificationInformation,
  ];
  return [...new Set(all.filter((e): e is string => typeof e === 'string' && e.trim() !== '').map(recipientKey))];
}

/**
 * Counts one guest order against its client address and each of its recipients (limits of
 * config.guestLimits); the keys to give back when the order is not placed after all. Throws 429
 * too_many_attempts, counting nothing, when one of them is at its limit. Signed-in customers
 * are not limited here (they are known and accountable): an empty list.
 */
async function reserveGuestOrder(ctx: AppContext, request: OrderRequest, client: Client): Promise<string[]> {
  const { ordersPerAddress, ordersPerRecipient, windowS } = ctx.config.guestLimits;
  const limits = [
    { key: `guest-order:address:${client.address}`, limit: ordersPerAddress },
    ...requestRecipients(request).map((r) => ({ key: `guest-order:recipient:${r}`, limit: ordersPerRecipient })),
  ];
  if (!(await ctx.counters.reserve(limits, windowS))) throw new OperationError(429, 'too_many_attempts');
  return limits.map((l) => l.key);
}

/** Gives reserved counts back, never failing the call it is part of. */
async function releaseCounts(ctx: AppContext, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await ctx.counters.release(keys);
  } catch {
    // A count not given back only makes the limit a little stricter until its window ends.
  }
}

function customerIdOf(auth: AccessClaims | null): number | null {
  return auth?.customerId ?? null;
}

/** The weight and pricing view of ordered articles (SPEC.md §3 Article). */
function ruleLine(row: ArticleRow, amount: number): RuleLine {
  return {
    amount,
    article: {
      price: row.price_minor,
      weight: row.weight_grams,
      freeShipping: row.free_shipping,
      payer: row.payer,
    },
  };
}

/** Delivery costs of SPEC.md §7 ajaxGetDeliveryCost, from the shop's freight articles. */
export function deliveryCosts(tenant: Tenant, services: ServiceArticles, weightGrams: number) {
  return {
    normal: normalFreight(weightGrams, services.normal?.price_minor ?? null),
    normalName: services.normal?.name ?? '',
    normalDescription: DELIVERY_DESCRIPTION,
    premium: premiumFreight(services.premium?.price_minor ?? null, tenant.checkout.premiumDelivery),
    premiumName: services.premium?.name ?? '',
  };
}

const DELIVERY_DESCRIPTION =
  '[sv]Leverans inom 2–4 arbetsdagar. Beställt före 14:00 skickas samma dag.' +
  '[en]Delivery in 2–4 working days. Ordered before 14:00, shipped the same day.' +
  '[no]Levering innen 2–4 virkedager. Bestilt før 14:00 sendes samme dag.' +
  '[es]Entrega en 2–4 días laborables. Pedidos antes de las 14:00 salen el mismo día.' +
  '[fi]Toimitus 2–4 arkipäivässä. Ennen klo 14 tilatut lähtevät samana päivänä.' +
  '[dk]Levering inden for 2–4 hverdage. Bestilt før kl. 14:00 sendes samme dag.';

/** Whether the articles with these numbers need an invoice address, for this caller. */
export async function requiresInvoice(
  ctx: AppContext,
  caller: Caller,
  articleNumbers: readonly string[],
): Promise<boolean> {
  const rows = await findArticlesByNumber(ctx.db, caller.tenant.id, articleNumbers);
  const customerId = customerIdOf(caller.auth);
  const customer = customerId === null ? null : await findCustomer(ctx.db, caller.tenant.id, customerId);
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
 * and amounts alone; the order, its items and its confirmation mails are written in one
 * transaction. With an Idempotency-Key the first answer is stored in the same transaction,
 * and a retry of the same caller (principalOf) gets it back; the same key with another
 * request or from another caller is refused. A guest order is counted against the guest limits
 * first (429, nothing written, when over); a refused order or a replay gives its count back.
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

  // A replay of an answered key is answered before anything is counted.
  if (idempotencyKey !== undefined) {
    const earlier = await findIdempotencyKey(ctx.db, tenant.id, idempotencyKey);
    if (earlier) {
      const replay = storedAnswer(earlier, principal, requestHash);
      if (replay) return replay;
    }
  }
  const reserved = auth ? [] : await reserveGuestOrder(ctx, request, client);
  let placed: PlacedOrder;
  try {
    placed = await writeOnce(ctx, caller, request, idempotencyKey, principal, requestHash);
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
function storedAnswer(
  earlier: { principal: string; request_hash: string; response_body: unknown },
  principal: string,
  requestHash: string,
): PlacedOrder | null {
  if (earlier.principal !== principal || earlier.request_hash !== requestHash)
    throw new OperationError(422, 'idempotency_key_reused');
  if (earlier.response_body === null || earlier.response_body === undefined) return null;
  const body = (
    typeof earlier.response_body === 'string' ? JSON.parse(earlier.response_body) : earlier.response_body
  ) as CreateOrderAnswer;
  return { answer: body, orderId: null, fresh: false };
}

/** The transaction of placeOrder: the stored answer of the key, or the order written. */
function writeOnce(
  ctx: AppContext,
  caller: Caller,
  request: OrderRequest,
  idempotencyKey: string | undefined,
  principal: string,
  requestHash: string,
): Promise<PlacedOrder> {
  const { tenant } = caller;
  return ctx.db.transaction().execute(async (trx) => {
    if (idempotencyKey !== undefined) {
      const claimed = await claimIdempotencyKey(trx, {
        tenantId: tenant.id,
        key: idempotencyKey,
        requestHash,
        principal,
      });
      if (!claimed) {
        const earlier = await findIdempotencyKey(trx, tenant.id, idempotencyKey);
        const replay = earlier ? storedAnswer(earlier, principal, requestHash) : null;
        if (!replay) throw new OperationError(422, 'idempotency_key_reused');
        return replay;
      }
    }
    const placed = await writeOrder(trx, caller, request);
    if (idempotencyKey !== undefined) await storeIdempotentAnswer(trx, tenant.id, idempotencyKey, 200, placed.answer);
    return { ...placed, fresh: true };
  });
}

async function writeOrder(
  trx: Db,
  caller: Caller,
  request: OrderRequest,
): Promise<{ answer: CreateOrderAnswer; orderId: number }> {
  const { tenant, auth } = caller;
  const guest = auth === null;

  // One line per article; repeated article numbers add up.
  const amounts = new Map<string, number>();
  for (const a of request.articles) amounts.set(a.articleNumber, (amounts.get(a.articleNumber) ?? 0) + a.amount);
  const rows = await findArticlesByNumber(trx, tenant.id, [...amounts.keys()]);
  const byNumber = new Map(rows.map((r) => [r.article_number, r]));
  const errors: { field: string; message: string }[] = [];
  request.articles.forEach((a, i) => {
    const row = byNumber.get(a.articleNumber);
    if (row?.freight !== 'NONE' || row.administrative_fee)
      errors.push({ field: `articles.${i}.articleNumber`, message: 'unknown_article' });
    else if (!isValidAmount(amounts.get(a.articleNumber) ?? 0))
      errors.push({ field: `articles.${i}.amount`, message: 'too_big' });
  });
  if (errors.length > 0) throw new ValidationError(errors);

  const goods = [...amounts].map(([number, amount]) => {
    const row = byNumber.get(number) as ArticleRow;
    return { row, amount, line: ruleLine(row, amount) };
  });
  const lines = goods.map((g) => g.line);

  const customerId = customerIdOf(auth);
  const customer = customerId === null ? null : await findCustomer(trx, tenant.id, customerId);
  if (!guest && !customer) throw new OperationError(403, 'forbidden');
  const needsInvoice = invoiceRequired(
    goods.map((g) => g.row.payer),
    customer?.payer ?? 'CUSTOMER',
  );
  const addressType: AddressType = guest
    ? 'DELIVERY'
    : addressTypeFor({ publicTenant: tenant.publicTenant, itemCount: goods.length, weightGrams: totalWeight(lines) });
  const forms = tenant.adminOrderFormType === 'STANDARD' && goods.some((g) => g.row.number_of_forms > 0);
  const checked = checkOrder(request, {
    addressType,
    invoiceRequired: needsInvoice,
    guest,
    privateCustomer: guest ? request.privateCustomer : customer?.customer_type === 'PRIVATE',
    installationCountry: tenant.installationCountry,
    invoiceTypeChoice: tenant.checkout.invoiceTypeChoice,
    forms,
  });
  if (checked.length > 0) throw new ValidationError(checked);

  const services = await findServiceArticles(trx, tenant.id);
  const costs = deliveryCosts(tenant, services, freightWeight(lines));
  const premium = request.premiumSelected && costs.premium !== null;
  const shipping = premium ? (costs.premium ?? 0) : costs.normal;
  const invoice = needsInvoice ? (request.invoiceAddress ?? null) : null;
  const invoiceType = tenant.checkout.invoiceTypeChoice ? (request.invoiceType ?? 'E-INVOICE') : null;
  const feeApplies =
    services.fee !== null &&
    administrativeFeeApplies({
      invoiceRequired: needsInvoice,
      waived: tenant.checkout.waiveAdministrativeFee,
      wantsFee: request.hasAdministrativeFee,
      eInvoiceAddress: invoice?.electronicInvoiceSystemAddress,
      pdfInvoiceEmail: invoice?.emailInvoiceAddress,
    });
  const fee = feeApplies ? (services.fee?.price_minor ?? 0) : 0;
  const goodsTotal = goods.reduce((sum, g) => sum + linePrice(g.line), 0);
  const totals = orderTotals(goodsTotal + shipping + fee, tenant.vat);
  // Every sum the order stores must fit its column: else a 422, not a database error.
  const sums = [...goods.map((g) => linePrice(g.line)), shipping, fee, totals.net, totals.vat, totals.gross];
  if (sums.some((v) => v > MAX_MONEY_MINOR))
    throw new ValidationError([{ field: 'articles', message: 'order_too_large' }]);

  const language: Language = tenant.forcedLanguage ?? request.language ?? tenant.defaultLanguage;
  const accessToken = guest ? newAccessToken() : null;
  const delivery = addressType === 'DELIVERY' ? (request.deliveryAddress ?? null) : null;
  const postal = guest ? null : addressType === 'POSTAL' ? (request.postalAddress ?? null) : null;
  const formData = forms
    ? {
        printContactInformation: request.printContactInformation ?? false,
        bankAccountNumber: request.bankAccountNumber,
        formMessage: request.formMessage,
        referenceNumberType: request.referenceNumberType ?? 1,
        referenceNumberFixed: request.referenceNumberFixed,
        referenceNumberStart: request.referenceNumberStart,
        referenceNumberInterval: request.referenceNumberInterval ?? null,
        referenceNumberInternational: request.referenceNumberInternational,
      }
    : null;

  const order = await trx
    .insertInto('orders')
    .values({
      tenant_id: tenant.id,
      customer_id: customerId,
      guest_access_token_hash: accessToken ? hashToken(accessToken) : null,
      order_date: new Date(),
      currency: tenant.currency,
      vat_basis_points: Math.round(tenant.vat * 100),
      total_net_minor: totals.net,
      total_vat_minor: totals.vat,
      total_gross_minor: totals.gross,
      shipping_minor: shipping,
      administrative_fee_minor: fee,
      delivery_address: JSON.stringify(delivery),
      postal_address: JSON.stringify(postal),
      invoice_address: JSON.stringify(invoice ? { ...invoice, invoiceType } : null),
      message: tenant.checkout.orderMessage ? request.message : null,
      premium_selected: premium,
      allow_newsletter: request.allowNewsletter,
      form_data: JSON.stringify(formData),
      language,
      address_type: addressType,
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();

  const itemRows: Insertable<OrderItemsTable>[] = goods.map(({ row, amount, line }) => ({
    tenant_id: tenant.id,
    order_id: order.id,
    article_id: row.id,
    article_number: row.article_number,
    container_id: row.container_id,
    name: row.product_name,
    description: row.name,
    image: row.image,
    amount,
    price_minor: linePrice(line),
    quantity: row.quantity,
    payer: row.payer,
    alternative_price: row.alternative_price,
  }));
  const freightRow = premium ? services.premium : shipping > 0 ? services.normal : null;
  if (freightRow) {
    const steps =
      premium || freightRow.price_minor === 0 ? 1 : Math.max(1, Math.round(shipping / freightRow.price_minor));
    itemRows.push(serviceItem(tenant.id, order.id, freightRow, steps, shipping));
  }
  if (fee > 0 && services.fee) itemRows.push(serviceItem(tenant.id, order.id, services.fee, 1, fee));
  await trx.insertInto('order_items').values(itemRows).execute();

  if (customer && request.allowNewsletter && !customer.allow_newsletter) {
    await trx
      .updateTable('customers')
      .set({ allow_newsletter: true })
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', customer.id)
      .execute();
  }

  const view = await findOrderById(trx, tenant.id, order.id);
  const recipient = view.email ?? customer?.email ?? null;
  if (recipient) await queueConfirmation(trx, tenant, language, view, order.id, recipient, false);
  const { confirmation_copies: copies } = await findMailSettings(trx, tenant.id);
  for (const copy of copies) await queueConfirmation(trx, tenant, language, view, order.id, copy, true);

  const answer: CreateOrderAnswer = { orderNumber: order.order_number, ...(accessToken ? { accessToken } : {}) };
  return { answer, orderId: order.id };
}

function serviceItem(
  tenantId: number,
  orderId: number,
  row: NonNullable<ServiceArticles['normal']>,
  amount: number,
  price: number,
): Insertable<OrderItemsTable> {
  return {
    tenant_id: tenantId,
    order_id: orderId,
    article_id: row.id,
    article_number: row.article_number,
    container_id: null,
    name: row.name,
    description: '',
    image: null,
    amount,
    price_minor: price,
    quantity: row.quantity,
    payer: row.payer,
    alternative_price: null,
    freight: row.freight,
    administrative_fee: row.administrative_fee,
  };
}

/** Queues the confirmation of an order for one recipient; false when it was queued before. */
async function queueConfirmation(
  db: Db,
  tenant: Tenant,
  language: Language,
  order: Order,
  orderId: number,
  to: string,
  copy: boolean,
): Promise<boolean> {
  const mail = renderOrderConfirmation({ tenant, language, order, copy });
  return enqueueMail(db, {
    tenantId: tenant.id,
    orderId,
    kind: copy ? 'ORDER_CONFIRMATION_COPY' : 'ORDER_CONFIRMATION',
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dedupeKey: orderMailKey(orderId, to),
  });
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
  const order = await findOrder(ctx.db, caller.tenant.id, orderNumber, accessOf(caller, guestToken));
  if (!order) throw new OperationError(404, 'not_found');
  return order;
}

/** At most this many recipients of one order's confirmation (the customer's plus copies). */
export const MAX_CONFIRMATION_RECIPIENTS = 5;

/**
 * Counts one confirmation copy against the client address and the recipient (limits of
 * config.guestLimits, for guests and customers alike); the keys to give back. Throws 429
 * too_many_attempts, counting nothing, when one is at its limit.
 */
async function reserveCopy(ctx: AppContext, client: Client, recipient: string): Promise<string[]> {
  const { copiesPerAddress, copiesPerRecipient, windowS } = ctx.config.guestLimits;
  const limits = [
    { key: `confirmation-copy:address:${client.address}`, limit: copiesPerAddress },
    { key: `confirmation-copy:recipient:${recipientKey(recipient)}`, limit: copiesPerRecipient },
  ];
  if (!(await ctx.counters.reserve(limits, windowS))) throw new OperationError(429, 'too_many_attempts');
  return limits.map((l) => l.key);
}

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
  return ctx.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, caller.tenant.id, orderNumber, access);
    if (!order) throw new OperationError(404, 'not_found');
    const row = await trx
      .selectFrom('orders')
      .select(['id', 'language'])
      .where('tenant_id', '=', caller.tenant.id)
      .where('order_number', '=', orderNumber)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const to = email ?? order.email;
    if (!to) throw new OperationError(422, 'no_email');
    const sent = await trx
      .selectFrom('mail_outbox')
      .select(['dedupe_key'])
      .where('tenant_id', '=', caller.tenant.id)
      .where('order_id', '=', row.id)
      .execute();
    const key = orderMailKey(row.id, to);
    if (sent.some((m) => m.dedupe_key === key)) return false;
    if (sent.length >= MAX_CONFIRMATION_RECIPIENTS) throw new OperationError(429, 'too_many_attempts');
    return queueConfirmation(trx, caller.tenant, row.language as Language, order, row.id, to, false);
  });
}
