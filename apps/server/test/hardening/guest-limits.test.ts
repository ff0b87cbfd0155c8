import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRendered } from '../../src/modules/mail/mail.test-support.ts';
import { createTestApp, loginAs, type TestApp } from '../../src/test/app.ts';
import { countRows } from '../../src/test/db.ts';
import { type Answer, call, cookiesOf, freshAddress, goodsArticle, orderAddress, orderRequest } from './support.ts';

/**
 * Issue 20, item 4: guest checkout is no mail cannon. Guest orders are limited per client
 * address and per recipient address, confirmation copies (order/ajaxSendConfirmationEmail) per
 * client address and per recipient, each counted atomically before anything is written; over a
 * limit the answer is 429 and nothing is written. Item 14 (part): an Idempotency-Key is its
 * caller's: another guest replaying it learns nothing of the first answer.
 */
const LIMITS = {
  ordersPerAddress: 5,
  ordersPerRecipient: 3,
  copiesPerAddress: 4,
  copiesPerRecipient: 2,
  windowS: 3600,
};

let t: TestApp;
let article: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp({ guestLimits: LIMITS });
  article = (await goodsArticle(t.db, 4)).articleNumber;
  customerToken = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
});
afterAll(() => t.close());

/** Orders, outbox rows and idempotency keys of the database. */
async function counts() {
  const n = (table: 'orders' | 'mail_outbox' | 'idempotency_keys') => countRows(t.db, table);
  return { orders: await n('orders'), mails: await n('mail_outbox'), keys: await n('idempotency_keys') };
}

const guestOrder = (o: { email: string; address: string; key?: string; cookie?: string; over?: object }) =>
  call(t.app, '/api/guest/order/ajaxCreateNew', {
    tenant: 4,
    remoteAddress: o.address,
    body: orderRequest(article, {
      deliveryAddress: orderAddress({ contactNotificationInformation: o.email }),
      ...o.over,
    }),
    ...(o.key ? { headers: { 'idempotency-key': o.key } } : {}),
    ...(o.cookie ? { cookie: o.cookie } : {}),
  });

const statuses = (answers: Answer[]) => answers.map((a) => a.statusCode);
const tag = () => Math.random().toString(36).slice(2, 10);

describe('guest orders are limited per client address and per recipient', () => {
  it('30 guest orders at once from one address to 30 victims: at most the limit go through, the rest 429 and write nothing', async () => {
    const before = await counts();
    const address = freshAddress();
    const run = tag();
    // The barrier: every request is started in the same tick, then awaited together.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        guestOrder({ email: `victim${i}.${run}@example.org`, address, key: `cannon-${run}-${i}` }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBeLessThanOrEqual(LIMITS.ordersPerAddress);
    expect(ok).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(429);
      expect(a.json()).toEqual({ operationError: 'too_many_attempts' });
    }
    const after = await counts();
    expect(after.orders - before.orders).toBe(ok);
    expect(after.keys - before.keys).toBe(ok);
    const victimMails = await t.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', 'like', `%.${run}@example.org`)
      .execute();
    expect(victimMails).toHaveLength(ok);
    // Tenant 4 also sends its internal copy of each order: two rows per order, none for a refusal.
    expect(after.mails - before.mails).toBe(ok * 2);
  });

  it('10 orders at once to one victim from 10 addresses: at most the per-recipient limit', async () => {
    const before = await counts();
    const victim = `Victim.${tag()}@Example.org`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        // The same victim spelt in other cases counts as the same recipient.
        guestOrder({ email: i % 2 ? victim.toLowerCase() : victim, address: freshAddress() }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBeLessThanOrEqual(LIMITS.ordersPerRecipient);
    expect(ok).toBeGreaterThan(0);
    expect(statuses(answers).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    const after = await counts();
    expect(after.orders - before.orders).toBe(ok);
    expect(after.mails - before.mails).toBe(ok * 2);
  });

  it('a refused order and an idempotent replay do not use up the allowance', async () => {
    const address = freshAddress();
    const run = tag();
    // Invalid orders (no delivery address): 422 (or 429 while the others at once hold the
    // allowance), and each counted back.
    const bad = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        guestOrder({ email: `bad${i}.${run}@example.org`, address, over: { deliveryAddress: null } }),
      ),
    );
    expect(statuses(bad)).toContain(422);
    expect(statuses(bad).filter((s) => s !== 422 && s !== 429)).toEqual([]);
    // One order replayed ten times with its key: one order, one count.
    const key = `replay-${run}`;
    const first = await guestOrder({ email: `r.${run}@example.org`, address, key });
    expect(first.statusCode).toBe(200);
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => guestOrder({ email: `r.${run}@example.org`, address, key })),
    );
    for (const r of replays) expect(r.json()).toEqual(first.json());
    // The rest of the allowance is there, and then it is spent.
    for (let i = 1; i < LIMITS.ordersPerAddress; i++)
      expect((await guestOrder({ email: `ok${i}.${run}@example.org`, address })).statusCode).toBe(200);
    expect((await guestOrder({ email: `over.${run}@example.org`, address })).statusCode).toBe(429);
  });

  it('signed-in customers are not limited as guests', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: LIMITS.ordersPerAddress + 3 }, () =>
        call(t.app, '/api/order/ajaxCreateNew', {
          tenant: 4,
          token: customerToken,
          remoteAddress: address,
          body: orderRequest(article),
        }),
      ),
    );
    expect(new Set(statuses(answers))).toEqual(new Set([200]));
  });

  it('attacker-written text in the recipient name is escaped in the mail', async () => {
    const evil = '<a href="https://evil.example/x">Win</a>';
    const res = await guestOrder({
      email: `named.${tag()}@example.org`,
      address: freshAddress(),
      over: { deliveryAddress: orderAddress({ recipient: evil.slice(0, 50), contactPerson: '<img src=x>' }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderNumber } = res.json() as { orderNumber: number };
    const mails = await asRendered(
      t.db,
      await t.db
        .selectFrom('mail_outbox as m')
        .innerJoin('orders as o', 'o.id', 'm.order_id')
        .selectAll('m')
        .where('o.order_number', '=', orderNumber)
        .where('o.tenant_id', '=', 4)
        .execute(),
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      expect(m.body_html).not.toContain('<a href="https://evil');
      expect(m.body_html).not.toContain('<img src=x>');
      expect(m.body_html).toContain('&lt;img src=x&gt;');
    }
  });
});

describe('confirmation copies are limited per client address and per recipient', () => {
  /** Orders of the signed-in customer: copies by anyone count. */
  async function orders(n: number): Promise<number[]> {
    const numbers: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await call(t.app, '/api/order/ajaxCreateNew', {
        tenant: 4,
        token: customerToken,
        body: orderRequest(article),
      });
      numbers.push((res.json() as { orderNumber: number }).orderNumber);
    }
    return numbers;
  }
  const copy = (orderNumber: number, email: string, address: string) =>
    call(t.app, '/api/order/ajaxSendConfirmationEmail', {
      tenant: 4,
      token: customerToken,
      remoteAddress: address,
      body: { orderNumber, email },
    });

  it('copies to one victim at once from many addresses: at most the per-recipient limit', async () => {
    const numbers = await orders(8);
    const victim = `copy.${tag()}@example.org`;
    const before = await counts();
    const answers = await Promise.all(numbers.map((n) => copy(n, victim, freshAddress())));
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBe(LIMITS.copiesPerRecipient);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(429);
      expect(a.json()).toEqual({ operationError: 'too_many_attempts' });
    }
    expect((await counts()).mails - before.mails).toBe(ok);
  });

  it('copies at once from one address to many recipients: at most the per-address limit; a repeat is free', async () => {
    const numbers = await orders(3);
    const address = freshAddress();
    const run = tag();
    const before = await counts();
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => copy(numbers[i % 3] as number, `c${i}.${run}@example.org`, address)),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(ok).toBeLessThanOrEqual(LIMITS.copiesPerAddress);
    expect(ok).toBeGreaterThan(0);
    expect(statuses(answers).filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect((await counts()).mails - before.mails).toBe(ok);
  });
});

