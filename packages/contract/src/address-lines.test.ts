import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressFormat, addressLines } from './address-lines.ts';
import { countryLabel } from './postal-rules.ts';

describe('addressLines', () => {
  it('writes recipient, street with number and letter, postcode and city, country', () => {
    expect(
      addressLines(
        {
          recipient: ' Acme AB ',
          streetName: 'Storgatan',
          streetNumber: '12',
          streetLetter: 'B',
          zipCode: '11122',
          city: 'Stockholm',
          country: 'SE',
        },
        (c) => (c === 'SE' ? 'Sweden' : c),
      ),
    ).toEqual(['Acme AB', 'Storgatan 12B', '11122 Stockholm', 'Sweden']);
  });
  it('leaves out empty parts and lines', () => {
    expect(
      addressLines({ recipient: '', streetName: 'Box 12', streetNumber: null, zipCode: '10005', city: ' ' }),
    ).toEqual(['Box 12', '10005']);
    expect(addressLines(null)).toEqual([]);
  });
  it('writes a UK address in the UK format: number first, city and postcode on lines of their own', () => {
    const uk = { streetName: 'High Street', streetNumber: '10', zipCode: 'SW1A 1AA', city: 'London' };
    expect(addressLines({ ...uk, country: 'United Kingdom' })).toEqual([
      '10 High Street',
      'London',
      'SW1A 1AA',
      'United Kingdom',
    ]);
    // Without a country the shop's own country decides the format.
    expect(addressLines(uk, undefined, 'United Kingdom')).toEqual(['10 High Street', 'London', 'SW1A 1AA']);
    expect(addressLines(uk, undefined, 'Sverige')).toEqual(['High Street 10', 'SW1A 1AA London']);
  });
  it('writes Danish and Finnish addresses with the postcode before the city', () => {
    expect(
      addressLines(
        { streetName: 'Vesterbrogade', streetNumber: '3', zipCode: '1620', city: 'København V', country: 'Danmark' },
        (c) => countryLabel(c, 'en'),
      ),
    ).toEqual(['Vesterbrogade 3', '1620 København V', 'Denmark']);
    expect(
      addressLines({ streetName: 'Mannerheimintie', streetNumber: '1', zipCode: '00100', city: 'Helsinki' }),
    ).toEqual(['Mannerheimintie 1', '00100 Helsinki']);
  });
  it('the UK form has no street letter; the Nordic one has', () => {
    expect(addressFormat('GB').streetLetter).toBe(false);
    expect(addressFormat('United Kingdom').streetLetter).toBe(false);
    expect(addressFormat('Sverige').streetLetter).toBe(true);
    expect(addressFormat('Danmark').streetLetter).toBe(true);
    expect(addressFormat(null).streetLetter).toBe(true);
  });
  it('every filled part appears in the lines, whatever the country', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '' && s === s.trim());
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        fc.constantFrom('Sverige', 'United Kingdom', 'Danmark', 'Suomi', 'España', ''),
        (streetName, streetNumber, zipCode, city, country) => {
          const out = addressLines({ streetName, streetNumber, zipCode, city, country }).join('\n');
          for (const p of [streetName, streetNumber, zipCode, city, country]) expect(out).toContain(p);
        },
      ),
    );
  });
});

describe('countryLabel', () => {
  it('names a country stored by name or code in the page language', () => {
    expect(countryLabel('Sverige', 'en')).toBe('Sweden');
    expect(countryLabel('SE', 'en')).toBe('Sweden');
    expect(countryLabel('Sweden', 'sv')).toBe('Sverige');
    expect(countryLabel('Suomi', 'sv')).toBe('Finland');
    expect(countryLabel('United Kingdom', 'fi')).toBe('Iso-Britannia');
    expect(countryLabel('Danmark', 'es')).toBe('Dinamarca');
    expect(countryLabel('Atlantis', 'en')).toBe('Atlantis');
  });
});
