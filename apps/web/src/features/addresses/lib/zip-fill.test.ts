import { describe, expect, it } from 'vitest';
import { NOTHING_FILLED, zipFill } from './zip-fill.ts';

const stockholm = { valid: true, city: 'Stockholm', streets: ['Klara Norra kyrkogata', 'Vasagatan'] };

describe('zipFill (postcode first, nothing typed is lost)', () => {
  it('a typed street stays; the city comes from the code', () => {
    const out = zipFill(stockholm, { city: '', streetName: 'Storgatan' }, NOTHING_FILLED);
    expect(out.changes).toEqual({ city: 'Stockholm' });
    expect(out.filled).toEqual({ city: 'Stockholm', streetName: null });
  });

  it('the first street is preselected only when the street is empty', () => {
    const out = zipFill(stockholm, { city: '', streetName: '' }, NOTHING_FILLED);
    expect(out.changes).toEqual({ city: 'Stockholm', streetName: 'Klara Norra kyrkogata' });
    // A new code replaces the street it preselected itself, not one the user chose.
    const goteborg = { valid: true, city: 'Göteborg', streets: ['Postgatan'] };
    expect(zipFill(goteborg, { city: 'Stockholm', streetName: 'Klara Norra kyrkogata' }, out.filled).changes).toEqual({
      city: 'Göteborg',
      streetName: 'Postgatan',
    });
    expect(zipFill(goteborg, { city: 'Stockholm', streetName: 'Vasagatan' }, out.filled).changes).toEqual({
      city: 'Göteborg',
    });
  });

  it('an invalid code clears the city and the street it filled in, never a typed one', () => {
    const first = zipFill(stockholm, { city: '', streetName: '' }, NOTHING_FILLED);
    const invalid = { valid: false, city: null, streets: [] };
    expect(zipFill(invalid, { city: 'Stockholm', streetName: 'Klara Norra kyrkogata' }, first.filled).changes).toEqual({
      city: '',
      streetName: '',
    });
    expect(zipFill(invalid, { city: 'Stockholm', streetName: 'Storgatan' }, NOTHING_FILLED).changes).toEqual({
      city: '',
    });
  });

  it('a valid code without a known city (Denmark, Finland) clears the city of the previous code', () => {
    const known = { valid: true, city: null, streets: [] };
    expect(zipFill(known, { city: 'København V', streetName: 'Vesterbrogade' }, NOTHING_FILLED).changes).toEqual({
      city: '',
    });
  });

  it('never names the street number or letter', () => {
    const out = zipFill(stockholm, { city: 'x', streetName: '' }, NOTHING_FILLED);
    expect(Object.keys(out.changes).sort()).toEqual(['city', 'streetName']);
  });
});
