import { ORDER_EVENT_RULES, OrderListAnswerSchema, OrderSchema } from '@shop/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, testAppForFile } from '../../test/app.ts';
import { userByEmail } from '../../test/db.ts';

const t = testAppForFile();
let tokens: Record<string, string> = {};

beforeAll(async () => {
  tokens = await accessTokens(t.app, [
    [4, 'business.4@example.com'],
    [4, 'private.4@example.com'],
    [6, 'business.6@example.com'],
  ]);
});

const call = (tenant: number, user: string | null, action: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/${action}?tenant=${tenant}`,
    payload: payload as object,
    headers: user ? { authorization: `Bearer ${tokens[user]}` } : {},
  });

async function customerId(tenant: number, email: string): Promise<number> {
  return (await userByEmail(t.db, tenant, email)).customer_id as number;
}

async function ordersOf(tenant: number, email: string) {
  return t.db
    .selectFrom('orders')
    .select(['id', 'order_number', 'canceled', 'printed', 'invoiced', 'order_date'])
    .where('tenant_id', '=', tenant)
    .where('customer_id', '=', await customerId(tenant, email))
    .orderBy('order_date', 'desc')
    .execute();
}

/** Inserts a plain open order for a customer (no items); answers its id and number. */
async function insertOpenOrder(tenant: number, customer: number) {
  return t.db
    .insertInto('orders')
    .values({
      tenant_id: tenant,
      customer_id: customer,
      currency: 'SEK',
      vat_basis_points: 2500,
      total_net_minor: 100,
      total_vat_minor: 25,
      total_gross_minor: 125,
    })
    .returning(['id', 'order_number'])
    .executeTakeFirstOrThrow();
}

/** The order's history rows, oldest first. */
const eventsOf = (orderId: number) =>
  t.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('order/ajaxList and order/ajaxTotal', () => {
  it('lists the signed-in customer’s orders newest first, 3 by default, in the Order shape', async () => {
    const mine = await ordersOf(4, 'business.4@example.com');
    expect(mine.length).toBeGreaterThanOrEqual(5);
    const res = await call(4, 'business.4@example.com', 'ajaxList', {});
    expect(res.statusCode).toBe(200);
    const first = OrderListAnswerSchema.parse(res.json());
    expect(first.map((o) => o.orderNumber)).toEqual(mine.slice(0, 3).map((o) => o.order_number));
    expect(first[0]?.orderItems.length).toBeGreaterThan(0);
    const more = OrderListAnswerSchema.parse(
      (await call(4, 'business.4@example.com', 'ajaxList', { offset: 3, limit: 3 })).json(),
    );
    expect(more.map((o) => o.orderNumber)).toEqual(mine.slice(3, 6).map((o) => o.order_number));
    const total = await call(4, 'business.4@example.com', 'ajaxTotal', {});
    expect(total.json()).toEqual({ count: mine.length });
  });

  it('has the demo states: canceled, printed, invoiced, both, open', async () => {
    const all = OrderListAnswerSchema.parse(
      (await call(4, 'business.4@example.com', 'ajaxList', { limit: 100 })).json(),
    );
    const states = all.map((o) => `${o.canceled}${o.printed}${o.invoiced}`);
    expect(states).toEqual(
      expect.arrayContaining([
        'truefalsefalse',
        'falsetruefalse',
        'falsefalsetrue',
        'falsetruetrue',
        'falsefalsefalse',
      ]),
    );
  });

  it('searches by order number and by article number or name', async () => {
    const all = OrderListAnswerSchema.parse(
      (await call(4, 'business.4@example.com', 'ajaxList', { limit: 100 })).json(),
    );
    const target = all[1];
    if (!target) throw new Error('no order');
    const byNumber = OrderListAnswerSchema.parse(
      (await call(4, 'business.4@example.com', 'ajaxList', { pattern: String(target.orderNumber), limit: 100 })).json(),
    );
    expect(byNumber.map((o) => o.orderNumber)).toContain(target.orderNumber);
    const article = target.orderItems[0]?.articleNumber as string;
    const byArticle = OrderListAnswerSchema.parse(
      (await call(4, 'business.4@example.com', 'ajaxList', { pattern: article, limit: 100 })).json(),
    );
    expect(byArticle.length).toBeGreaterThan(0);
    for (const o of byArticle) expect(o.orderItems.some((i) => i.articleNumber.includes(article))).toBe(true);
    const count = await call(4, 'business.4@example.com', 'ajaxTotal', { pattern: article });
    expect(count.json()).toEqual({ count: byArticle.length });
    const none = await call(4, 'business.4@example.com', 'ajaxList', { pattern: 'no-such-thing-%' });
    expect(none.json()).toEqual([]);
  });

  it('never shows another customer’s orders', async () => {
    const theirs = new Set((await ordersOf(4, 'business.4@example.com')).map((o) => o.order_number));
    const res = OrderListAnswerSchema.parse(
      (await call(4, 'private.4@example.com', 'ajaxList', { limit: 100 })).json(),
    );
    expect(res.length).toBeGreaterThan(0);
    for (const o of res) expect(theirs.has(o.orderNumber)).toBe(false);
  });

  it('refuses guests and tokens of another tenant', async () => {
    expect((await call(4, null, 'ajaxList')).statusCode).toBe(401);
    const guest = await t.app.inject({ method: 'POST', url: '/api/guest/order/ajaxList?tenant=4', payload: {} });
    expect(guest.statusCode).toBe(404);
    const other = await call(6, 'business.4@example.com', 'ajaxList');
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual({ operationError: 'tenant_mismatch' });
  });

  it('carries shipped and the tracking link of the parcel, in the list and on the order page', async () => {
    const customer = await customerId(4, 'business.4@example.com');
    const shipped = await insertOpenOrder(4, customer);
    await t.db
      .updateTable('orders')
      .set({ printed: true, shipped: true, parcel_number: '00373500499999' })
      .where('id', '=', shipped.id)
      .execute();
    const open = await insertOpenOrder(4, customer);
    const list = OrderListAnswerSchema.parse(
      (await call(4, 'business.4@example.com', 'ajaxList', { limit: 100 })).json(),
    );
    const byNumber = new Map(list.map((o) => [o.orderNumber, o]));
    // Tenant 4's tracking page (the demo value) with the parcel number.
    const link = 'https://tracking.postnord.com/se/?id=00373500499999';
    expect(byNumber.get(shipped.order_number)).toMatchObject({
      shipped: true,
      parcelNumber: '00373500499999',
      trackingUrl: link,
    });
    expect(byNumber.get(open.order_number)).toMatchObject({ shipped: false, parcelNumber: null, trackingUrl: null });
    const page = await call(4, 'business.4@example.com', 'ajaxGetOrder', { orderNumber: shipped.order_number });
    expect(page.statusCode).toBe(200);
    expect(OrderSchema.parse(page.json())).toMatchObject({ shipped: true, trackingUrl: link });
    // The raw answer carries both fields itself (the shop reads it without defaults).
    expect(page.json()).toHaveProperty('trackingUrl', link);
    expect(list.find((o) => o.orderNumber === shipped.order_number)).toBeDefined();
  });

  it('validates the body', async () => {
    expect((await call(4, 'business.4@example.com', 'ajaxList', { limit: 0 })).statusCode).toBe(422);
    expect((await call(4, 'business.4@example.com', 'ajaxList', { offset: -1 })).statusCode).toBe(422);
    expect((await call(4, 'business.4@example.com', 'ajaxList', { other: 1 })).statusCode).toBe(422);
  });
});

describe('order/ajaxCancel', () => {
  it('cancels an open order once; then, and for printed or invoiced orders, 409', async () => {
    const customer = await customerId(4, 'business.4@example.com');
    const open = await insertOpenOrder(4, customer);
    const res = await call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: open.order_number });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'canceled' });
    const again = await call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: open.order_number });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ operationError: 'order_not_cancelable' });

    for (const o of await ordersOf(4, 'business.4@example.com')) {
      if (!o.printed && !o.invoiced) continue;
      const refused = await call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: o.order_number });
      expect(refused.statusCode).toBe(409);
      const row = await t.db.selectFrom('orders').select('canceled').where('id', '=', o.id).executeTakeFirstOrThrow();
      expect(row.canceled).toBe(o.canceled);
    }
  });

  it('writes the cancel into the order’s history, who and when; a refused cancel writes nothing', async () => {
    const customer = await customerId(4, 'business.4@example.com');
    const user = await userByEmail(t.db, 4, 'business.4@example.com');
    const open = await insertOpenOrder(4, customer);
    const before = Date.now();
    expect((await call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: open.order_number })).statusCode).toBe(
      200,
    );
    expect((await call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: open.order_number })).statusCode).toBe(
      409,
    );
    const events = await eventsOf(open.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      tenant_id: 4,
      type: 'canceled',
      actor: 'customer',
      actor_user_id: user.id,
      parcel_number: null,
    });
    expect(new Date(events[0]?.created_at as Date).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('follows the state machine’s rule for canceled: a shipped order is not canceled either', async () => {
    // Every flag the rule needs false, one at a time set: each refuses the cancel, and writes nothing.
    const customer = await customerId(4, 'business.4@example.com');
    const required = Object.entries(ORDER_EVENT_RULES.canceled.requires) as [
      'canceled' | 'printed' | 'invoiced' | 'shipped',
      boolean,
    ][];
    expect(required.map(([flag]) => flag).sort()).toEqual(['canceled', 'invoiced', 'printed', 'shipped']);
    for (const [flag, value] of required) {
      const order = await insertOpenOrder(4, customer);
      await t.db
        .updateTable('orders')
        .set({ [flag]: !value })
        .where('id', '=', order.id)
        .execute();
      const res = await call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: order.order_number });
      expect(res.statusCode, flag).toBe(409);
      expect(res.json()).toEqual({ operationError: 'order_not_cancelable' });
      const row = await t.db
        .selectFrom('orders')
        .select(['canceled', 'printed', 'invoiced', 'shipped'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ canceled: false, printed: false, invoiced: false, shipped: false, [flag]: !value });
      expect(await eventsOf(order.id)).toEqual([]);
    }
  });

  it('answers 404 with no data for another customer’s or another tenant’s order, and changes nothing', async () => {
    const open = await insertOpenOrder(4, await customerId(4, 'business.4@example.com'));
    const other = await call(4, 'private.4@example.com', 'ajaxCancel', { orderNumber: open.order_number });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ operationError: 'not_found' });
    const tenant6 = await call(6, 'business.6@example.com', 'ajaxCancel', { orderNumber: open.order_number });
    expect(tenant6.statusCode).toBe(404);
    const crossToken = await call(6, 'business.4@example.com', 'ajaxCancel', { orderNumber: open.order_number });
    expect(crossToken.statusCode).toBe(401);
    const unknown = await call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const row = await t.db.selectFrom('orders').select('canceled').where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(row.canceled).toBe(false);
  });

  it('a cancel racing an operator marking the order printed never leaves it both', async () => {
    const customer = await customerId(4, 'business.4@example.com');
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await insertOpenOrder(4, customer));
    const markPrinted = (id: number) =>
      sql`UPDATE orders SET printed = true WHERE id = ${id} AND NOT canceled`.execute(t.db);
    const results = await Promise.all(
      orders.flatMap((o, i) => {
        const cancel = call(4, 'business.4@example.com', 'ajaxCancel', { orderNumber: o.order_number }).then(
          (r) => r.statusCode,
        );
        const print = markPrinted(o.id).then(() => 0);
        return i % 2 === 0 ? [cancel, print] : [print, cancel];
      }),
    );
    for (const status of results) expect([0, 200, 409]).toContain(status);
    const rows = await t.db
      .selectFrom('orders')
      .select(['canceled', 'printed'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(rows).toHaveLength(20);
    for (const r of rows) {
      expect(r.canceled && r.printed).toBe(false);
      expect(r.canceled || r.printed).toBe(true);
    }
    // The history agrees with the state: a canceled event exactly where the cancel won.
    for (const o of orders) {
      const state = await t.db.selectFrom('orders').select('canceled').where('id', '=', o.id).executeTakeFirstOrThrow();
      expect((await eventsOf(o.id)).map((e) => e.type)).toEqual(state.canceled ? ['canceled'] : []);
    }
  });
});
