/**
 * Isolation: no tenant, customer or guest reaches another's orders, addresses, customer data,
 * stores or tokens. The calls come from the server's own route table, so a new call is covered
 * (or the route-table test fails until it gets a sample request).
 */
import { describe, expect, it } from 'vitest';
import { asSent } from '../../src/modules/mail/mail.test-support.ts';
import { getMedia } from '../../src/test/app.ts';
import {
  type Answer,
  call,
  callSample,
  changesBetween,
  cookiesOf,
  expectOnly,
  fingerprint,
  goodsArticle,
  invoiceAddress,
  jsonOf,
  logIn,
  orderAddress,
  orderRequest,
  ownerOf,
  ownerTenant,
  placeOrder,
  rowsOf,
  SAMPLES,
  sampleOf,
  shopForFile,
} from './support.ts';

const { shop: s, routes } = shopForFile();

const customerRoutes = () => routes.filter((r) => r.kind === 'customer');
const aOrderNumbers = () => [s.aOrders.kept, s.aOrders.cancelable];

/** What an answer must not show: A's texts and A's order numbers. */
function expectNothingOfA(res: Answer, what: string): void {
  expect(res.body.includes(s.tag), `${what} shows a text of customer A: ${res.body.slice(0, 300)}`).toBe(false);
  for (const n of aOrderNumbers())
    expect(new RegExp(`"orderNumber":"?${n}\\b`).test(res.body), `${what} shows order ${n} of customer A`).toBe(false);
}

