import { describe, expect, it } from 'vitest';
import {
  countOrders,
  guest,
  mailsOf,
  orderRow,
  pick,
  request,
  setUpOrderTests,
  signedIn,
  t,
  tokens,
} from './orders.test-support.ts';

setUpOrderTests();

describe('Idempotency-Key', () => {
  it('a retry returns the first answer; another body with the key is refused', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const body = request([{ articleNumber: a.article_number, amount: 2 }]);
    const key = { 'idempotency-key': 'retry-key-0001' };
    const first = await guest(4, 'ajaxCreateNew', body, key);
    const before = await countOrders(4);
    const second = await guest(4, 'ajaxCreateNew', body, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await countOrders(4)).toBe(before);
    const other = await guest(4, 'ajaxCreateNew', { ...body, message: 'different' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ operationError: 'idempotency_key_reused' });
    // Another caller cannot replay a guest's key to learn its answer.
    const stranger = await signedIn(4, 'business.4@example.com', 'ajaxCreateNew', body, key);
    expect(stranger.statusCode).toBe(422);
  });

  it('a failed attempt does not use up the key', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const key = { 'idempotency-key': 'retry-key-0002' };
    const bad = await guest(
      4,
      'ajaxCreateNew',
      request([{ articleNumber: a.article_number, amount: 1 }], { deliveryAddress: null }),
      key,
    );
    expect(bad.statusCode).toBe(422);
    const good = await guest(4, 'ajaxCreateNew', request([{ articleNumber: a.article_number, amount: 1 }]), key);
    expect(good.statusCode).toBe(200);
  });

  it('refuses a malformed key', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const res = await guest(4, 'ajaxCreateNew', request([{ articleNumber: a.article_number, amount: 1 }]), {
      'idempotency-key': 'short',
    });
    expect(res.statusCode).toBe(422);
  });

  it('50 concurrent identical submissions make one order and one mail per recipient', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const body = request([{ articleNumber: a.article_number, amount: 1 }], { message: 'concurrent' });
    const before = await countOrders(4);
    const key = { 'idempotency-key': 'concurrent-key-0001' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => guest(4, 'ajaxCreateNew', body, key)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.json().orderNumber)).size).toBe(1);
    expect(await countOrders(4)).toBe(before + 1);
    const row = await orderRow(4, answers[0]?.json().orderNumber);
    const mails = await mailsOf(row.id);
    expect(mails.map((m) => m.to_address).sort()).toEqual(['anna@example.com', 'orders.nordic@sealwise.example']);
  });
});

describe('order/ajaxSendConfirmationEmail', () => {
  it('queues one mail per order and recipient', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const placed = await signedIn(
      4,
      'business.4@example.com',
      'ajaxCreateNew',
      request([{ articleNumber: a.article_number, amount: 1 }]),
    );
    const { orderNumber } = placed.json();
    const row = await orderRow(4, orderNumber);
    const send = (email?: string) =>
      signedIn(4, 'business.4@example.com', 'ajaxSendConfirmationEmail', { orderNumber, ...(email ? { email } : {}) });
    expect((await send('boss@example.com')).json()).toEqual({ success: true });
    expect((await send('BOSS@example.com')).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const mails = await mailsOf(row.id);
    expect(mails.map((m) => m.to_address).sort()).toEqual([
      'anna@example.com',
      'boss@example.com',
      'orders.nordic@sealwise.example',
    ]);
    expect((await send('not an e-mail')).statusCode).toBe(422);
    expect((await signedIn(4, 'private.4@example.com', 'ajaxSendConfirmationEmail', { orderNumber })).statusCode).toBe(
      404,
    );
  });

  it("another shop's token is refused", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/ajaxGetOrder?tenant=4',
      payload: { orderNumber: 100001 },
      headers: { authorization: `Bearer ${tokens['business.6@example.com']}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
