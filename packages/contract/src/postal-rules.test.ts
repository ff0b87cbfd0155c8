import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOrder } from './checkout-checks.ts';
import {
  checkAccountAddress,
  isCompletePostcode,
  isValidDanishCvr,
  isValidFinnishBusinessId,
  isValidOrganisationNumber,
  isValidPostcode,
  normalizeOrganisationNumber,
  ORGANISATION_NUMBER_EXAMPLES,
  organisationNumberFormat,
} from './postal-rules.ts';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });

describe('postcode formats per country', () => {
  it('Sweden, Finland and Spain 5 digits; Denmark and Norway 4; the UK its own', () => {
    expect(isValidPostcode('111 22', 'Sverige')).toBe(true);
    expect(isValidPostcode('1112', 'SE')).toBe(false);
    expect(isValidPostcode('00100', 'Suomi')).toBe(true);
    expect(isValidPostcode('0010', 'Finland')).toBe(false);
    expect(isValidPostcode('001000', 'FI')).toBe(false);
    expect(isValidPostcode('2100', 'Danmark')).toBe(true);
    expect(isValidPostcode('21000', 'Denmark')).toBe(false);
    expect(isValidPostcode('210', 'DK')).toBe(false);
    expect(isValidPostcode('0150', 'Norge')).toBe(true);
    expect(isValidPostcode('28013', 'España')).toBe(true);
    expect(isValidPostcode('sw1a 1aa', 'United Kingdom')).toBe(true);
    expect(isValidPostcode('12345', 'GB')).toBe(false);
    // A country whose format the shop does not know takes any value.
    expect(isValidPostcode('75008', 'France')).toBe(true);
    expect(isValidPostcode('anything', 'Atlantis')).toBe(true);
  });
  it('a Danish code is complete at its 4th digit, a Finnish one at its 5th', () => {
    expect(isCompletePostcode('210', 'Danmark')).toBe(false);
    expect(isCompletePostcode('2100', 'Danmark')).toBe(true);
    expect(isCompletePostcode('0010', 'Suomi')).toBe(false);
    expect(isCompletePostcode('00100', 'Suomi')).toBe(true);
    expect(isCompletePostcode('75008', 'France')).toBe(false);
  });
  it('property: n digits are valid exactly where the country has n-digit codes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }).chain((n) => digits(n)),
        (ds) => {
          const zip = ds.join('');
          expect(isValidPostcode(zip, 'Danmark')).toBe(zip.length === 4);
          expect(isValidPostcode(zip, 'Suomi')).toBe(zip.length === 5);
          expect(isValidPostcode(zip, 'Sverige')).toBe(zip.length === 5);
        },
      ),
    );
  });
});

/** The Finnish check digit of 7 digits, or null where the remainder is 1 (never issued). */
function finnishCheck(ds: number[]): number | null {
  const w = [7, 9, 10, 5, 8, 4, 2];
  const r = ds.reduce((s, d, i) => s + d * (w[i] as number), 0) % 11;
  return r === 1 ? null : r === 0 ? 0 : 11 - r;
}

