import { MAX_LINE_AMOUNT, MAX_MONEY_MINOR } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../src/test/app.ts';
import { countRows } from '../../src/test/db.ts';
import { orderableGoodsOf } from '../../src/test/orders.ts';
import { call, orderRequest } from './support.ts';

/**
 * Issue 20, item 6: a large order is refused with a field error (422), never a database error
 * (500). A line's amount is at most MAX_LINE_AMOUNT (the contract, shared with the web's amount
 * inputs), and every sum the order stores (each line, freight, fee, net, VAT, gross) must fit
 * its integer column, else `{ field: 'articles', message: 'order_too_large' }`. Nothing is written.
 */
const t = testAppForFile();

/** Plain goods of a tenant (no forms, paid by the customer), the most expensive first. */
async function dearest(tenant: number, n = 1) {
  return orderableGoodsOf(t.db, tenant)
    .select(['id', 'article_number', 'price_minor'])
    .where('number_of_forms', '=', 0)
    .orderBy('price_minor', 'desc')
    .orderBy('id')
    .limit(n)
    .execute();
}

async function writes() {
  const n = (table: 'orders' | 'order_items' | 'mail_outbox' | 'idempotency_keys') => countRows(t.db, table);
  return [await n('orders'), await n('order_items'), await n('mail_outbox'), await n('idempotency_keys')];
}

const order = (tenant: number, articles: { articleNumber: string; amount: number }[], key: string) =>
  call(t.app, '/api/guest/order/ajaxCreateNew', {
    tenant,
    headers: { 'idempotency-key': key },
    body: orderRequest(articles[0]?.articleNumber ?? '', { articles }),
  });

describe('large orders', () => {
  it('the attack body (amount 100000 of a priced article) is a 422 field error and writes nothing', async () => {
    const [article] = await dearest(4);
    const before = await writes();
    const res = await order(4, [{ articleNumber: article?.article_number ?? '', amount: 100_000 }], 'large-attack-1');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ fieldErrors: [{ field: 'articles.0.amount', message: 'too_big' }] });
    expect(await writes()).toEqual(before);
  });

  it('amounts up to and past the maximum of the dearest article of the guest shops: 200 or 422, never 500', async () => {
    for (const tenant of [4, 6]) {
      const [article] = await dearest(tenant);
      for (const amount of [1, 2, 999, MAX_LINE_AMOUNT - 1, MAX_LINE_AMOUNT, MAX_LINE_AMOUNT + 1, 2 ** 31]) {
        const res = await order(
          tenant,
          [{ articleNumber: article?.article_number ?? '', amount }],
          `large-walk-${tenant}-${amount}`,
        );
        expect([200, 422], `${tenant} × ${amount}: ${res.body}`).toContain(res.statusCode);
        if (amount > MAX_LINE_AMOUNT) expect(res.statusCode).toBe(422);
      }
    }
  });

  it('an order whose sums do not fit the database is order_too_large, and writes nothing', async () => {
    // Two articles priced so that one line fits but the order's gross (with VAT) does not.
    const pair = await dearest(4, 2);
    const price = Math.floor(MAX_MONEY_MINOR / 2);
    await t.db
      .updateTable('articles')
      .set({ price_minor: price })
      .where(
        'id',
        'in',
        pair.map((a) => a.id),
      )
      .execute();
    try {
      const before = await writes();
      const cases = [
        [{ articleNumber: pair[0]?.article_number ?? '', amount: 3 }], // one line too large
        pair.map((a) => ({ articleNumber: a.article_number, amount: 1 })), // lines fit, VAT does not
        [{ articleNumber: pair[0]?.article_number ?? '', amount: MAX_LINE_AMOUNT }],
      ];
      for (const [i, articles] of cases.entries()) {
        const res = await order(4, articles, `large-sum-${i}`);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toEqual({ fieldErrors: [{ field: 'articles', message: 'order_too_large' }] });
      }
      expect(await writes()).toEqual(before);
    } finally {
      for (const a of pair)
        await t.db.updateTable('articles').set({ price_minor: a.price_minor }).where('id', '=', a.id).execute();
    }
  });
});
