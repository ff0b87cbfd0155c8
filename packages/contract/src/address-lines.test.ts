import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines.ts';

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
});
