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
  largestSum,
  MAX_MONEY_MINOR,
  normalFreight,
  type OrderRequest,
  premiumFreight,
  priceOrder,
  type RuleLine,
  type Tenant,
  totalWeight,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { enqueueOrderEvent, type OrderMailEvent, orderMailKey } from '../mail/index.ts';
import {
  type ArticleRow,
  findAdministrativeFee,
  findArticlesByNumber,
  findCustomer,
  findIdempotencyKey,
  findOrder,
  findOrderInputs,
  findServiceArticles,
  insertOrder,
  lockOrderMails,
  type NewOrder,
  type OrderAccess,
  type OrderInputs,
  type ServiceArticles,
  type StoredKey,
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

/** order/ajaxGetDeliveryCost: the delivery costs of a weight in this shop. */
export async function deliveryCostsOf(ctx: AppContext, tenant: Tenant, weightGrams: number) {
  return deliveryCosts(tenant, await findServiceArticles(ctx.db, tenant.id), weightGrams);
}

/** order/ajaxGetAdministrativeFee: the shop's paper-invoice fee article, if any. */
export function administrativeFeeOf(ctx: AppContext, tenant: Tenant) {
  return findAdministrativeFee(ctx.db, tenant.id);
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
  const inputs = await findOrderInputs(ctx.db, tenant.id, [...amounts.keys()], customerIdOf(auth), idempotencyKey);

  // A replay of an answered key is answered before anything is counted.
  if (inputs.earlier) {
    const replay = storedAnswer(inputs.earlier, principal, requestHash);
    if (replay) return replay;
  }
  const reserved = auth ? [] : await reserveGuestOrder(ctx, request, client);
  let placed: PlacedOrder;
  try {
    const order = buildOrder(caller, request, amounts, inputs);
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

/** An order ready to write, and the guest's access token to answer with. */
interface BuiltOrder {
  write: Omit<NewOrder, 'key'>;
  accessToken: string | null;
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

/**
 * Checks an order against the rules and prices it (SPEC.md §3, §4, §7), from what
 * findOrderInputs read: the rows to write, or a ValidationError listing what is wrong.
 */
function buildOrder(
  caller: Caller,
  request: OrderRequest,
  amounts: ReadonlyMap<string, number>,
  inputs: OrderInputs,
): BuiltOrder {
  const { tenant, auth } = caller;
  const guest = auth === null;
  const { services, customer } = inputs;
  const byNumber = new Map(inputs.articles.map((r) => [r.article_number, r]));
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

  if (!guest && !customer) throw new OperationError(403, 'forbidden');
  const needsInvoice = invoiceRequired(
    goods.map((g) => g.row.payer),
    customer?.payer ?? 'CUSTOMER',
  );
  const addressType: AddressType = guest
    ? 'DELIVERY'
    : addressTypeFor({ publicTenant: tenant.publicTenant, itemCount: goods.length, weightGrams: totalWeight(lines) });
  const forms = tenant.adminOrderFormType === 'STANDARD' && goods.some((g) => g.row.number_of_forms > 0);
  const privateCustomer = guest ? request.privateCustomer : customer?.customer_type === 'PRIVATE';
  const checked = checkOrder(request, {
    addressType,
    invoiceRequired: needsInvoice,
    guest,
    privateCustomer,
    installationCountry: tenant.installationCountry,
    invoiceTypeChoice: tenant.checkout.invoiceTypeChoice,
    forms,
  });
  if (checked.length > 0) throw new ValidationError(checked);

  const costs = deliveryCosts(tenant, services, freightWeight(lines));
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
  const pricing = priceOrder({
    lines,
    normalFreight: costs.normal,
    premiumFreight: costs.premium,
    premiumSelected: request.premiumSelected,
    administrativeFee: feeApplies ? (services.fee?.price_minor ?? 0) : 0,
    vatPercent: tenant.vat,
    privateCustomer: privateCustomer === true,
  });
  const { premium, shipping, administrativeFee: fee, totals } = pricing;
  // Every sum the order stores must fit its column: else a 422, not a database error.
  if (largestSum(pricing) > MAX_MONEY_MINOR)
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

  const items: NewOrder['items'] = goods.map(({ row, amount }, i) => ({
    article_id: row.id,
    article_number: row.article_number,
    container_id: row.container_id,
    name: row.product_name,
    description: row.name,
    image: row.image,
    amount,
    price_minor: pricing.linePrices[i] ?? 0,
    quantity: row.quantity,
    payer: row.payer,
    alternative_price: row.alternative_price,
  }));
  const freightRow = premium ? services.premium : shipping > 0 ? services.normal : null;
  if (freightRow) {
    const steps =
      premium || freightRow.price_minor === 0 ? 1 : Math.max(1, Math.round(shipping / freightRow.price_minor));
    items.push(serviceItem(freightRow, steps, shipping));
  }
  if (fee > 0 && services.fee) items.push(serviceItem(services.fee, 1, fee));

  // The confirmation goes to the order's contact (the address it is sent to), else the customer's
  // e-mail; the shop's copies go to its copy recipients.
  const contact = addressType === 'POSTAL' ? postal : delivery;
  const recipient = contact?.contactNotificationInformation ?? customer?.email ?? null;
  const mails: OrderMailEvent[] = [
    ...(recipient ? [{ kind: 'ORDER_CONFIRMATION' as const, to: recipient }] : []),
    ...inputs.copies.map((to) => ({ kind: 'ORDER_CONFIRMATION_COPY' as const, to })),
  ];

  return {
    accessToken,
    write: {
      order: {
        tenant_id: tenant.id,
        customer_id: customer?.id ?? null,
        guest_access_token_hash: accessToken ? hashToken(accessToken) : null,
        order_date: new Date(),
        currency: tenant.currency,
        vat_basis_points: Math.round(tenant.vat * 100),
        total_net_minor: totals.net,
        total_vat_minor: totals.vat,
        total_gross_minor: totals.gross,
        shipping_minor: shipping,
        administrative_fee_minor: fee,
        delivery_address: delivery,
        postal_address: postal,
        invoice_address: invoice ? { ...invoice, invoiceType } : null,
        message: tenant.checkout.orderMessage ? request.message : null,
        premium_selected: premium,
        allow_newsletter: request.allowNewsletter,
        form_data: formData,
        language,
        address_type: addressType,
      },
      items,
      mails,
      newsletterCustomerId: customer && request.allowNewsletter && !customer.allow_newsletter ? customer.id : null,
    },
  };
}

function serviceItem(
  row: NonNullable<ServiceArticles['normal']>,
  amount: number,
  price: number,
): NewOrder['items'][number] {
  return {
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
