import { CreateOrderAnswerSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminCall } from '../../test/admin.ts';
import { loginAs } from '../../test/app.ts';
import { orderBody } from '../../test/orders.ts';
import { type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import { eventually } from '../../test/wait.ts';

/**
 * The back office's catalog changes as the shop sees them, on both processes of a two-process
 * set-up: a price change within a second, in the next order but not in an earlier one; an
 * inactive article or product not found, and refused in a new order.
 */

let two: TwoInstances;
let a: FastifyInstance;
let b: FastifyInstance;
let admin: Record<string, string>;
let customer: string;

/** A plain article of tenant 4 whose product is related to another and in a campaign, when there is one. */
let target: { articleId: number; articleNumber: string; productId: number; price: number; name: string };
let sibling: string | null;

beforeAll(async () => {
  two = await twoInstances();
  ({ a, b } = two);
  admin = await adminAuth(a, 4, 'admin.4@example.com');
  customer = (await loginAs(a, 4, 'business.4@example.com')).tokens.access_token;
  const db = two.tdb.db;
  const candidates = await db
    .selectFrom('articles as x')
    .innerJoin('products as p', 'p.id', 'x.container_id')
    .select(['x.id', 'x.article_number', 'x.container_id', 'x.price_minor', 'p.name'])
    .where('x.tenant_id', '=', 4)
    .where('x.freight', '=', 'NONE')
    .where('x.administrative_fee', '=', false)
    .where('x.number_of_forms', '=', 0)
    .where('x.payer', '=', 'CUSTOMER')
    .where('x.alternative_price', 'is', null)
    .orderBy('x.id')
    .execute();
  const related = new Set(
    (await db.selectFrom('related_products').select('related_id').where('tenant_id', '=', 4).execute()).map(
      (r) => r.related_id,
    ),
  );
  const inCampaign = new Set(
    (await db.selectFrom('campaign_products').select('container_id').where('tenant_id', '=', 4).execute()).map(
      (r) => r.container_id,
    ),
  );
  const count = (id: number) => candidates.filter((c) => c.container_id === id).length;
  const best =
    candidates.find(
      (c) => related.has(c.container_id) && inCampaign.has(c.container_id) && count(c.container_id) > 1,
    ) ??
    candidates.find((c) => count(c.container_id) > 1) ??
    candidates[0];
  if (!best) throw new Error('tenant 4 has no plain article');
  target = {
    articleId: best.id,
    articleNumber: best.article_number,
    productId: best.container_id,
    price: best.price_minor,
    name: best.name,
  };
  sibling = candidates.find((c) => c.container_id === best.container_id && c.id !== best.id)?.article_number ?? null;
});

afterAll(async () => {
  await two?.close();
});

const shop = (app: FastifyInstance, path: string, payload: object = {}) =>
  app.inject({ method: 'POST', url: `/api/guest/${path}?tenant=4`, payload });

type ShopArticle = { id: number; articleNumber: string; price: number };
type ShopProduct = { id: number; nonExistant?: boolean; articles: ShopArticle[] };

/** The article's price in the shop's product page and in its search list, as `app` answers them. */
async function shopPrices(app: FastifyInstance) {
  const page = (await shop(app, 'articleContainer/ajaxGet', { id: target.productId })).json() as ShopProduct;
  const list = (
    await shop(app, 'articleContainer/ajaxList', { limit: 20, offset: 0, pattern: target.articleNumber })
  ).json() as ShopProduct[];
  const price = (p: ShopProduct | undefined) => p?.articles?.find((x) => x.id === target.articleId)?.price ?? null;
  return { page: price(page), list: price(list.find((p) => p.id === target.productId)) };
}

const placeOrder = (articleNumber: string, amount = 1) =>
  a.inject({
    method: 'POST',
    url: '/api/order/ajaxCreateNew?tenant=4',
    headers: { authorization: `Bearer ${customer}` },
    payload: orderBody([{ articleNumber, amount }]),
  });

async function linesOf(orderNumber: number) {
  const res = await b.inject({
    method: 'POST',
    url: '/api/order/ajaxGetOrderItemsForOrderEstore?tenant=4',
    headers: { authorization: `Bearer ${customer}` },
    payload: { orderNumber },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { articleNumber: string; price: number; amount: number }[];
}

const patchArticle = (body: object) =>
  adminCall(a, admin, 'PATCH', `/api/admin/articles/${target.articleId}?tenant=4`, body);
const patchProduct = (body: object) =>
  adminCall(a, admin, 'PATCH', `/api/admin/products/${target.productId}?tenant=4`, body);

let firstOrder: number;

describe('a price changed in the back office', () => {
  it('is seen by the list and product calls of both processes within a second', async () => {
    const placed = await placeOrder(target.articleNumber, 2);
    expect(placed.statusCode, placed.body).toBe(200);
    firstOrder = CreateOrderAnswerSchema.parse(placed.json()).orderNumber;
    // Both processes have the old price cached.
    for (const app of [a, b]) expect(await shopPrices(app)).toEqual({ page: target.price, list: target.price });

    const newPrice = target.price + 1234;
    const res = await patchArticle({ price: newPrice });
    expect(res.statusCode).toBe(200);
    const start = Date.now();
    for (const app of [a, b]) {
      await eventually(
        () => shopPrices(app),
        (p) => p.page === newPrice && p.list === newPrice,
        1_000,
      );
    }
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it('is used by the next order, while the earlier order keeps its price', async () => {
    const newPrice = target.price + 1234;
    const placed = await placeOrder(target.articleNumber, 1);
    expect(placed.statusCode, placed.body).toBe(200);
    const second = CreateOrderAnswerSchema.parse(placed.json()).orderNumber;
    const line = (lines: { articleNumber: string; price: number; amount: number }[]) =>
      lines.find((l) => l.articleNumber === target.articleNumber);
    const secondLine = line(await linesOf(second));
    const firstLine = line(await linesOf(firstOrder));
    // A line's price is the unit price times the amount.
    expect(secondLine?.price).toBe(newPrice);
    expect(firstLine?.price).toBe(target.price * 2);
    const stored = await two.tdb.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['o.order_number', 'i.price_minor'])
      .where('o.tenant_id', '=', 4)
      .where('o.order_number', 'in', [firstOrder, second])
      .where('i.article_number', '=', target.articleNumber)
      .execute();
    expect(Object.fromEntries(stored.map((r) => [r.order_number, r.price_minor]))).toEqual({
      [firstOrder]: target.price * 2,
      [second]: newPrice,
    });
  });
});

describe('deactivated in the back office', () => {
  it('an article leaves the shop on both processes, a new order with it is refused, old orders keep it', async () => {
    expect((await patchArticle({ active: false })).statusCode).toBe(200);
    for (const app of [a, b]) {
      await eventually(
        async () => {
          const page = (await shop(app, 'articleContainer/ajaxGet', { id: target.productId })).json() as ShopProduct;
          const articles = (
            await shop(app, 'articleContainer/ajaxGetArticlesForArticleContainer', { id: target.productId })
          ).json() as ShopArticle[];
          const byNumber = (
            await shop(app, 'articleContainer/ajaxList', { limit: 20, offset: 0, pattern: target.articleNumber })
          ).json() as ShopProduct[];
          return [page, articles, byNumber] as const;
        },
        ([page, articles, byNumber]) =>
          !page.articles?.some((x) => x.id === target.articleId) &&
          !articles.some((x) => x.id === target.articleId) &&
          !byNumber.some((p) => p.articles.some((x) => x.id === target.articleId)),
        2_000,
      );
    }
    const refused = await placeOrder(target.articleNumber);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toEqual([{ field: 'articles.0.articleNumber', message: 'unknown_article' }]);
    expect((await linesOf(firstOrder)).map((l) => l.articleNumber)).toContain(target.articleNumber);
    // The back office still lists it, inactive.
    const view = (await adminCall(a, admin, 'GET', `/api/admin/products/${target.productId}?tenant=4`)).json();
    expect(view.articles.find((x: { id: number }) => x.id === target.articleId)?.active).toBe(false);
  });

  it('a product is not found, listed, searched, related or in campaigns; orders with its articles are refused', async () => {
    const db = two.tdb.db;
    const relatedTo = await db
      .selectFrom('related_products')
      .select('container_id')
      .where('tenant_id', '=', 4)
      .where('related_id', '=', target.productId)
      .executeTakeFirst();
    const campaignsHave = async (app: FastifyInstance) =>
      ((await shop(app, 'campaign/ajaxList', { limit: 100 })).json() as { articleContainers: { id: number }[] }[]).some(
        (c) => c.articleContainers.some((p) => p.id === target.productId),
      );
    const seen = async (app: FastifyInstance) => {
      const page = (await shop(app, 'articleContainer/ajaxGet', { id: target.productId })).json() as ShopProduct;
      const all = (await shop(app, 'articleContainer/ajaxList', { limit: 100, offset: 0 })).json() as ShopProduct[];
      const total = (await shop(app, 'articleContainer/ajaxTotal', {})).json() as { count: number };
      const related = relatedTo
        ? ((
            await shop(app, 'articleContainer/ajaxGetRelatedForArticleContainer', { id: relatedTo.container_id })
          ).json() as ShopProduct[])
        : [];
      return {
        page: page.nonExistant !== true,
        listed: all.some((p) => p.id === target.productId),
        related: related.some((p) => p.id === target.productId),
        campaign: await campaignsHave(app),
        total: total.count,
      };
    };
    const before = await seen(b);
    expect(before.page).toBe(true);
    expect((await patchProduct({ active: false })).statusCode).toBe(200);
    for (const app of [a, b]) {
      const after = await eventually(
        () => seen(app),
        (s) => !s.page && !s.listed && !s.related && !s.campaign,
        2_000,
      );
      expect(after.total).toBe(before.total - 1);
    }
    const page = (await shop(b, 'articleContainer/ajaxGet', { id: target.productId })).json();
    expect(page).toEqual({ id: target.productId, nonExistant: true });
    if (sibling) {
      const refused = await placeOrder(sibling);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fieldErrors).toEqual([{ field: 'articles.0.articleNumber', message: 'unknown_article' }]);
    }
    // Active again: back in the shop.
    expect((await patchProduct({ active: true })).statusCode).toBe(200);
    await eventually(
      () => seen(b),
      (s) => s.page,
      2_000,
    );
  });
});
