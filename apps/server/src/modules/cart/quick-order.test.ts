import { QuickOrderResolveAnswerSchema } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { freightArticle } from '../../test/db.ts';
import { activeGoods } from '../../test/orders.ts';
import { countStatements } from '../../test/statements.ts';

/** quickOrder/ajaxResolve: many article numbers at once, each one found or refused with its reason. */
const t = testAppForFile();
let token4: string;
beforeAll(async () => {
  token4 = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
});

const resolve = (tenant: number, articleNumbers: string[], token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${token ? '' : 'guest/'}quickOrder/ajaxResolve?tenant=${tenant}`,
    payload: { articleNumbers },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

async function numbersOf(tenant: number, n = 3) {
  return (await activeGoods(t.db, tenant, n)).map((r) => r.article_number);
}

/** Makes an article of tenant 4 active or inactive. */
async function setActive(articleNumber: string, active: boolean) {
  await t.db
    .updateTable('articles')
    .set({ active })
    .where('tenant_id', '=', 4)
    .where('article_number', '=', articleNumber)
    .execute();
}

describe('quickOrder/ajaxResolve', () => {
  it('finds the shop’s articles in any case and refuses another shop’s number, an unknown one and an inactive one', async () => {
    const [a, b, c] = await numbersOf(4);
    const [other] = await numbersOf(5, 1);
    if (!a || !b || !c || !other) throw new Error('articles missing');
    await setActive(c, false);
    const res = await resolve(4, [a.toLowerCase(), b, b, other, 'NO-SUCH-1', c], token4);
    expect(res.statusCode).toBe(200);
    const answer = QuickOrderResolveAnswerSchema.parse(res.json());
    expect(answer.found.map((f) => f.article.articleNumber)).toEqual([a, b]);
    expect(answer.found[0]?.product.name).toBeTruthy();
    expect(answer.refused).toEqual([
      ...(other.toUpperCase() === a.toUpperCase() || other.toUpperCase() === b.toUpperCase()
        ? []
        : [{ articleNumber: other, reason: 'unknown_article' }]),
      { articleNumber: 'NO-SUCH-1', reason: 'unknown_article' },
      { articleNumber: c, reason: 'inactive' },
    ]);
    await setActive(c, true);
    // Freight and fee articles are not goods: unknown here.
    const freight = await freightArticle(t.db, 4);
    const r = QuickOrderResolveAnswerSchema.parse((await resolve(4, [freight.article_number], token4)).json());
    expect(r.refused).toEqual([{ articleNumber: freight.article_number, reason: 'unknown_article' }]);
  });

  it('resolves 500 numbers in one query, in under 50 ms', async () => {
    const known = await numbersOf(4, 500);
    const numbers = Array.from({ length: 500 }, (_, i) => known[i] ?? `MISSING-${i}`);
    await resolve(4, numbers, token4); // warm: prepared statements, caches
    const counter = countStatements();
    const times: number[] = [];
    try {
      for (let run = 0; run < 5; run++) {
        counter.reset();
        const started = performance.now();
        const res = await resolve(4, numbers, token4);
        times.push(performance.now() - started);
        expect(res.statusCode).toBe(200);
        // The session check of a signed-in call reads nothing here: the one statement is the lookup.
        expect(counter.count).toBe(1);
        const answer = QuickOrderResolveAnswerSchema.parse(res.json());
        expect(answer.found.length + answer.refused.length).toBe(500);
      }
    } finally {
      counter.stop();
    }
    expect(Math.min(...times)).toBeLessThan(50);
  });

  it('serves guests of public shops, not guests of a shop without guest checkout; bad bodies are 422', async () => {
    const [a] = await numbersOf(4, 1);
    expect((await resolve(4, [a as string])).statusCode).toBe(200);
    const tenant5 = await resolve(5, ['X-1']);
    expect(tenant5.statusCode).toBe(403);
    expect(tenant5.json()).toEqual({ operationError: 'guest_checkout_disabled' });
    expect((await resolve(3, ['X-1'])).statusCode).toBe(401);
    expect((await resolve(4, [])).statusCode).toBe(422);
    expect(
      (
        await resolve(
          4,
          Array.from({ length: 501 }, (_, i) => `N-${i}`),
        )
      ).statusCode,
    ).toBe(422);
    expect((await resolve(4, ['x'.repeat(41)])).statusCode).toBe(422);
  });
});
