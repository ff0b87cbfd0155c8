import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleLine } from './cart-line.ts';
import { withVat } from './money.ts';
import type { Order, OrderItem } from './order.ts';
import { isPriceOnRequest, type PricingInput, priceOrder, shownAmount, viewOrder } from './order-pricing.ts';
import { ruleLineArbitrary } from './rule-lines.test-support.ts';

const article = (price: number, payer: RuleLine['article']['payer'] = 'CUSTOMER') => ({
  price,
  weight: 500,
  freeShipping: false,
  payer,
});

const base: PricingInput = {
  lines: [
    { article: article(1250), amount: 2 },
    { article: article(990, 'TENANT'), amount: 3 },
    { article: article(333, 'ALWAYS_CUSTOMER'), amount: 1 },
  ],
  normalFreight: 1900,
  premiumFreight: 25000,
  premiumSelected: false,
  administrativeFee: 500,
  vatPercent: 25.5,
  privateCustomer: false,
};

describe('priceOrder', () => {
  it('prices a business order: goods the shop pays cost nothing, normal freight, the fee, VAT once on the net total', () => {
    const p = priceOrder(base);
    expect(p).toEqual({
      linePrices: [2500, 0, 333],
      items: 2833,
      premium: false,
      shipping: 1900,
      administrativeFee: 500,
      total: 5233,
      totals: { net: 5233, vat: 1334, gross: 6567 },
      shown: { linePrices: [2500, 0, 333], items: 2833, shipping: 1900, administrativeFee: 500, total: 5233 },
    });
  });

  it('charges premium freight when chosen and offered, normal freight when premium is not offered', () => {
    expect(priceOrder({ ...base, premiumSelected: true })).toMatchObject({
      premium: true,
      shipping: 25000,
      total: 28333,
    });
    expect(priceOrder({ ...base, premiumSelected: true, premiumFreight: null })).toMatchObject({
      premium: false,
      shipping: 1900,
    });
  });

  it('shows a private customer every amount with VAT, rounded per line and then summed', () => {
    const p = priceOrder({ ...base, privateCustomer: true });
    expect(p.totals.net).toBe(priceOrder(base).totals.net);
    expect(p.shown).toEqual({
      linePrices: [3138, 0, 418],
      items: 3556,
      shipping: 2385,
      administrativeFee: 628,
      total: 6569,
    });
    expect(p.totals).toEqual({ net: 5233, vat: 1336, gross: 6569 });
  });

  it('a consumer order whose lines rounded alone sum to more than the rounded total: the total is their sum', () => {
    // 24 % VAT: 35.43 → 43.93, 15.08 → 18.70, 5.06 → 6.27 (each rounded), sum 68.90
    const lines = [3543, 1508, 506].map((price) => ({ article: article(price), amount: 1 }));
    const p = priceOrder({
      ...base,
      lines,
      normalFreight: 0,
      administrativeFee: 0,
      vatPercent: 24,
      privateCustomer: true,
    });
    expect(p.shown.linePrices).toEqual([4393, 1870, 627]);
    expect(p.shown.total).toBe(4393 + 1870 + 627);
    expect(p.totals.gross).toBe(p.shown.total);
  });

  it('prices an empty order at nothing but its freight and fee', () => {
    const p = priceOrder({ ...base, lines: [], normalFreight: 0, administrativeFee: 0, vatPercent: 24 });
    expect(p).toMatchObject({ linePrices: [], items: 0, shipping: 0, total: 0, totals: { net: 0, vat: 0, gross: 0 } });
  });
});

const input: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(ruleLineArbitrary, { maxLength: 30 }),
  normalFreight: fc.nat(1_000_000),
  premiumFreight: fc.option(fc.nat(1_000_000), { nil: null }),
  premiumSelected: fc.boolean(),
  administrativeFee: fc.nat(10_000),
  vatPercent: fc.constantFrom(0, 20, 21, 24, 25, 25.5),
  privateCustomer: fc.boolean(),
});

