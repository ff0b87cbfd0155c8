import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RuleLine } from './cart-line.ts';
import { withVat } from './money.ts';
import { type PricingInput, priceOrder, shownAmount } from './order-pricing.ts';
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

  it('shows a private customer every amount with VAT, and charges the same net order', () => {
    const p = priceOrder({ ...base, privateCustomer: true });
    expect(p.totals).toEqual(priceOrder(base).totals);
    expect(p.shown).toEqual({
      linePrices: [3138, 0, 418],
      items: 3555,
      shipping: 2385,
      administrativeFee: 628,
      total: 6567,
    });
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

  it('rounds VAT once, on the net total', () => {
    fc.assert(
      fc.property(input, (i) => {
        const p = priceOrder(i);
        expect(p.totals.gross).toBe(withVat(p.total, i.vatPercent));
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
        expect(priceOrder({ ...i, privateCustomer: !i.privateCustomer }).totals).toEqual(p.totals);
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
        expect(p.shown.items).toBe(show(p.items));
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
