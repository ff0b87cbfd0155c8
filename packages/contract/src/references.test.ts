import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finnishCheckDigit,
  formatIban,
  isDigits,
  isValidFinnishReference,
  isValidIban,
  isValidRfReference,
  toRfReference,
} from './references.ts';

describe('IBAN', () => {
  it.each([
    'SE4550000000058398257466',
    'SE45 5000 0000 0583 9825 7466',
    'FI2112345600000785',
    'GB29NWBK60161331926819',
    'DK5000400440116243',
    'NO9386011117947',
    'ES9121000418450200051332',
    'de89 3704 0044 0532 0130 00',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    'SE4550000000058398257467', // wrong check
    'SE455000000005839825746', // short
    'XX4550000000058398257466', // unknown country
    'GB29NWBK6016133192681!',
    '',
  ])('refuses %s', (iban) => expect(isValidIban(iban)).toBe(false));

  it('catches every single-digit change', () => {
    const iban = 'FI2112345600000785';
    fc.assert(
      fc.property(fc.integer({ min: 2, max: iban.length - 1 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
        const d = (Number(iban[i]) + delta) % 10;
        expect(isValidIban(iban.slice(0, i) + d + iban.slice(i + 1))).toBe(false);
      }),
    );
  });

  it('formats in groups of four', () =>
    expect(formatIban('se4550000000058398257466')).toBe('SE45 5000 0000 0583 9825 7466'));
});

describe('RF creditor reference', () => {
  it('accepts known references and refuses altered ones', () => {
    expect(isValidRfReference('RF18539007547034')).toBe(true);
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidRfReference('RF18539007547035')).toBe(false);
    expect(isValidRfReference('RF1853900754703412345678901')).toBe(false);
    expect(isValidRfReference('XX18539007547034')).toBe(false);
  });
  it('makes valid references from any base', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,21}$/), (base) => {
        expect(isValidRfReference(toRfReference(base))).toBe(true);
      }),
    );
  });
});

describe('Finnish reference numbers', () => {
  it('checks the 7-3-1 check digit', () => {
    expect(finnishCheckDigit('123')).toBe(2);
    expect(isValidFinnishReference('1232')).toBe(true);
    expect(isValidFinnishReference('1231')).toBe(false);
    expect(isValidFinnishReference('123')).toBe(false);
    expect(isValidFinnishReference('12345678901234567890123')).toBe(false);
  });
  it('any base with its check digit is valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{2,18}$/), (base) => {
        expect(isValidFinnishReference(base + finnishCheckDigit(base))).toBe(true);
      }),
    );
  });
  it('plain references are digits within a length', () => {
    expect(isDigits('1234', 19)).toBe(true);
    expect(isDigits('12a4', 19)).toBe(false);
    expect(isDigits('1'.repeat(20), 19)).toBe(false);
  });
});
