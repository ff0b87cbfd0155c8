import { describe, expect, it } from 'vitest';
import { reorderPatches } from './reorder.ts';
import { changedTexts, languagesToMark, parsePrice, priceText } from './texts.ts';

describe('prices as the operator types them', () => {
  it('turns major units with a comma or a point into minor units', () => {
    expect(parsePrice('125,50')).toBe(12_550);
    expect(parsePrice('125.5')).toBe(12_550);
    expect(parsePrice('0.1')).toBe(10);
    expect(parsePrice('19,99')).toBe(1_999);
    expect(parsePrice('1 200')).toBe(120_000);
    expect(parsePrice('0')).toBe(0);
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const text of ['', '12,345', '-5', '1e3', '12,', 'abc', '1.2.3', '99999999999'])
      expect(parsePrice(text), text).toBeNull();
  });

  it('shows minor units in the major unit with two decimals, in the operator’s way', () => {
    expect(priceText(12_550, 'sv')).toBe('125,50');
    expect(priceText(12_550, 'en')).toBe('125.50');
    expect(priceText(120_000, 'en')).toBe('1200.00');
  });
});

describe('texts per language', () => {
  it('sends only the languages that changed, an emptied one as ""', () => {
    expect(changedTexts({ sv: 'Påse', en: ' Bag ' }, { sv: 'Påse' }, ['sv', 'en'])).toEqual({ en: 'Bag' });
    expect(changedTexts({ sv: '', en: '' }, { sv: 'Påse' }, ['sv', 'en'])).toEqual({ sv: '' });
    expect(changedTexts({ sv: 'Påse' }, { sv: 'Påse' }, ['sv'])).toBeUndefined();
  });

  it('marks a language without a name, or lacking a text another language has', () => {
    expect(languagesToMark([{ sv: 'Påse', en: '' }], ['sv', 'en'])).toEqual(['en']);
    expect(
      languagesToMark(
        [
          { sv: 'Påse', en: 'Bag' },
          { sv: '', en: '' },
        ],
        ['sv', 'en'],
      ),
    ).toEqual([]);
    expect(
      languagesToMark(
        [
          { sv: 'Påse', en: 'Bag' },
          { sv: '', en: 'Strong' },
        ],
        ['sv', 'en'],
      ),
    ).toEqual(['sv']);
  });
});

describe('moving in an ordered list', () => {
  const items = [
    { id: 1, position: 0 },
    { id: 2, position: 1 },
    { id: 3, position: 2 },
  ];

  it('swaps an item with its neighbour', () => {
    expect(reorderPatches(items, 2, -1)).toEqual([
      { id: 3, position: 1 },
      { id: 2, position: 2 },
    ]);
  });

  it('numbers a list whose positions are not yet 0, 1, 2', () => {
    const loose = items.map((item) => ({ ...item, position: 5 }));
    expect(reorderPatches(loose, 0, 1)).toEqual([
      { id: 2, position: 0 },
      { id: 1, position: 1 },
      { id: 3, position: 2 },
    ]);
  });

  it('does nothing past an end', () => {
    expect(reorderPatches(items, 0, -1)).toEqual([]);
    expect(reorderPatches(items, 2, 1)).toEqual([]);
  });
});
