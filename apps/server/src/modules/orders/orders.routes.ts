import { randomBytes } from 'node:crypto';
import {
  AddressTypeAnswerSchema,
  AddressTypeBodySchema,
  AdministrativeFeeAnswerSchema,
  addressTypeForWeight,
  BooleanAnswerSchema,
  CreateOrderAnswerSchema,
  DeliveryCostAnswerSchema,
  DeliveryCostBodySchema,
  OrderItemSchema,
  OrderNumberBodySchema,
  OrderRequestSchema,
  OrderSchema,
  RequiredInvoiceBodySchema,
  SendConfirmationBodySchema,
  SuccessAnswerSchema,
} from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { setHttpOnlyCookie } from '../../plugins/cookies.ts';
import {
  administrativeFeeOf,
  type Client,
  deliveryCostsOf,
  getOrder,
  orderCookieName,
  placeOrder,
  requiresInvoice,
  sendConfirmation,
} from './orders.service.ts';

/** A guest's order secret: from the body, else the cookie set when the order was placed. */
function guestToken(request: FastifyRequest, orderNumber: number, fromBody: string | undefined): string | undefined {
  return fromBody ?? request.cookies[orderCookieName(orderNumber)];
}

/** How long the guest's browser can read its order through the cookie. */
const ORDER_COOKIE_MAX_AGE_S = 7 * 24 * 3600;

/** The guest browser's own random id: its Idempotency-Keys are its own (principalOf). */
const GUEST_COOKIE = 'shop_guest';
const GUEST_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
const GUEST_ID = /^[A-Za-z0-9_-]{43}$/;

/** Where a call comes from: its address, and a guest's `shop_guest` id if it sent a well-formed one. */
function clientOf(request: FastifyRequest, guest: boolean): Client {
  const sent = guest ? request.cookies[GUEST_COOKIE] : undefined;
  return { address: request.ip, guestId: sent !== undefined && GUEST_ID.test(sent) ? sent : null };
}

/**
 * Gives a guest without a `shop_guest` cookie one (256 random bits; HttpOnly, SameSite=Strict,
 * sent only to the order calls), so that its next order call carries it. The checkout asks for
 * the administrative fee when it opens, so a browser has it before its first order.
 */
function issueGuestId(ctx: AppContext, reply: FastifyReply, client: Client): void {
  if (client.guestId !== null) return;
  setHttpOnlyCookie(reply, {
    name: GUEST_COOKIE,
    value: randomBytes(32).toString('base64url'),
    path: '/api/guest/order',
    maxAge: GUEST_COOKIE_MAX_AGE_S,
    secure: ctx.config.secureCookies,
  });
}

export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxGetAdministrativeFee',
    access: 'catalog',
    summary: 'The paper-invoice administrative fee article (id, net price), or null',
    response: AdministrativeFeeAnswerSchema,
    handler: async ({ tenant, auth, request, reply }) => {
      if (auth === null) issueGuestId(ctx, reply, clientOf(request, true));
      return { article: await administrativeFeeOf(ctx, tenant) };
    },
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxGetDeliveryCost',
    access: 'catalog',
    summary: 'Normal and premium freight for the weight of the items that do not ship free',
    body: DeliveryCostBodySchema,
    response: DeliveryCostAnswerSchema,
    handler: async ({ tenant, body }) => deliveryCostsOf(ctx, tenant, body.totalWeight),
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxUseDeliveryOrPostalAddress',
    access: 'catalog',
    summary: 'Whether an order of this total weight goes to the delivery or the postal address',
    body: AddressTypeBodySchema,
    response: AddressTypeAnswerSchema,
    handler: async ({ tenant, body }) => ({
      data:
        tenant.publicTenant || addressTypeForWeight(body.totalWeight) === 'DELIVERY'
          ? ('delivery' as const)
          : ('postal' as const),
    }),
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxRequiredInvoiceAddress',
    access: 'catalog',
    summary: 'Whether articles with these numbers need an invoice address',
    body: RequiredInvoiceBodySchema,
    response: BooleanAnswerSchema,
    handler: async ({ tenant, auth, body }) => ({
      data: await requiresInvoice(ctx, { tenant, auth }, body.orderItemNumbers),
    }),
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxCreateNew',
    access: 'catalog',
    summary:
      'Places an order; prices, VAT, freight and fee are computed on the server. An Idempotency-Key header makes a retry by the same caller return the first answer. Guest orders are limited per client address and per recipient (429 too_many_attempts).',
    body: OrderRequestSchema,
    response: CreateOrderAnswerSchema,
    handler: async ({ tenant, auth, body, request, reply }) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const client = clientOf(request, auth === null);
      const placed = await placeOrder(ctx, { tenant, auth }, body, key, client);
      if (placed.fresh) ctx.mail.kick();
      if (placed.answer.accessToken) {
        setHttpOnlyCookie(reply, {
          name: orderCookieName(placed.answer.orderNumber),
          value: placed.answer.accessToken,
          path: '/api/guest/order',
          maxAge: ORDER_COOKIE_MAX_AGE_S,
          secure: ctx.config.secureCookies,
        });
      }
      if (auth === null) issueGuestId(ctx, reply, client);
      return placed.answer;
    },
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxGetOrder',
    access: 'catalog',
    summary: "One of the caller's orders (a guest: the order placed in this browser)",
    body: OrderNumberBodySchema,
    response: OrderSchema,
    handler: async ({ tenant, auth, body, request }) =>
      getOrder(ctx, { tenant, auth }, body.orderNumber, guestToken(request, body.orderNumber, body.accessToken)),
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxGetOrderItemsForOrderEstore',
    access: 'catalog',
    summary: "The items of one of the caller's orders",
    body: OrderNumberBodySchema,
    response: z.array(OrderItemSchema),
    handler: async ({ tenant, auth, body, request }) =>
      (await getOrder(ctx, { tenant, auth }, body.orderNumber, guestToken(request, body.orderNumber, body.accessToken)))
        .orderItems,
  });

  registerCall(app, ctx, {
    controller: 'order',
    action: 'ajaxSendConfirmationEmail',
    access: 'catalog',
    summary: 'Sends the order confirmation (again, or to another e-mail); one mail per order and recipient',
    body: SendConfirmationBodySchema,
    response: SuccessAnswerSchema,
    handler: async ({ tenant, auth, body, request }) => {
      await sendConfirmation(
        ctx,
        { tenant, auth },
        body.orderNumber,
        body.email,
        guestToken(request, body.orderNumber, body.accessToken),
        { address: request.ip, guestId: null },
      );
      ctx.mail.kick();
      return { success: true as const };
    },
  });
}
