import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayUnitPrice, formatMoney, formatNumber, roundMinor, sumMinor, toMinor, vatOf, withVat } from './money.ts';

describe('money', () => {
  it('adds VAT as price × (1 + vat/100), rounded half away from zero', () => {
    expect(withVat(10000, 25)).toBe(12500);
    expect(withVat(1000, 25.5)).toBe(1255);
    expect(withVat(1, 25.5)).toBe(1);
    expect(withVat(2, 25)).toBe(3); // 2.5 → 3
    expect(withVat(999, 20)).toBe(1199); // 1198.8
    expect(withVat(0, 21)).toBe(0);
  });

  it('keeps every result an integer and never below the net price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0, 20, 21, 25, 25.5), (net, vat) => {
        const gross = withVat(net, vat);
        expect(Number.isInteger(gross)).toBe(true);
        expect(gross).toBeGreaterThanOrEqual(net);
        expect(vatOf(net, vat)).toBe(gross - net);
        expect(Math.abs(gross - (net * (100 + vat)) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('rounds half away from zero and refuses non-finite numbers', () => {
    expect(roundMinor(2.5)).toBe(3);
    expect(roundMinor(-2.5)).toBe(-3);
    expect(roundMinor(2.4999)).toBe(2);
    expect(() => roundMinor(Number.NaN)).toThrow();
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor(0.1 + 0.2)).toBe(30);
  });

  it('sums only integer amounts', () => {
    expect(sumMinor([100, 250, 5])).toBe(355);
    expect(() => sumMinor([1, 0.5])).toThrow();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 })), (xs) => {
        expect(sumMinor(xs)).toBe(xs.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('shows 0 when the tenant pays, net to businesses and gross to private customers', () => {
    expect(displayUnitPrice(1000, { payer: 'TENANT', privateCustomer: true, vatPercent: 25 })).toBe(0);
    expect(displayUnitPrice(1000, { payer: 'CUSTOMER', privateCustomer: false, vatPercent: 25 })).toBe(1000);
    expect(displayUnitPrice(1000, { payer: 'ALWAYS_CUSTOMER', privateCustomer: true, vatPercent: 25 })).toBe(1250);
  });

  it('formats per currency with 2 decimals only for fractional amounts', () => {
    const nb = (s: string) => s.replace(/\s/g, ' ');
    expect(nb(formatMoney(12500, 'SEK', 'sv'))).toBe('125 kr');
    expect(nb(formatMoney(12550, 'SEK', 'sv'))).toBe('125,50 kr');
    expect(formatMoney(1999, 'GBP', 'en')).toBe('£19.99');
    expect(nb(formatMoney(1000, 'EUR', 'fi'))).toBe('10 €');
    expect(nb(formatMoney(1050, 'DKK', 'dk'))).toBe('10,50 kr.');
  });
});

describe('formatNumber', () => {
  it('writes a VAT rate as the language does: a decimal comma in Finnish, Swedish and Danish', () => {
    expect(formatNumber(25.5, 'fi')).toBe('25,5');
    expect(formatNumber(25.5, 'sv')).toBe('25,5');
    expect(formatNumber(25.5, 'dk')).toBe('25,5');
    expect(formatNumber(25.5, 'en')).toBe('25.5');
    expect(formatNumber(25, 'fi')).toBe('25');
    expect(formatNumber(21, 'es')).toBe('21');
  });
});
