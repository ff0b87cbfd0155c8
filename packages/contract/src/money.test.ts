import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayUnitPrice,
  formatMoney,
  formatNumber,
  intlLocale,
  roundMinor,
  sumMinor,
  toMinor,
  vatOf,
  withVat,
} from './money.ts';

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

describe('numbers and amounts written as Intl writes them (without loading its locale data)', () => {
  const LANGS = ['sv', 'en', 'no', 'dk', 'fi', 'es', 'de'];
  const CURRENCIES = ['SEK', 'EUR', 'GBP', 'DKK', 'NOK', 'USD', 'CHF', 'JPY', 'XYZ'];
  const intlMoney = (minor: number, currency: string, lang: string) => {
    const digits = minor % 100 !== 0 ? 2 : 0;
    return new Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(minor / 100);
  };
  const MINORS = [0, -0, 1, 5, 99, 100, 101, 999, 1000, 12345, 99999, 100000, 123456, 999999, 1234567, 123456789];
  const MINORS_ALL = [...MINORS, ...MINORS.map((m) => -m), Number.MAX_SAFE_INTEGER];

  it('every amount in every language and currency, as Intl.NumberFormat (CLDR of this Node)', () => {
    for (const lang of LANGS) {
      for (const currency of CURRENCIES) {
        for (const minor of MINORS_ALL) {
          expect(formatMoney(minor, currency, lang), `${minor} ${currency} ${lang}`).toBe(
            intlMoney(minor, currency, lang),
          );
        }
      }
    }
  });

  it('any amount, property-based', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom(...LANGS),
        fc.constantFrom(...CURRENCIES),
        (minor, lang, currency) => {
          expect(formatMoney(minor, currency, lang)).toBe(intlMoney(minor, currency, lang));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('plain numbers, rounded to 2 decimals on their shortest decimal form (1.005 → 1.01)', () => {
    const values = [
      0,
      -0,
      1,
      7,
      25,
      25.5,
      100,
      999,
      1000,
      1234,
      12345,
      123456,
      1234567,
      0.5,
      0.005,
      0.004,
      0.001,
      -0.001,
      1.005,
      2.675,
      9.995,
      99.999,
      1234.565,
      -3.5,
      -1234.5,
      1e-7,
      1e20,
      1e21,
      123456789012.345,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const lang of LANGS) {
      const intl = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 });
      for (const v of values) expect(formatNumber(v, lang), `${v} ${lang}`).toBe(intl.format(v));
    }
  });

  it('any plain number, property-based', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.constantFrom(...LANGS), (v, lang) => {
        expect(formatNumber(v, lang)).toBe(
          new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(v),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