describe('priceOrder, for any order', () => {
  it('keeps every amount a non-negative integer, and the total the sum of its parts', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const all = [...p.linePrices, p.items, p.shipping, p.administrativeFee, p.total, p.totals.vat, p.totals.gross];
        expect(all.every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
        expect(p.items).toBe(p.linePrices.reduce((s, v) => s + v, 0));
        expect(p.total).toBe(p.items + p.shipping + p.administrativeFee);
        expect(p.totals.net).toBe(p.total);
        expect(p.totals.gross).toBe(p.totals.net + p.totals.vat);
      }),
    );
  });

  it('rounds the VAT of a business order once, on the net total', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder({ ...i, privateCustomer: false });
        expect(p.totals.gross).toBe(withVat(p.total, i.vatPercent));
      }),
    );
  });

  it('rounds per line, then sums: the lines shown always add up to the total shown', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const lines = p.shown.linePrices.reduce((s, v) => s + v, 0);
        expect(p.shown.items).toBe(lines);
        expect(p.shown.total).toBe(lines + p.shown.shipping + p.shown.administrativeFee);
      }),
    );
  });

  it('charges premium exactly when it is chosen and offered', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        expect(p.premium).toBe(i.premiumSelected && i.premiumFreight !== null);
        expect(p.shipping).toBe(p.premium ? i.premiumFreight : i.normalFreight);
      }),
    );
  });

  it('charges nothing for lines the shop pays, and the same net order whatever the customer type', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        i.lines.forEach((l, n) => {
          if (l.article.payer === 'TENANT') expect(p.linePrices[n]).toBe(0);
          else expect(p.linePrices[n]).toBe(l.article.price * l.amount);
        });
        expect(priceOrder({ ...i, privateCustomer: !i.privateCustomer }).totals.net).toBe(p.totals.net);
      }),
    );
  });

  it('shows business customers net amounts and private customers each amount with VAT', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const show = (v: number) => shownAmount(v, i.privateCustomer, i.vatPercent);
        expect(p.shown.total).toBe(i.privateCustomer ? p.totals.gross : p.totals.net);
        expect(p.shown.linePrices).toEqual(p.linePrices.map(show));
        expect(p.shown.shipping).toBe(show(p.shipping));
      }),
    );
  });

  it('does not depend on the order of the lines but for the order of their prices', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        const reversed = priceOrder({ ...i, lines: [...i.lines].reverse() });
        expect(reversed.linePrices).toEqual([...p.linePrices].reverse());
        expect(reversed.totals).toEqual(p.totals);
      }),
    );
  });
});

const orderItem = (over: Partial<OrderItem> = {}): OrderItem => ({
  articleNumber: 'A-1',
  amount: 1,
  price: 0,
  quantity: 1,
  name: 'Bag',
  description: 'Bag, 100 pcs',
  image: null,
  containerId: 1,
  payer: 'CUSTOMER',
  alternativePrice: null,
  freight: 'NONE',
  administrativeFee: false,
  ...over,
});

/** An order as the server stores it from priceOrder's figures. */
function placed(i: PricingInput, onRequest: boolean[]): Order {
  const p = priceOrder(i);
  const items = i.lines.map((l, n) =>
    orderItem({
      articleNumber: `A-${n}`,
      amount: l.amount,
      price: p.linePrices[n] ?? 0,
      payer: l.article.payer,
      alternativePrice: onRequest[n] ? '[en]Price on request' : null,
    }),
  );
  if (p.shipping > 0) items.push(orderItem({ articleNumber: 'F', price: p.shipping, freight: 'NORMAL' }));
  if (p.administrativeFee > 0)
    items.push(orderItem({ articleNumber: 'X', price: p.administrativeFee, administrativeFee: true }));
  return {
    orderNumber: 1,
    orderDate: '2026-01-01T00:00:00.000Z',
    totalPrice: p.totals.gross,
    totals: p.totals,
    shipping: p.shipping,
    administrativeFee: p.administrativeFee,
    currency: 'EUR',
    vatPercent: i.vatPercent,
    premiumSelected: p.premium,
    addressType: 'DELIVERY',
    orderItems: items,
    canceled: false,
    printed: false,
    invoiced: false,
    shipped: false,
    parcelNumber: null,
    trackingUrl: null,
    deliveryAddress: null,
    postalAddress: null,
    invoiceAddress: null,
    message: null,
    email: null,
    privateCustomer: i.privateCustomer,
    payment: i.privateCustomer ? 'ADVANCE' : 'PAPER',
  };
}

describe('viewOrder: the placed order as the confirmation and the e-mail show it', () => {
  it('shows the same amounts the cart showed, lines summing to the total shown', () => {
    fc.assert(
      fc.property(input, fc.array(fc.boolean(), { maxLength: 30 }), (raw, flags) => {
        // An article priced on request has no price of its own.
        const lines = raw.lines.map((l, n) => (flags[n] ? { ...l, article: { ...l.article, price: 0 } } : l));
        const i = { ...raw, lines };
        const p = priceOrder(i);
        const view = viewOrder(placed(i, flags));
        const shownLines = view.lines.map((l) => l.shown ?? 0);
        const sum = shownLines.reduce((s, v) => s + v, 0);
        expect(view.items).toBe(p.shown.items);
        expect(view.shipping).toBe(p.shown.shipping);
        expect(view.administrativeFee).toBe(p.shown.administrativeFee);
        expect(view.total).toBe(p.shown.total);
        expect(sum + view.shipping + view.administrativeFee).toBe(view.total);
        expect(view.total).toBe(i.privateCustomer ? view.totals.gross : view.totals.net);
      }),
    );
  });

  it('names the lines priced on request and gives them no amount', () => {
    const order = placed({ ...base, lines: [base.lines[0] as RuleLine, { article: article(0), amount: 2 }] }, [
      false,
      true,
    ]);
    const view = viewOrder(order);
    expect(view.lines.map((l) => l.shown)).toEqual([2500, null]);
    expect(view.onRequest.map((item) => item.articleNumber)).toEqual(['A-1']);
    expect(isPriceOnRequest({ alternativePrice: '[en]On request', payer: 'TENANT' })).toBe(false);
  });
});
