import { DEFAULT_PAGE_SIZE, isValidPage, LIMITS, PAGE_SIZES, PRODUCT_SORTS, type ProductSort } from '@shop/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListingView = 'gallery' | 'list';
export type PageSize = (typeof PAGE_SIZES)[number];

/** What a listing shows, as the address keeps it (shareable; the back button restores it). */
export type ListingParams = {
  /** The requested page; 1 when missing or not a whole number ≥ 1. Checked against the last page later. */
  page: number;
  size: PageSize;
  sort: ProductSort;
  view: ListingView;
  /** Text filter within the group (shop) or the search words (results). */
  filter: string;
};

export const LISTING_DEFAULTS: ListingParams = {
  page: 1,
  size: DEFAULT_PAGE_SIZE as PageSize,
  sort: 'position',
  view: 'gallery',
  filter: '',
};

/** A page number as written in the address; NaN where it is not a whole number. */
export function parsePage(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 1;
  return /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
}

/** The listing state of `?page=&size=&sort=&view=&filter=`; unknown values fall back to the defaults. */
export function parseListingParams(params: URLSearchParams, filterKey = 'filter'): ListingParams {
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const view = params.get('view');
  return {
    page: parsePage(params.get('page')),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : LISTING_DEFAULTS.size,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : LISTING_DEFAULTS.sort,
    view: view === 'list' ? 'list' : 'gallery',
    filter: (params.get(filterKey) ?? '').trim().slice(0, LIMITS.searchPattern),
  };
}

/**
 * The address for a changed listing state: defaults are left out so addresses stay short, and any
 * other search parameter (such as the search words `q`) is kept.
 */
export function listingSearch(
  current: URLSearchParams,
  next: Partial<ListingParams>,
  filterKey = 'filter',
): URLSearchParams {
  const out = new URLSearchParams(current);
  const set = (key: string, value: string | number, fallback: string | number) => {
    if (value === fallback || value === '') out.delete(key);
    else out.set(key, String(value));
  };
  if (next.page !== undefined) set('page', next.page, 1);
  if (next.size !== undefined) set('size', next.size, LISTING_DEFAULTS.size);
  if (next.sort !== undefined) set('sort', next.sort, LISTING_DEFAULTS.sort);
  if (next.view !== undefined) set('view', next.view, LISTING_DEFAULTS.view);
  if (next.filter !== undefined) set(filterKey, next.filter.trim(), '');
  return out;
}

/**
 * The page to show: the requested one when it lies within 1..pageCount (SPEC.md §5); otherwise
 * the request is ignored and page 1 shows. Null while the count is unknown and the request is
 * past page 1, so that an out-of-range page is never asked for.
 */
export function effectivePage(requested: number, pages: number | null): number | null {
  if (pages === null) return requested === 1 ? 1 : null;
  return isValidPage(requested, pages) ? requested : 1;
}

/** The listing state of the current address and a way to change it. */
export function useListingParams(filterKey = 'filter') {
  const [params, setParams] = useSearchParams();
  const state = parseListingParams(params, filterKey);
  const update = useCallback(
    (next: Partial<ListingParams>, options: { replace?: boolean } = {}) => {
      setParams((current) => listingSearch(current, next, filterKey), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams, filterKey],
  );
  /** The address of a page of the listing, for a plain link (it works without JavaScript too). */
  const pageHref = useCallback(
    (page: number) => {
      const search = listingSearch(params, { page }, filterKey).toString();
      return search ? `?${search}` : '?';
    },
    [params, filterKey],
  );
  return { ...state, params, update, pageHref };
}
