import { CurrentArticlesAnswerSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { freightArticle } from '../../test/db.ts';
import { buyerOrder, orderableGoodsOf } from '../../test/orders.ts';

const t = testAppForFile();

const current = (tenant: number, articleIds: number[], token?: string) =>
  t.app.inject({
    method: 'POST',
    url: token ? `/api/article/current?tenant=${tenant}` : `/api/guest/article/current?tenant=${tenant}`,
    payload: { articleIds },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

/** Goods articles of a tenant (no forms, no alternative price, paid by the customer), by id. */
const goods = (tenant: number, limit: number) =>
  orderableGoodsOf(t.db, tenant)
    .select(['id', 'container_id', 'article_number', 'price_minor'])
    .where('number_of_forms', '=', 0)
    .orderBy('id')
    .limit(limit)
    .execute();

describe('article/current', () => {
  it("answers a cart's articles as sold now, with the product's cart fields; others' and service articles are left out", async () => {
    const [one, two] = await goods(4, 2);
    const [other] = await goods(6, 1);
    const freight = await freightArticle(t.db, 4);
    if (!one || !two || !other) throw new Error('seed');
    const res = await current(4, [two.id, one.id, one.id, other.id, freight.id, 99_999_999]);
    expect(res.statusCode).toBe(200);
    const answer = CurrentArticlesAnswerSchema.parse(res.json());
    expect(answer.map((c) => c.article.id)).toEqual([one.id, two.id]);
    expect(answer[0]?.article).toMatchObject({ id: one.id, price: one.price_minor, articleNumber: one.article_number });
    expect(answer[0]?.product.id).toBe(one.container_id);
    expect(answer[0]?.product.name).toMatch(/\[sv\]/);
    expect(Object.keys(answer[0]?.product ?? {}).sort()).toEqual(['description', 'id', 'image', 'name']);
  });

  it('is a shop call: a signed-in customer of a non-public shop may make it, a guest may not', async () => {
    const [a3] = await goods(3, 1);
    if (!a3) throw new Error('seed');
    expect((await current(3, [a3.id])).statusCode).not.toBe(200);
    const token = (await loginAs(t.app, 3, 'business.3@example.com')).tokens.access_token;
    const res = await current(3, [a3.id], token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect((await current(4, [], undefined)).json()).toEqual([]);
    expect(
      (
        await current(
          4,
          Array.from({ length: 201 }, (_, i) => i + 1),
        )
      ).statusCode,
    ).toBe(422);
  });

  it('tells a changed price and drops a deactivated article or product; the next order is priced as now', async () => {
    const list = await goods(4, 20);
    const [one, two] = list;
    const three = list.find((a) => a.container_id !== one?.container_id && a.container_id !== two?.container_id);
    if (!one || !two || !three) throw new Error('seed');
    await t.db.updateTable('articles').set({ price_minor: 4321 }).where('id', '=', one.id).execute();
    await t.db.updateTable('articles').set({ active: false }).where('id', '=', two.id).execute();
    const res = CurrentArticlesAnswerSchema.parse((await current(4, [one.id, two.id, three.id])).json());
    expect(res.map((c) => [c.article.id, c.article.price])).toContainEqual([one.id, 4321]);
    expect(res.map((c) => c.article.id)).not.toContain(two.id);
    await t.db.updateTable('products').set({ active: false }).where('id', '=', three.container_id).execute();
    const after = CurrentArticlesAnswerSchema.parse((await current(4, [one.id, three.id])).json());
    expect(after.map((c) => c.article.id)).toEqual([one.id]);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/guest/order/ajaxCreateNew?tenant=4',
      headers: { 'idempotency-key': 'cart-current-price' },
      payload: buyerOrder(1, one.article_number, 2),
    });
    expect(order.statusCode).toBe(200);
    const item = await t.db
      .selectFrom('order_items')
      .select(['price_minor', 'amount'])
      .where('tenant_id', '=', 4)
      .where('article_number', '=', one.article_number)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(item.price_minor).toBe(4321 * 2);
  });
});