describe('an Idempotency-Key is its caller’s (item 14)', () => {
  /** A guest browser: its `shop_guest` cookie, as the checkout gets it when it opens. */
  async function browser(address: string): Promise<string> {
    const res = await call(t.app, '/api/guest/order/ajaxGetAdministrativeFee', { tenant: 4, remoteAddress: address });
    const cookie = cookiesOf(res).find((c) => c.startsWith('shop_guest='));
    expect(cookie).toBeDefined();
    return cookie as string;
  }
  const hasOrderCookie = (res: Answer) => cookiesOf(res).some((c) => c.startsWith('shop_order_'));

  it('another guest replaying the key and body gets no order and no token; the same browser gets its answer', async () => {
    const [addressA, addressB] = [freshAddress(), freshAddress()];
    const [a, b] = [await browser(addressA), await browser(addressB)];
    const email = `idem.${tag()}@example.org`;
    const key = `shared-key-${tag()}`;
    const first = await guestOrder({ email, address: addressA, key, cookie: a });
    expect(first.statusCode).toBe(200);
    const { accessToken } = first.json() as { accessToken: string };
    expect(accessToken).toBeTruthy();
    const before = await counts();

    // One after the other: at once, they would also meet the per-recipient limit (429).
    const attempts: Answer[] = [];
    attempts.push(await guestOrder({ email, address: addressB, key, cookie: b })); // another browser
    attempts.push(await guestOrder({ email, address: addressB, key })); // no cookie, another address
    attempts.push(await guestOrder({ email, address: addressA, key })); // no cookie, even from A's address
    attempts.push(
      await call(t.app, '/api/order/ajaxCreateNew', {
        tenant: 4,
        token: customerToken,
        headers: { 'idempotency-key': key },
        body: orderRequest(article, { deliveryAddress: orderAddress({ contactNotificationInformation: email }) }),
      }),
    );
    for (const res of attempts) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ operationError: 'idempotency_key_reused' });
      expect(res.body).not.toContain(accessToken);
      expect(hasOrderCookie(res)).toBe(false);
    }
    expect(await counts()).toEqual(before);

    // The browser that placed it retries (its answer was lost): the same answer and cookie.
    const retry = await guestOrder({ email, address: addressA, key, cookie: a });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(hasOrderCookie(retry)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('a guest without the cookie (a first order, a script) keeps its key at its address', async () => {
    const [here, there] = [freshAddress(), freshAddress()];
    const email = `nocookie.${tag()}@example.org`;
    const key = `address-key-${tag()}`;
    const first = await guestOrder({ email, address: here, key });
    expect(first.statusCode).toBe(200);
    // The answer gives the browser its cookie for next time.
    expect(cookiesOf(first).some((c) => c.startsWith('shop_guest='))).toBe(true);
    const retry = await guestOrder({ email, address: here, key });
    expect(retry.json()).toEqual(first.json());
    const elsewhere = await guestOrder({ email, address: there, key });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.body).not.toContain((first.json() as { accessToken: string }).accessToken);
  });
});
