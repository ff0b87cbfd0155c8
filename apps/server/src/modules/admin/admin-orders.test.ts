import { ADMIN_ORDER_SORTS, type AdminOrder, type AdminOrderListAnswer, ORDER_STATUSES } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { TenantDirectory } from '../../plugins/tenant-context.ts';
import { changeCounts, insertTestOrder, orderFlags, postOrderEvent, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { listOrders } from './admin-orders.service.ts';

const t = testAppForFile();
const auth = signInOperators(t, 'admin4', 'handler4', 'super4', 'admin5');
let customerAuth: { authorization: string };
let business4: { id: number; number: string; company: string };
let order5: number;

beforeAll(async () => {
  customerAuth = { authorization: `Bearer ${(await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token}` };
  const c = await t.db
    .selectFrom('customers')
    .select(['id', 'customer_number', 'company_name'])
    .where('tenant_id', '=', 4)
    .where('customer_number', '=', '10000004')
    .executeTakeFirstOrThrow();
  business4 = { id: c.id, number: c.customer_number, company: c.company_name ?? '' };
  order5 = (await insertTestOrder(t.db, { tenantId: 5 })).orderNumber;
});

function list(query: string, headers = auth.admin4, tenant = 4) {
  return t.app.inject({ method: 'GET', url: `/api/admin/orders?tenant=${tenant}&${query}`, headers });
}
async function listed(query: string, headers = auth.admin4): Promise<AdminOrderListAnswer> {
  const res = await list(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const numbersOf = (answer: AdminOrderListAnswer) => answer.items.map((i) => i.orderNumber);

const postEvent = (orderNumber: number, body: object, headers = auth.admin4, tenant = 4) =>
  postOrderEvent(t.app, headers, orderNumber, body, tenant);
const flagsOf = (orderNumber: number, tenant = 4) => orderFlags(t.db, orderNumber, tenant);

describe('who may call the order calls', () => {
  const calls = (orderNumber: number, tenant = 4) => [
    { method: 'GET' as const, url: `/api/admin/orders?tenant=${tenant}` },
    { method: 'GET' as const, url: `/api/admin/orders/${orderNumber}?tenant=${tenant}` },
    { method: 'GET' as const, url: `/api/admin/orders.csv?tenant=${tenant}` },
    {
      method: 'POST' as const,
      url: `/api/admin/orders/${orderNumber}/events?tenant=${tenant}`,
      payload: { type: 'printed' },
    },
  ];

  it('refuses no token, a garbage token and a shop customer’s token with 401, and changes nothing', async () => {
    const { orderNumber } = await insertTestOrder(t.db, { tenantId: 4 });
    for (const headers of [{}, { authorization: 'Bearer garbage.token.here' }, customerAuth]) {
      for (const call of calls(orderNumber)) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual({ operationError: 'unauthorized' });
      }
    }
    expect((await flagsOf(orderNumber)).printed).toBe(false);
  });

  it('ADMIN, ORDER_HANDLER and SUPERADMIN each read and change their tenant’s orders', async () => {
    for (const [who, headers, tenant] of [
      ['admin4', auth.admin4, 4],
      ['handler4', auth.handler4, 4],
      ['super on 4', auth.super4, 4],
      ['super on 5', auth.super4, 5],
      ['admin5', auth.admin5, 5],
    ] as const) {
      const { orderNumber } = await insertTestOrder(t.db, { tenantId: tenant });
      for (const call of calls(orderNumber, tenant)) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${who}: ${call.method} ${call.url} ${res.body.slice(0, 200)}`).toBe(200);
      }
      expect((await flagsOf(orderNumber, tenant)).printed, who).toBe(true);
    }
  });

  it('an ADMIN of 4 gets 404 for tenant 5, and for tenant 5’s order asked on tenant 4; nothing changes', async () => {
    const before = await changeCounts(t.db, 5);
    for (const call of calls(order5, 5)) {
      const res = await t.app.inject({ ...call, headers: auth.admin4 });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json()).toEqual({ operationError: 'not_found' });
    }
    for (const call of calls(order5, 4).slice(1)) {
      if (call.url.includes('.csv')) continue;
      const res = await t.app.inject({ ...call, headers: auth.admin4 });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(numbersOf(await listed(`q=${order5}`))).toEqual([]);
    expect((await flagsOf(order5, 5)).printed).toBe(false);
    expect(await changeCounts(t.db, 5)).toEqual(before);
  });
});

describe('the order list', () => {
  let fixtures: Record<string, number>;
  let articleNumber: string;

  beforeAll(async () => {
    const article = await t.db
      .selectFrom('articles')
      .select(['article_number', 'name', 'quantity'])
      .where('tenant_id', '=', 4)
      .where('freight', '=', 'NONE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    articleNumber = article.article_number;
    const line = (n: string) => [
      { articleNumber: n, name: article.name, amount: 2, quantity: article.quantity, price: 4000 },
    ];
    fixtures = {
      // 23:30 UTC on 1 March is already 2 March in Stockholm.
      lateEvening: (
        await insertTestOrder(t.db, {
          tenantId: 4,
          orderDate: '2020-03-01T23:30:00Z',
          recipient: 'Zebulon Kvällsköp',
          email: 'Kvall.Kund@Example.com',
        })
      ).orderNumber,
      march1: (await insertTestOrder(t.db, { tenantId: 4, orderDate: '2020-03-01T10:00:00Z' })).orderNumber,
      withArticle: (
        await insertTestOrder(t.db, { tenantId: 4, orderDate: '2020-02-10T10:00:00Z', lines: line(articleNumber) })
      ).orderNumber,
      retiredArticle: (
        await insertTestOrder(t.db, { tenantId: 4, orderDate: '2020-02-11T10:00:00Z', lines: line('GONE-77') })
      ).orderNumber,
    };
  });

  it('lists the tenant’s orders newest first with their customer, and counts them exactly', async () => {
    const all = await t.db
      .selectFrom('orders')
      .select(['order_number'])
      .where('tenant_id', '=', 4)
      .orderBy('order_date', 'desc')
      .orderBy('order_number', 'desc')
      .execute();
    const answer = await listed('limit=100');
    expect(answer.total).toBe(all.length);
    expect(answer.totalIsLowerBound).toBe(false);
    expect(numbersOf(answer)).toEqual(all.map((r) => r.order_number).slice(0, 100));
    const ofBusiness = answer.items.find((i) => i.customerNumber === business4.number);
    expect(ofBusiness).toMatchObject({
      name: business4.company,
      email: expect.stringContaining('@'),
      currency: 'SEK',
      total: expect.any(Number),
    });
    const guest = answer.items.find((i) => i.orderNumber === fixtures.lateEvening);
    expect(guest).toMatchObject({ customerNumber: null, name: 'Zebulon Kvällsköp', email: 'kvall.kund@example.com' });
  });

  it('filters by each status', async () => {
    for (const status of ORDER_STATUSES) {
      const expected = await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', 4)
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      const answer = await listed(`status=${status}&limit=100`);
      expect(answer.total, status).toBe(Number(expected.n));
      expect(answer.items.every((i) => i.status === status)).toBe(true);
    }
  });

  it('takes from and to as whole days of the shop’s calendar', async () => {
    expect(numbersOf(await listed('from=2020-03-02&to=2020-03-02'))).toEqual([fixtures.lateEvening]);
    expect(numbersOf(await listed('from=2020-03-01&to=2020-03-01'))).toEqual([fixtures.march1]);
    expect(numbersOf(await listed('from=2020-02-01&to=2020-02-29'))).toEqual([
      fixtures.retiredArticle,
      fixtures.withArticle,
    ]);
    const res = await list('from=2020-13-45');
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors[0].field).toBe('query.from');
  });

  it('searches by order number, customer number, e-mail, name, recipient and article number', async () => {
    const business = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('tenant_id', '=', 4)
      .where('customer_id', '=', business4.id)
      .execute();
    const ofBusiness = business.map((r) => r.order_number).sort();
    const sorted = (a: AdminOrderListAnswer) => numbersOf(a).sort();

    expect(numbersOf(await listed(`q=${fixtures.march1}`))).toEqual([fixtures.march1]);
    expect(sorted(await listed(`q=${business4.number}`))).toEqual(ofBusiness);
    expect(sorted(await listed('q=BUSINESS.4@example.com'))).toEqual(ofBusiness);
    expect(numbersOf(await listed('q=kvall.kund@example.COM'))).toEqual([fixtures.lateEvening]);
    expect(numbersOf(await listed('q=kvall.kund@example'))).toEqual([]);
    const word = business4.company.split(' ')[0] ?? '';
    expect(sorted(await listed(`q=${encodeURIComponent(word.slice(1).toLowerCase())}&limit=100`))).toEqual(
      expect.arrayContaining(ofBusiness),
    );
    // A guest's recipient by the start of the name, in any case; not from its middle (a prefix
    // index: a million recipients' trigrams cost every search and every order placed).
    expect(numbersOf(await listed('q=zEBULON%20kv'))).toEqual([fixtures.lateEvening]);
    expect(numbersOf(await listed('q=ebulon%20kv'))).toEqual([]);
    const byArticle = await listed(`q=${encodeURIComponent(articleNumber.slice(0, -1).toLowerCase())}&limit=100`);
    expect(numbersOf(byArticle)).toContain(fixtures.withArticle);
    expect(numbersOf(await listed('q=GONE-77'))).toEqual([fixtures.retiredArticle]);
    expect(numbersOf(await listed('q=99999999'))).toEqual([]);
    expect(numbersOf(await listed('q=100%25_'))).toEqual([]);
    // Search and filters together.
    const placedOfBusiness = await listed(`q=${business4.number}&status=placed`);
    expect(placedOfBusiness.items.length).toBeGreaterThan(0);
    expect(placedOfBusiness.items.every((i) => i.status === 'placed' && i.customerNumber === business4.number)).toBe(
      true,
    );
  });

  it('sorts by date and number both ways, and pages without gaps or repeats', async () => {
    for (const sort of ADMIN_ORDER_SORTS) {
      const items = (await listed(`sort=${sort}&limit=100`)).items;
      const key = sort.endsWith('orderDate')
        ? (i: (typeof items)[number]) => [Date.parse(i.orderDate), i.orderNumber]
        : (i: (typeof items)[number]) => [i.orderNumber, 0];
      const sign = sort.startsWith('-') ? -1 : 1;
      for (let k = 1; k < items.length; k++) {
        const [a1, a2] = key(items[k - 1] as (typeof items)[number]) as [number, number];
        const [b1, b2] = key(items[k] as (typeof items)[number]) as [number, number];
        expect(sign * (b1 - a1 || b2 - a2), `${sort} at ${k}`).toBeGreaterThan(0);
      }
    }
    const whole = numbersOf(await listed('sort=orderNumber&limit=100'));
    const pages = [];
    for (let offset = 0; offset < whole.length; offset += 3) {
      pages.push(...numbersOf(await listed(`sort=orderNumber&limit=3&offset=${offset}`)));
    }
    expect(pages).toEqual(whole);
    // Paging through a search of several kinds at once (name, recipient, article number).
    const all = numbersOf(await listed('q=a&limit=100'));
    const paged = [
      ...numbersOf(await listed('q=a&limit=2')),
      ...numbersOf(await listed('q=a&limit=2&offset=2')),
      ...numbersOf(await listed('q=a&limit=2&offset=4')),
    ];
    expect(paged).toEqual(all.slice(0, 6));
  });

  it('stops the count at the cap and says so', async () => {
    const ctx = { db: t.db } as AppContext;
    const tenant4 = await new TenantDirectory(t.db).get(4);
    if (!tenant4) throw new Error('no tenant 4');
    const query = { sort: '-orderDate' as const, limit: 2, offset: 0 };
    const total = (await listed('limit=1')).total;
    expect(await listOrders(ctx, tenant4, query, total)).toMatchObject({ total, totalIsLowerBound: false });
    const capped = await listOrders(ctx, tenant4, query, total - 1);
    expect(capped).toMatchObject({ total: total - 1, totalIsLowerBound: true });
    expect(capped.items).toHaveLength(2);
    const searched = await listOrders(ctx, tenant4, { ...query, q: 'a' }, 2);
    expect(searched).toMatchObject({ total: 2, totalIsLowerBound: true });
  });
});

describe('an order', () => {
  it('shows lines, addresses, payment, history and the allowed events; another tenant’s number is 404', async () => {
    const { orderNumber } = await insertTestOrder(t.db, {
      tenantId: 4,
      customerId: business4.id,
      lines: [
        { articleNumber: 'A-1', name: '[sv]Påse[en]Bag', amount: 3, quantity: 100, price: 30000 },
        { articleNumber: 'A-2', name: 'Tejp', amount: 1, quantity: 50, price: 5000 },
      ],
    });
    await t.db
      .updateTable('orders')
      .set({ form_data: JSON.stringify({ bankAccountNumber: 'SE4550000000058398257466' }), message: 'Ring först' })
      .where('tenant_id', '=', 4)
      .where('order_number', '=', orderNumber)
      .execute();
    expect((await postEvent(orderNumber, { type: 'printed', note: 'Skrivare 2' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderNumber}?tenant=4`,
      headers: auth.handler4,
    });
    expect(res.statusCode).toBe(200);
    const order: AdminOrder = res.json();
    expect(order).toMatchObject({
      orderNumber,
      status: 'printed',
      printed: true,
      customerNumber: business4.number,
      name: business4.company,
      email: 'kontakt@example.com',
      privateCustomer: false,
      payment: 'PAPER',
      currency: 'SEK',
      message: 'Ring först',
      formData: { bankAccountNumber: 'SE4550000000058398257466' },
      allowedEvents: ['invoiced', 'shipped'],
      trackingUrl: null,
    });
    expect(order.lines).toEqual([
      {
        articleNumber: 'A-1',
        name: '[sv]Påse[en]Bag',
        amount: 3,
        quantity: 100,
        price: 30000,
        payer: 'CUSTOMER',
        alternativePrice: null,
      },
      {
        articleNumber: 'A-2',
        name: 'Tejp',
        amount: 1,
        quantity: 50,
        price: 5000,
        payer: 'CUSTOMER',
        alternativePrice: null,
      },
    ]);
    expect(order.deliveryAddress).toMatchObject({ recipient: 'Test Mottagare', city: 'Stockholm' });
    expect(order.invoiceAddress).toMatchObject({ organisationNumber: '556000-0000' });
    expect(order.history).toEqual([
      { type: 'placed', at: order.orderDate, by: null, parcelNumber: null, note: null },
      { type: 'printed', at: expect.any(String), by: 'admin.4@example.com', parcelNumber: null, note: 'Skrivare 2' },
    ]);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/2147483647?tenant=4',
      headers: auth.admin4,
    });
    expect(missing.statusCode).toBe(404);
  });
});
