import { StoreListAnswerSchema, TokenAnswerSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { customerIdByNumber, userByEmail } from '../../test/db.ts';
import { verifyAccessToken } from '../auth/tokens.ts';

const t = testAppForFile();

const call = (tenant: number, token: string | null, path: string, payload: unknown = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${path}?tenant=${tenant}`,
    payload: payload as object,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
  });

/** Refreshes a session: its refresh token in a JSON body, with its binding cookie. */
const refresh = (refreshToken: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/access_token',
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken },
    headers: { cookie },
  });

describe('store list (tenant 3)', () => {
  it('lists the 12 stores of stores.3 10 per page, with count, searchable by name or store id', async () => {
    const { tokens } = await loginAs(t.app, 3, 'stores.3@example.com');
    const token = tokens.access_token;
    expect((await call(3, token, 'store/ajaxHasStores')).json()).toEqual({ data: true });

    const first = StoreListAnswerSchema.parse((await call(3, token, 'customer/ajaxGetStoresForCustomer', {})).json());
    expect(first).toHaveLength(10);
    for (const s of first) {
      expect(s.customerNumber).toMatch(/^\d{8}$/);
      expect(s.storeId).toMatch(/^S-\d+$/);
    }
    const second = StoreListAnswerSchema.parse(
      (await call(3, token, 'customer/ajaxGetStoresForCustomer', { offset: 10 })).json(),
    );
    expect(second).toHaveLength(2);
    const all = [...first, ...second];
    expect(new Set(all.map((s) => s.customerNumber)).size).toBe(12);
    expect((await call(3, token, 'customer/ajaxGetTotalStoresForCustomer', {})).json()).toEqual({ count: 12 });

    const byId = StoreListAnswerSchema.parse(
      (await call(3, token, 'customer/ajaxGetStoresForCustomer', { pattern: 's-105' })).json(),
    );
    expect(byId.map((s) => s.storeId)).toEqual(['S-105']);
    const word = (all[3]?.name ?? '').split(/[ ,]/)[0] ?? '';
    const byName = StoreListAnswerSchema.parse(
      (await call(3, token, 'customer/ajaxGetStoresForCustomer', { pattern: word.toLowerCase(), limit: 100 })).json(),
    );
    expect(byName.length).toBeGreaterThan(0);
    for (const s of byName) expect(s.name.toLowerCase()).toContain(word.toLowerCase());
    expect((await call(3, token, 'customer/ajaxGetTotalStoresForCustomer', { pattern: 'S-105' })).json()).toEqual({
      count: 1,
    });
    expect((await call(3, token, 'customer/ajaxGetStoresForCustomer', { pattern: '%' })).json()).toEqual([]);
  });

  it('a customer without stores gets none and has no store list', async () => {
    const { tokens } = await loginAs(t.app, 3, 'business.3@example.com');
    expect((await call(3, tokens.access_token, 'store/ajaxHasStores')).json()).toEqual({ data: false });
    expect((await call(3, tokens.access_token, 'customer/ajaxGetStoresForCustomer', {})).json()).toEqual([]);
    expect((await call(3, tokens.access_token, 'customer/ajaxGetTotalStoresForCustomer', {})).json()).toEqual({
      count: 0,
    });
  });

  it('refuses guests and tokens of another tenant', async () => {
    expect((await call(3, null, 'customer/ajaxGetStoresForCustomer')).statusCode).toBe(401);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/guest/customer/ajaxGetStoresForCustomer?tenant=4',
      payload: {},
    });
    expect(guest.statusCode).toBe(404);
    const { tokens } = await loginAs(t.app, 3, 'stores.3@example.com');
    for (const path of [
      'customer/ajaxGetStoresForCustomer',
      'customer/ajaxGetTotalStoresForCustomer',
      'store/ajaxHasStores',
    ]) {
      expect((await call(4, tokens.access_token, path)).statusCode).toBe(401);
    }
    const select = await call(4, tokens.access_token, 'customer/ajaxSelectStore', { customerNumber: '60000001' });
    expect(select.statusCode).toBe(401);
  });
});

describe('customer/ajaxSelectStore', () => {
  it('answers new tokens acting for the store: customer data and orders are then the store’s', async () => {
    const login = await loginAs(t.app, 3, 'stores.3@example.com');
    const stores = StoreListAnswerSchema.parse(
      (await call(3, login.tokens.access_token, 'customer/ajaxGetStoresForCustomer', {})).json(),
    );
    const store = stores[2];
    if (!store) throw new Error('no store');
    const res = await call(3, login.tokens.access_token, 'customer/ajaxSelectStore', {
      customerNumber: store.customerNumber,
      refresh_token: login.tokens.refresh_token,
    });
    expect(res.statusCode).toBe(200);
    const answer = TokenAnswerSchema.parse(res.json());
    const claims = verifyAccessToken(answer.access_token, t.config.jwtSecret);
    expect(claims?.customerId).toBe(await customerIdByNumber(t.db, 3, store.customerNumber));
    const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^shop_rt=./);

    // The store list is done for this session.
    expect((await call(3, answer.access_token, 'store/ajaxHasStores')).json()).toEqual({ data: false });
    // Customer data belongs to the store.
    const customer = await call(3, answer.access_token, 'customer/ajaxGetCustomer');
    expect(customer.statusCode).toBe(200);
    expect(customer.json().customerNumber).toBe(store.customerNumber);
    // Orders are the store's (none of the owner's).
    const storeOrders = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('tenant_id', '=', 3)
      .where('customer_id', '=', claims?.customerId ?? 0)
      .execute();
    const orders = await call(3, answer.access_token, 'order/ajaxList', { limit: 100 });
    expect(orders.statusCode).toBe(200);
    expect((orders.json() as { orderNumber: number }[]).map((o) => o.orderNumber).sort()).toEqual(
      storeOrders.map((o) => o.order_number).sort(),
    );
    // The list of stores stays the owner's.
    expect((await call(3, answer.access_token, 'customer/ajaxGetTotalStoresForCustomer', {})).json()).toEqual({
      count: 12,
    });

    // The old session's refresh token is revoked; the new one refreshes and keeps the store.
    const oldRefresh = await refresh(login.tokens.refresh_token, login.cookie);
    expect(oldRefresh.statusCode).toBe(400);
    const refreshed = await refresh(answer.refresh_token, cookie);
    expect(refreshed.statusCode).toBe(200);
    const again = verifyAccessToken(refreshed.json().access_token, t.config.jwtSecret);
    expect(again?.customerId).toBe(claims?.customerId);

    // Selecting another of the user's stores from the store session works too.
    const other = await call(3, answer.access_token, 'customer/ajaxSelectStore', {
      customerNumber: stores[5]?.customerNumber,
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a customer number that is not one of the user’s stores (403, nothing changes)', async () => {
    const login = await loginAs(t.app, 3, 'stores.3@example.com');
    // business.3 owns a store of its own, which stores.3 must never select.
    const business = await customerIdByNumber(t.db, 3, '10000003');
    const privateCustomer = await userByEmail(t.db, 3, 'private.3@example.com');
    await t.db
      .insertInto('stores')
      .values({
        tenant_id: 3,
        owner_customer_id: business,
        store_customer_id: privateCustomer.customer_id as number,
        store_id: 'S-999',
        name: 'Other owner store',
      })
      .execute();
    const privateNumber = await t.db
      .selectFrom('customers')
      .select('customer_number')
      .where('id', '=', privateCustomer.customer_id as number)
      .executeTakeFirstOrThrow();
    for (const customerNumber of [privateNumber.customer_number, '10000003', '10000005', '99999999']) {
      const res = await call(3, login.tokens.access_token, 'customer/ajaxSelectStore', {
        customerNumber,
        refresh_token: login.tokens.refresh_token,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ operationError: 'forbidden' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The session is untouched: its refresh token still works.
    const refreshed = await refresh(login.tokens.refresh_token, login.cookie);
    expect(refreshed.statusCode).toBe(200);
    // The other owner sees only its own store.
    const owner = await loginAs(t.app, 3, 'business.3@example.com');
    const list = StoreListAnswerSchema.parse(
      (await call(3, owner.tokens.access_token, 'customer/ajaxGetStoresForCustomer', {})).json(),
    );
    expect(list.map((s) => s.storeId)).toEqual(['S-999']);
    // A store of tenant 3 cannot be selected with a tenant 4 session.
    const t4 = await loginAs(t.app, 4, 'business.4@example.com');
    const cross = await call(4, t4.tokens.access_token, 'customer/ajaxSelectStore', {
      customerNumber: privateNumber.customer_number,
    });
    expect(cross.statusCode).toBe(403);
    await t.db.deleteFrom('stores').where('store_id', '=', 'S-999').execute();
  });

  it('validates the customer number', async () => {
    const login = await loginAs(t.app, 3, 'stores.3@example.com');
    const res = await call(3, login.tokens.access_token, 'customer/ajaxSelectStore', { customerNumber: 'abc' });
    expect(res.statusCode).toBe(422);
  });
});
