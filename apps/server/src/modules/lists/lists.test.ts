import { SavedListSchema, SavedListsAnswerSchema, StoreListAnswerSchema } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { userByEmail } from '../../test/db.ts';
import { activeGoods } from '../../test/orders.ts';

/** Order lists (issue 26 item 2): per customer, per selected store, per tenant. */
const t = testAppForFile();
let business4: string;
let private4: string;
let business5: string;
beforeAll(async () => {
  business4 = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
  private4 = (await loginAs(t.app, 4, 'private.4@example.com')).tokens.access_token;
  business5 = (await loginAs(t.app, 5, 'business.5@example.com')).tokens.access_token;
});

const call = (tenant: number, token: string | null, action: string, payload: unknown = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orderList/${action}?tenant=${tenant}`,
    payload: payload as object,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

const goods = (tenant: number, n: number) => activeGoods(t.db, tenant, n);

describe('order lists', () => {
  it('are made from lines, read, renamed, edited and deleted by their customer', async () => {
    const [a, b, c] = await goods(4, 3);
    if (!a || !b || !c) throw new Error('articles missing');
    const created = await call(4, business4, 'ajaxCreate', {
      name: 'Weekly seals',
      lines: [
        { articleId: a.id, amount: 5 },
        { articleId: b.id, amount: 2 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = SavedListSchema.parse(created.json());
    expect(list.lines.map((l) => [l.article.articleNumber, l.amount, l.sold])).toEqual([
      [a.article_number, 5, true],
      [b.article_number, 2, true],
    ]);
    expect(SavedListsAnswerSchema.parse((await call(4, business4, 'ajaxList')).json())).toEqual([
      expect.objectContaining({ id: list.id, name: 'Weekly seals', lines: 2 }),
    ]);

    const updated = SavedListSchema.parse(
      (
        await call(4, business4, 'ajaxUpdate', {
          id: list.id,
          name: 'Seals every Monday',
          lines: [
            { articleId: c.id, amount: 1 },
            { articleId: a.id, amount: 9 },
          ],
        })
      ).json(),
    );
    expect(updated.name).toBe('Seals every Monday');
    expect(updated.lines.map((l) => [l.article.id, l.amount])).toEqual([
      [c.id, 1],
      [a.id, 9],
    ]);
    // An article no longer sold stays on the list, marked.
    await t.db.updateTable('articles').set({ active: false }).where('id', '=', c.id).execute();
    const read = SavedListSchema.parse((await call(4, business4, 'ajaxGet', { id: list.id })).json());
    expect(read.lines.map((l) => l.sold)).toEqual([false, true]);
    await t.db.updateTable('articles').set({ active: true }).where('id', '=', c.id).execute();

    expect((await call(4, business4, 'ajaxDelete', { id: list.id })).json()).toEqual({ deleted: true });
    expect((await call(4, business4, 'ajaxGet', { id: list.id })).statusCode).toBe(404);
  });

  it('is made from an earlier order of the customer’s, not from another’s', async () => {
    const order = await t.db
      .selectFrom('orders')
      .innerJoin('users', 'users.customer_id', 'orders.customer_id')
      .select(['orders.order_number', 'orders.id'])
      .where('users.email', '=', 'business.4@example.com')
      .orderBy('orders.id')
      .executeTakeFirstOrThrow();
    const res = await call(4, business4, 'ajaxCreate', { name: 'Again', orderNumber: order.order_number });
    expect(res.statusCode, res.body).toBe(200);
    const list = SavedListSchema.parse(res.json());
    expect(list.lines.length).toBeGreaterThan(0);
    const foreign = await call(4, private4, 'ajaxCreate', { name: 'Not mine', orderNumber: order.order_number });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ fieldErrors: [{ field: 'orderNumber', message: 'not_found' }] });
  });

  it('are invisible to other customers and other tenants (404), and refuse other shops’ articles', async () => {
    const [a] = await goods(4, 1);
    const [other] = await goods(5, 1);
    const list = SavedListSchema.parse(
      (await call(4, business4, 'ajaxCreate', { name: 'Mine', lines: [{ articleId: a?.id, amount: 1 }] })).json(),
    );
    const before = (await call(4, business4, 'ajaxGet', { id: list.id })).json();
    const tries = [
      await call(4, private4, 'ajaxGet', { id: list.id }),
      await call(4, private4, 'ajaxUpdate', { id: list.id, name: 'Taken' }),
      await call(4, private4, 'ajaxDelete', { id: list.id }),
      await call(5, business5, 'ajaxGet', { id: list.id }),
      await call(5, business5, 'ajaxDelete', { id: list.id }),
    ];
    for (const res of tries) expect(res.statusCode).toBe(404);
    expect(SavedListsAnswerSchema.parse((await call(4, private4, 'ajaxList')).json())).toEqual([]);
    expect((await call(4, null, 'ajaxList')).statusCode).toBe(401);
    const theirs = await call(4, business4, 'ajaxUpdate', {
      id: list.id,
      lines: [{ articleId: other?.id, amount: 1 }],
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json()).toEqual({ fieldErrors: [{ field: 'lines.0.articleId', message: 'not_found' }] });
    expect((await call(4, business4, 'ajaxGet', { id: list.id })).json()).toEqual(before);
    for (const bad of [
      { name: '', lines: [] },
      { name: 'x'.repeat(81), lines: [] },
      {
        name: 'Twice',
        lines: [
          { articleId: a?.id, amount: 1 },
          { articleId: a?.id, amount: 2 },
        ],
      },
      { name: 'Too many', lines: [{ articleId: a?.id, amount: 10_000 }] },
    ]) {
      expect((await call(4, business4, 'ajaxCreate', bad)).statusCode).toBe(422);
    }
  });

  it('on the internal shop belong to the selected store: another user of the store sees them, another store does not', async () => {
    const login = await loginAs(t.app, 3, 'stores.3@example.com');
    const stores = StoreListAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/customer/ajaxGetStoresForCustomer?tenant=3',
          headers: { authorization: `Bearer ${login.tokens.access_token}` },
          payload: {},
        })
      ).json(),
    );
    const select = async (token: string, refresh: string, customerNumber: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/ajaxSelectStore?tenant=3',
        headers: { authorization: `Bearer ${token}` },
        payload: { customerNumber, refresh_token: refresh },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { access_token: string }).access_token;
    };
    const [first, second] = stores;
    if (!first || !second) throw new Error('stores missing');
    const storeA = await select(login.tokens.access_token, login.tokens.refresh_token, first.customerNumber);
    const [a] = await goods(3, 1);
    const list = SavedListSchema.parse(
      (
        await call(3, storeA, 'ajaxCreate', { name: 'Store A weekly', lines: [{ articleId: a?.id, amount: 3 }] })
      ).json(),
    );

    // A second user of the same stores (another login of the owner's customer) selects store A and sees the list.
    const owner = await t.db
      .selectFrom('users')
      .select(['customer_id', 'password_hash'])
      .where('tenant_id', '=', 3)
      .where('email', '=', 'stores.3@example.com')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({
        tenant_id: 3,
        customer_id: owner.customer_id,
        email: 'stores.3.second@example.com',
        password_hash: owner.password_hash,
        roles: ['CUSTOMER'],
      })
      .execute();
    const colleague = await loginAs(t.app, 3, 'stores.3.second@example.com');
    const colleagueA = await select(
      colleague.tokens.access_token,
      colleague.tokens.refresh_token,
      first.customerNumber,
    );
    expect(SavedListsAnswerSchema.parse((await call(3, colleagueA, 'ajaxList')).json()).map((l) => l.id)).toEqual([
      list.id,
    ]);
    expect(SavedListSchema.parse((await call(3, colleagueA, 'ajaxGet', { id: list.id })).json()).lines).toHaveLength(1);

    // Store B's session sees none of store A's lists.
    const again = await loginAs(t.app, 3, 'stores.3.second@example.com');
    const storeB = await select(again.tokens.access_token, again.tokens.refresh_token, second.customerNumber);
    expect(SavedListsAnswerSchema.parse((await call(3, storeB, 'ajaxList')).json())).toEqual([]);
    expect((await call(3, storeB, 'ajaxGet', { id: list.id })).statusCode).toBe(404);
  });
});

describe('the limit of lists', () => {
  it('holds when new lists are sent at once: of three past the 99th, one is made, two are refused', async () => {
    const customer = await userByEmail(t.db, 5, 'business.5@example.com');
    await t.db
      .insertInto('order_lists')
      .values(
        Array.from({ length: 99 }, (_, i) => ({
          tenant_id: 5,
          customer_id: customer.customer_id as number,
          name: `L${i}`,
        })),
      )
      .execute();
    const answers = await Promise.all(
      [1, 2, 3].map((n) => call(5, business5, 'ajaxCreate', { name: `At once ${n}`, lines: [] })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ operationError: 'too_many_lists' });
    }
    expect(SavedListsAnswerSchema.parse((await call(5, business5, 'ajaxList')).json())).toHaveLength(100);
  });
});