describe('organisation numbers', () => {
  it('the format follows the installation country', () => {
    expect(organisationNumberFormat('Danmark')).toBe('cvr');
    expect(organisationNumberFormat('Suomi')).toBe('finnish');
    expect(organisationNumberFormat('Sverige')).toBe('free');
    expect(organisationNumberFormat('United Kingdom')).toBe('free');
  });
  it('Finnish business id: format and check digit; the hint example is valid, 1234567-8 is not', () => {
    expect(isValidFinnishBusinessId(ORGANISATION_NUMBER_EXAMPLES.finnish)).toBe(true);
    expect(isValidFinnishBusinessId('0112038-9')).toBe(true);
    expect(isValidFinnishBusinessId('1234567-8')).toBe(false);
    expect(isValidFinnishBusinessId('1234567')).toBe(false);
    expect(isValidOrganisationNumber('abc <b>', 'Suomi')).toBe(false);
    expect(isValidOrganisationNumber('1234567', 'Suomi')).toBe(false);
    expect(isValidOrganisationNumber('12345671', 'Suomi')).toBe(true);
    expect(normalizeOrganisationNumber(' 12345671 ', 'Suomi')).toBe('1234567-1');
    expect(normalizeOrganisationNumber('FI12345671', 'Suomi')).toBe('1234567-1');
  });
  it('Danish CVR: 8 digits with the weights 2 7 6 5 4 3 2 1 mod 11; the label is not part of the number', () => {
    expect(isValidDanishCvr(ORGANISATION_NUMBER_EXAMPLES.cvr)).toBe(true);
    expect(isValidDanishCvr('12345678')).toBe(false);
    expect(isValidDanishCvr('1234567')).toBe(false);
    expect(isValidDanishCvr('02345674')).toBe(false);
    expect(isValidDanishCvr('CVR 12345674')).toBe(true);
    expect(normalizeOrganisationNumber('CVR 12 34 56 74', 'Danmark')).toBe('12345674');
    expect(normalizeOrganisationNumber('CVR-nr.: 12345674', 'Danmark')).toBe('12345674');
    expect(normalizeOrganisationNumber('DK12345674', 'Danmark')).toBe('12345674');
    expect(isValidOrganisationNumber('abc', 'Danmark')).toBe(false);
  });
  it('property: a Finnish id is valid exactly with its computed check digit', () => {
    fc.assert(
      fc.property(digits(7), fc.integer({ min: 0, max: 9 }), (ds, d) => {
        const check = finnishCheck(ds);
        expect(isValidFinnishBusinessId(`${ds.join('')}-${d}`)).toBe(check === d);
      }),
    );
  });
  it('property: a CVR number is valid exactly when its weighted sum is divisible by 11', () => {
    fc.assert(
      fc.property(digits(8), (ds) => {
        const sum = ds.reduce((s, d, i) => s + d * ([2, 7, 6, 5, 4, 3, 2, 1][i] as number), 0);
        expect(isValidDanishCvr(ds.join(''))).toBe(ds[0] !== 0 && sum % 11 === 0);
      }),
    );
  });
  it('other countries take any text; empty is left to the required rule', () => {
    expect(isValidOrganisationNumber('556000-0003', 'Sverige')).toBe(true);
    expect(isValidOrganisationNumber('', 'Suomi')).toBe(true);
    expect(isValidOrganisationNumber(null, 'Danmark')).toBe(true);
  });
  it('the same rule on the order and on the account invoice address', () => {
    const invoice = {
      recipient: 'Oy Ab',
      streetName: 'Katu 1',
      zipCode: '00100',
      city: 'Helsinki',
      country: 'Suomi',
      organisationNumber: 'abc <b>',
    };
    const ctx = {
      addressType: 'DELIVERY' as const,
      invoiceRequired: true,
      guest: true,
      privateCustomer: false,
      installationCountry: 'Suomi',
      invoiceTypeChoice: false,
      forms: false,
    };
    expect(checkOrder({ invoiceAddress: invoice }, ctx)).toContainEqual({
      field: 'invoiceAddress.organisationNumber',
      message: 'invalid',
    });
    expect(
      checkOrder({ invoiceAddress: { ...invoice, organisationNumber: '1234567-1' } }, ctx).map((e) => e.field),
    ).not.toContain('invoiceAddress.organisationNumber');
    // A private person gives none, and nothing is checked.
    expect(
      checkOrder({ invoiceAddress: invoice }, { ...ctx, privateCustomer: true }).map((e) => e.field),
    ).not.toContain('invoiceAddress.organisationNumber');
    expect(checkAccountAddress('INVOICE', invoice, { installationCountry: 'Suomi' })).toContainEqual({
      field: 'addressData.organisationNumber',
      message: 'invalid',
    });
  });
});
