import { describe, expect, it } from 'vitest';
import { effectivePage, LISTING_DEFAULTS, listingSearch, parseListingParams, parsePage } from './listing-params.ts';

describe('listing address', () => {
  it('reads page, size, sort, view and filter', () => {
    const state = parseListingParams(new URLSearchParams('page=3&size=40&sort=priceDesc&view=list&filter=%20tape%20'));
    expect(state).toEqual({ page: 3, size: 40, sort: 'priceDesc', view: 'list', filter: 'tape' });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseListingParams(new URLSearchParams(''))).toEqual(LISTING_DEFAULTS);
    const odd = parseListingParams(new URLSearchParams('size=33&sort=cheapest&view=table'));
    expect(odd).toMatchObject({ size: 20, sort: 'position', view: 'gallery' });
  });

  it('reads the search words from another key', () => {
    expect(parseListingParams(new URLSearchParams('q=SW4-100'), 'q').filter).toBe('SW4-100');
  });

  it('keeps page numbers that are not whole numbers recognisable as invalid', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(0);
    expect(parsePage('-2')).toBe(-2);
    expect(parsePage('999')).toBe(999);
    expect(parsePage('two')).toBeNaN();
    expect(parsePage('1.5')).toBeNaN();
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const current = new URLSearchParams('q=tape&page=3');
    expect(listingSearch(current, { page: 1 }, 'q').toString()).toBe('q=tape');
    expect(listingSearch(current, { size: 40, page: 1 }).toString()).toBe('q=tape&size=40');
    expect(listingSearch(new URLSearchParams(), { view: 'list', sort: 'name' }).toString()).toBe('sort=name&view=list');
    expect(listingSearch(new URLSearchParams('filter=x&view=list'), { filter: ' ', view: 'gallery' }).toString()).toBe(
      '',
    );
  });
});

describe('effective page (pages outside 1..last are ignored)', () => {
  it('shows a valid page', () => {
    expect(effectivePage(2, 3)).toBe(2);
    expect(effectivePage(3, 3)).toBe(3);
  });

  it('shows page 1 for a page below 1, above the last or not a number', () => {
    expect(effectivePage(0, 3)).toBe(1);
    expect(effectivePage(-1, 3)).toBe(1);
    expect(effectivePage(999, 3)).toBe(1);
    expect(effectivePage(Number.NaN, 3)).toBe(1);
  });

  it('waits for the count before asking for a page past the first', () => {
    expect(effectivePage(1, null)).toBe(1);
    expect(effectivePage(999, null)).toBeNull();
    expect(effectivePage(0, null)).toBeNull();
  });
});