/** A refusal: 401, 403 or 404 with nothing but the error code. */
function expectRefusal(res: Answer, what: string, statuses = [401, 403, 404]): void {
  expect(statuses, `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  const body = jsonOf(res);
  if (what.includes('/api/session/isLoggedIn')) {
    expect(body, what).toEqual({ success: false, admin: false, hasStores: false });
  } else {
    expect(Object.keys(body as object), what).toEqual(['operationError']);
  }
}

describe('the route table', () => {
  it('lists every route of the server, each in the OpenAPI document and with a sample request', () => {
    expect(routes.length).toBeGreaterThan(60);
    const undocumented = routes
      .filter((r) => r.kind !== 'docs' && r.kind !== 'web' && !r.documented)
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
    const withoutSample = routes
      .filter((r) => !['docs', 'web', 'media'].includes(r.kind) && !SAMPLES[`${r.method} ${r.call}`])
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutSample).toEqual([]);
    // Every sample belongs to a route that still exists (no stale entries hide a rename).
    const calls = new Set(routes.map((r) => `${r.method} ${r.call}`));
    expect(Object.keys(SAMPLES).filter((k) => !calls.has(k))).toEqual([]);
    // The calls for signed-in customers the rest of this file attacks.
    expect(customerRoutes().length).toBeGreaterThan(30);
  });
});

describe('a valid token of another tenant', () => {
  it('is refused by every signed-in call, which then shows and changes nothing', async () => {
    const before = await fingerprint(s.db);
    for (const route of customerRoutes()) {
      const sample = sampleOf(route);
      const res = await callSample(s, route, { tenant: ownerTenant(sample), token: s.foreign.token });
      expectRefusal(res, `${route.method} ${route.url} as tenant 5 on tenant ${ownerTenant(sample)}`);
      expectNothingOfA(res, route.url);
    }
    // The other direction: customer A's token on tenant 5 and the store owner's on tenant 4.
    for (const route of customerRoutes()) {
      const res = await callSample(s, route, { tenant: 5, token: s.a.token });
      expectRefusal(res, `${route.method} ${route.url} as tenant 4 on tenant 5`);
      const storeOwner = await callSample(s, route, { tenant: 4, token: s.stores.token });
      expectRefusal(storeOwner, `${route.method} ${route.url} as tenant 3 on tenant 4`);
      expectNothingOfA(storeOwner, route.url);
    }
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'calls with a foreign token changed the database');
  });

  it('logs nobody in with the credentials of another tenant', async () => {
    for (const [tenant, username, password] of [
      [4, 'business.5@example.com', 'Demo-pass-1'],
      [4, '10000005', 'Demo-pass-1'],
      [5, s.a.email, s.a.password],
      [3, s.a.email, s.a.password],
    ] as const) {
      const res = await call(s.app, '/api/login', { tenant, body: { username, password } });
      expect(res.statusCode, `${username} on tenant ${tenant}`).toBe(401);
      expect(res.json()).toEqual({ operationError: 'login_failed' });
      expect(cookiesOf(res)).toEqual([]);
    }
  });

  it('cannot log out, refresh or reset the password of a session of another tenant', async () => {
    const session = await logIn(s.t, 5, 'business.5@example.com');
    const before = await fingerprint(s.db);
    // Logging out on tenant 4 with a refresh token of tenant 5 revokes nothing.
    const out = await call(s.app, '/api/logout', { tenant: 4, body: { refresh_token: session.refresh } });
    expect(out.statusCode).toBe(200);
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'logout on another tenant');
    // So the session still refreshes, for its own tenant only.
    const refreshed = await call(s.app, '/oauth/access_token', {
      tenant: null,
      cookie: session.cookie,
      body: { grant_type: 'refresh_token', refresh_token: session.refresh },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const tokens = refreshed.json() as { access_token: string; tenant_id: number };
    expect(tokens.tenant_id).toBe(5);
    const onFour = await call(s.app, '/api/customer/ajaxGetCustomer', { tenant: 4, token: tokens.access_token });
    expectRefusal(onFour, 'a refreshed tenant-5 token on tenant 4');

    // A reset link of tenant 5 does nothing on tenant 4 (and stays usable on tenant 5).
    const forgot = await call(s.app, '/api/guest/register/forgotPassword', {
      tenant: 5,
      query: { username: 'business.5@example.com', serverName: 'x' },
    });
    expect(forgot.statusCode).toBe(200);
    const stored = await s.db
      .selectFrom('mail_outbox')
      .select(['body_text', 'body_html', 'sealed_body'])
      .where('tenant_id', '=', 5)
      .where('kind', '=', 'PASSWORD_RESET')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const mail = asSent(stored, s.t.config.jwtSecret);
    const token = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1] ?? '';
    expect(token).not.toBe('');
    const hashBefore = await s.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const reset = await call(s.app, '/api/guest/register/resetPassword', {
      tenant: 4,
      query: { t: token, serverName: 'x' },
      body: { password: 'Taken-over-1', password2: 'Taken-over-1' },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.body).not.toContain('business.5');
    const hashAfter = await s.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(hashAfter.password_hash).toBe(hashBefore.password_hash);
    const login = await call(s.app, '/api/login', {
      tenant: 4,
      body: { username: 'business.5@example.com', password: 'Taken-over-1' },
    });
    expect(login.statusCode).toBe(401);

    // Forgot password on tenant 4 for a user of tenant 5 mails nobody.
    const mailsBefore = await fingerprint(s.db);
    const other = await call(s.app, '/api/guest/register/forgotPassword', {
      tenant: 4,
      query: { username: 'business.5@example.com', serverName: 'x' },
    });
    expect(other.statusCode).toBe(200);
    expectOnly(
      changesBetween(mailsBefore, await fingerprint(s.db)),
      {},
      'forgot password for a user of another tenant',
    );
  });

  it('finds no product, article or image of another tenant', async () => {
    const guest = (path: string, body: unknown) => call(s.app, `/api/guest/${path}`, { tenant: 4, body });
    expect((await guest('articleContainer/ajaxGet', { id: s.foreignProduct })).json()).toEqual({
      id: s.foreignProduct,
      nonExistant: true,
    });
    for (const path of [
      'articleContainer/ajaxGetArticlesForArticleContainer',
      'articleContainer/ajaxGetImagesForArticleContainer',
      'articleContainer/ajaxGetRelatedForArticleContainer',
    ]) {
      const res = await guest(path, { id: s.foreignProduct });
      expect(res.statusCode).toBe(200);
      expect(res.json(), path).toEqual([]);
    }
    const order = await guest('order/ajaxCreateNew', orderRequest(s.foreignArticle));
    expect(order.statusCode).toBe(422);
    expect(order.json()).toEqual({ fieldErrors: [{ field: 'articles.0.articleNumber', message: 'unknown_article' }] });
    const image = await s.db
      .selectFrom('images')
      .select('file_name')
      .where('tenant_id', '=', 5)
      .where('container_id', '=', s.foreignProduct)
      .executeTakeFirstOrThrow();
    const media = await getMedia(s.app, image.file_name, 't4.localhost');
    expect(media.statusCode).toBe(404);
  });
});

describe("another customer's ids on the same tenant", () => {
  it("give every signed-in call nothing of the other customer's, and leave its data as it was", async () => {
    const aBefore = await rowsOf(s.db, [s.a.customerId]);
    const storesBefore = await rowsOf(s.db, [s.stores.customerId]);
    for (const route of customerRoutes()) {
      const sample = sampleOf(route);
      const caller = sample.owner === 'stores' ? s.other3 : s.b;
      const res = await callSample(s, route, { tenant: ownerTenant(sample), token: caller.token });
      const what = `${route.method} ${route.url} as another customer`;
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
      expectNothingOfA(res, what);
      const body = sample.body?.(s) as Record<string, unknown> | undefined;
      if (body && ('orderNumber' in body || 'customerNumber' in body)) expectRefusal(res, what, [403, 404]);
      if (sample.owner === 'stores') {
        for (const n of s.storeNumbers) expect(res.body.includes(n), `${what} shows store ${n}`).toBe(false);
      }
    }
    expect(await rowsOf(s.db, [s.a.customerId])).toBe(aBefore);
    expect(await rowsOf(s.db, [s.stores.customerId])).toBe(storesBefore);
  });

  it("cannot read, cancel, mail or find another customer's orders", async () => {
    const asB = (path: string, body: unknown) =>
      call(s.app, `/api/order/${path}`, { tenant: 4, token: s.b.token, body });
    const mailsBefore = await fingerprint(s.db);
    for (const n of aOrderNumbers()) {
      for (const path of ['ajaxGetOrder', 'ajaxGetOrderItemsForOrderEstore', 'ajaxCancel']) {
        expectRefusal(await asB(path, { orderNumber: n }), `${path} ${n}`, [404]);
      }
      expectRefusal(
        await asB('ajaxSendConfirmationEmail', { orderNumber: n, email: 'thief@example.com' }),
        'mail',
        [404],
      );
      // A guest token in the body does not help a signed-in caller either.
      const withGuestToken = await asB('ajaxGetOrder', { orderNumber: n, accessToken: s.guests.first.accessToken });
      expectRefusal(withGuestToken, 'with a guest token', [404]);
    }
    expectOnly(changesBetween(mailsBefore, await fingerprint(s.db)), {}, "another customer's order calls");
    const order = await s.db
      .selectFrom('orders')
      .select('canceled')
      .where('tenant_id', '=', 4)
      .where('order_number', '=', s.aOrders.cancelable)
      .executeTakeFirstOrThrow();
    expect(order.canceled).toBe(false);

    const bOrders = new Set(
      (await s.db.selectFrom('orders').select('order_number').where('customer_id', '=', s.b.customerId).execute()).map(
        (o) => o.order_number,
      ),
    );
    expect(bOrders.has(s.bOrder)).toBe(true);
    for (const pattern of [s.tag, String(s.aOrders.kept), s.product.articleNumber, 'Alpha']) {
      const list = await asB('ajaxList', { pattern, limit: 100, offset: 0 });
      expect(list.statusCode).toBe(200);
      expectNothingOfA(list, `order/ajaxList '${pattern}'`);
      const total = (await asB('ajaxTotal', { pattern })).json() as { count: number };
      const own = (list.json() as { orderNumber: number }[]).map((o) => o.orderNumber);
      expect(
        own.every((n) => bOrders.has(n)),
        `B's list: ${own.join(',')}`,
      ).toBe(true);
      expect(total.count).toBe(own.length);
    }
    // The owner does see them.
    const mine = await call(s.app, '/api/order/ajaxGetOrder', {
      tenant: 4,
      token: s.a.token,
      body: { orderNumber: s.aOrders.kept },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(s.tag);
  });

  it("neither reads nor changes another customer's addresses, e-mail or settings", async () => {
    const aBefore = await rowsOf(s.db, [s.a.customerId]);
    const asB = (path: string, body: unknown = {}) =>
      call(s.app, `/api/${path}`, { tenant: 4, token: s.b.token, body });
    const customer = await asB('customer/ajaxGetCustomer');
    expect(customer.statusCode).toBe(200);
    expectNothingOfA(customer, 'customer/ajaxGetCustomer');
    expect((customer.json() as { customerNumber: string }).customerNumber).toBe(s.b.customerNumber);
    expectNothingOfA(await asB('user/ajaxGetEmail'), 'user/ajaxGetEmail');
    for (const addressType of ['DELIVERY', 'INVOICE'] as const) {
      const res = await asB('postalAddress/ajaxChangeAddress', {
        addressType,
        addressData:
          addressType === 'DELIVERY'
            ? {
                recipient: 'Bravo',
                streetName: 'Vasagatan',
                streetNumber: '1',
                streetLetter: null,
                zipCode: '11122',
                city: 'Stockholm',
                country: 'Sverige',
              }
            : {
                ...invoiceAddress({ recipient: 'Bravo' }),
                invoiceReference: null,
                emailInvoiceAddress: null,
                gln: null,
                electronicInvoiceSystemAddress: null,
                electronicOperator: null,
                streetNumber: null,
                streetLetter: null,
              },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const taken = await asB('user/ajaxChangeEmail', { newEmail: s.a.email });
    expect(taken.statusCode).toBe(422);
    expectNothingOfA(taken, 'change e-mail to a taken one');
    const password = await asB('user/ajaxChangePassword', {
      currentPassword: s.a.password,
      newPassword: 'Other-pass-77',
    });
    expect(password.statusCode).toBe(422);
    expect(await rowsOf(s.db, [s.a.customerId])).toBe(aBefore);
    const own = await call(s.app, '/api/customer/ajaxGetCustomer', { tenant: 4, token: s.a.token });
    expect((own.json() as { deliveryAddress: { recipient: string } }).deliveryAddress.recipient).toBe(
      `Alpha recipient ${s.tag}`,
    );
  });

  it("cannot replay another customer's Idempotency-Key to get its order", async () => {
    const key = `isolation-${s.tag}`;
    const body = orderRequest(s.product.articleNumber);
    const first = await call(s.app, '/api/order/ajaxCreateNew', {
      tenant: 4,
      token: s.a.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.statusCode).toBe(200);
    const number = (first.json() as { orderNumber: number }).orderNumber;
    for (const [token, tenant] of [
      [s.b.token, 4],
      [undefined, 4],
      [s.foreign.token, 5],
    ] as const) {
      const url = token ? '/api/order/ajaxCreateNew' : '/api/guest/order/ajaxCreateNew';
      const replay = await call(s.app, url, {
        tenant,
        ...(token ? { token } : {}),
        body,
        headers: { 'idempotency-key': key },
      });
      expect(
        replay.body.includes(String(number)),
        `replay as ${token ? 'another customer' : 'a guest'}: ${replay.body}`,
      ).toBe(false);
      if (tenant === 4) expect(replay.json()).toEqual({ operationError: 'idempotency_key_reused' });
    }
  });

  it("cannot use another customer's refresh token, even with a binding cookie of its own", async () => {
    const victim = await logIn(s.t, 4, s.a.email, s.a.password);
    for (const cookie of [s.b.cookie, '', `${victim.cookie}x`]) {
      const res = await call(s.app, '/oauth/access_token', {
        tenant: null,
        ...(cookie ? { cookie } : {}),
        body: { grant_type: 'refresh_token', refresh_token: victim.refresh },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ operationError: 'invalid_grant' });
    }
  });

  it("selects no store of another customer, and a store's session sees no other store's orders", async () => {
    const other3Before = await rowsOf(s.db, [s.other3.customerId]);
    const storesBefore = await rowsOf(s.db, [s.stores.customerId]);
    const select = (token: string, tenant: number, customerNumber: string) =>
      call(s.app, '/api/customer/ajaxSelectStore', { tenant, token, body: { customerNumber } });
    for (const n of s.storeNumbers)
      expectRefusal(await select(s.other3.token, 3, n), `store ${n} by another customer`, [403]);
    expectRefusal(await select(s.stores.token, 3, s.other3.customerNumber), 'another customer as a store', [403]);
    expectRefusal(await select(s.stores.token, 3, s.a.customerNumber), 'a customer of tenant 4 as a store', [403]);
    expect(await rowsOf(s.db, [s.other3.customerId])).toBe(other3Before);
    expect(await rowsOf(s.db, [s.stores.customerId])).toBe(storesBefore);
    const list = await call(s.app, '/api/customer/ajaxGetStoresForCustomer', {
      tenant: 3,
      token: s.other3.token,
      body: {},
    });
    expect(list.json()).toEqual([]);

    // Two stores of one owner: each store's session sees only that store's orders.
    const [first, second] = s.storeNumbers;
    const sessionOf = async (customerNumber: string | undefined) => {
      const res = await select(s.stores.token, 3, customerNumber ?? '');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { access_token: string }).access_token;
    };
    const one = await sessionOf(first);
    const two = await sessionOf(second);
    const article = await goodsArticle(s.db, 3);
    const address = orderAddress();
    const n = await placeOrder(
      s.app,
      { ...s.stores, token: one },
      orderRequest(article.articleNumber, { deliveryAddress: address, postalAddress: address }),
    );
    const read = (token: string) =>
      call(s.app, '/api/order/ajaxGetOrder', { tenant: 3, token, body: { orderNumber: n } });
    expect((await read(one)).statusCode).toBe(200);
    expectRefusal(await read(two), "another store's order", [404]);
    const listTwo = await call(s.app, '/api/order/ajaxList', { tenant: 3, token: two, body: { limit: 100 } });
    expect((listTwo.json() as { orderNumber: number }[]).map((o) => o.orderNumber)).not.toContain(n);
  });
});

describe("a guest order's access token", () => {
  const guestCall = (path: string, tenant: number, body: unknown, cookie?: string, token?: string) =>
    call(s.app, `/api/guest/order/${path}`, {
      tenant,
      body,
      ...(cookie ? { cookie } : {}),
      ...(token ? { token } : {}),
    });

  it('opens its own order', async () => {
    const { first } = s.guests;
    const byCookie = await guestCall(
      'ajaxGetOrder',
      4,
      { orderNumber: first.orderNumber },
      `shop_order_${first.orderNumber}=${first.accessToken}`,
    );
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.body).toContain('first guest order');
    const byBody = await guestCall('ajaxGetOrder', 4, {
      orderNumber: first.orderNumber,
      accessToken: first.accessToken,
    });
    expect(byBody.statusCode).toBe(200);
  });

  it('opens no other order, on this tenant or another, and mails nothing', async () => {
    const { first, second, t6 } = s.guests;
    const before = await fingerprint(s.db);
    const attempts: { tenant: number; orderNumber: number; cookie?: string; accessToken?: string; token?: string }[] = [
      // The cookie of one order, sent under the other order's name or its own.
      { tenant: 4, orderNumber: second.orderNumber, cookie: `shop_order_${second.orderNumber}=${first.accessToken}` },
      { tenant: 4, orderNumber: second.orderNumber, cookie: `shop_order_${first.orderNumber}=${first.accessToken}` },
      { tenant: 4, orderNumber: second.orderNumber, accessToken: first.accessToken },
      { tenant: 4, orderNumber: second.orderNumber },
      // A customer's order through the guest path.
      { tenant: 4, orderNumber: s.aOrders.kept },
      { tenant: 4, orderNumber: s.aOrders.kept, accessToken: first.accessToken },
      // A bearer token, of the order's customer's tenant or another, does not open the guest path.
      { tenant: 4, orderNumber: s.aOrders.kept, token: s.foreign.token },
      { tenant: 4, orderNumber: s.aOrders.kept, token: s.b.token },
      // The right token on another tenant, and another tenant's token here.
      { tenant: 6, orderNumber: first.orderNumber, accessToken: first.accessToken },
      { tenant: 6, orderNumber: first.orderNumber, cookie: `shop_order_${first.orderNumber}=${first.accessToken}` },
      { tenant: 4, orderNumber: t6.orderNumber, accessToken: t6.accessToken },
      { tenant: 4, orderNumber: first.orderNumber, accessToken: t6.accessToken },
      // Tokens that are almost right.
      { tenant: 4, orderNumber: first.orderNumber, accessToken: first.accessToken.slice(0, -1) },
      { tenant: 4, orderNumber: first.orderNumber, accessToken: '' },
      { tenant: 4, orderNumber: first.orderNumber, accessToken: first.accessToken.toUpperCase() },
    ];
    for (const { tenant, orderNumber, cookie, accessToken, token } of attempts) {
      const body = { orderNumber, ...(accessToken !== undefined ? { accessToken } : {}) };
      for (const path of ['ajaxGetOrder', 'ajaxGetOrderItemsForOrderEstore', 'ajaxSendConfirmationEmail']) {
        const res = await guestCall(
          path,
          tenant,
          path.startsWith('ajaxSend') ? { ...body, email: 'thief@example.com' } : body,
          cookie,
          token,
        );
        const what = `${path} of ${orderNumber} on tenant ${tenant} with ${cookie ?? accessToken ?? 'nothing'}`;
        expectRefusal(res, what, [404]);
        expectNothingOfA(res, what);
        expect(res.body).not.toContain('guest order');
      }
    }
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'guest order calls with wrong tokens');
  });

  it('is no key to the signed-in calls', async () => {
    const { first } = s.guests;
    const res = await call(s.app, '/api/order/ajaxGetOrder', {
      tenant: 4,
      token: s.b.token,
      body: { orderNumber: first.orderNumber, accessToken: first.accessToken },
      cookie: `shop_order_${first.orderNumber}=${first.accessToken}`,
    });
    expectRefusal(res, 'a guest order with its token as a signed-in customer', [404]);
    const bearer = await call(s.app, '/api/order/ajaxGetOrder', {
      tenant: 4,
      token: first.accessToken,
      body: { orderNumber: first.orderNumber },
    });
    expectRefusal(bearer, 'a guest token as a bearer token', [401]);
  });
});

describe('the owners themselves', () => {
  // Last in the file: these calls change the owners' data (cancel, new e-mail, new password...).
  it('are answered by every signed-in call with its sample request', async () => {
    const refused: string[] = [];
    for (const route of customerRoutes()) {
      const sample = sampleOf(route);
      const owner = ownerOf(s, sample);
      const res = await callSample(s, route, { tenant: ownerTenant(sample), token: owner.token });
      if (res.statusCode >= 300)
        refused.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });
});
