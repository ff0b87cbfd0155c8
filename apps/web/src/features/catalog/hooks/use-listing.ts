import { type ProductSort, pageCount } from '@shop/contract';
import { useEffect } from 'react';
import { useProducts, useProductTotal } from '../api/catalog-calls.ts';
import { effectivePage } from './listing-params.ts';

type Options = {
  articleGroup?: number | null;
  pattern?: string | null;
  size: number;
  sort?: ProductSort;
  requestedPage: number;
  enabled: boolean;
  /** Called when the address asks for a page outside 1..last: show page 1 instead. */
  onInvalidPage: () => void;
};

/**
 * One page of a product listing with its total. The total comes first when a page past the
 * first is asked for, so a page outside the listing is never requested; such a request is
 * ignored and `onInvalidPage` corrects the address.
 */
export function useListing({ articleGroup, pattern, size, sort, requestedPage, enabled, onInvalidPage }: Options) {
  const query = { articleGroup: articleGroup ?? undefined, pattern: pattern || undefined };
  const total = useProductTotal(query, { enabled });
  const count = total.data !== undefined && !total.isPlaceholderData ? total.data : null;
  const pages = count === null ? null : pageCount(count, size);
  const page = effectivePage(requestedPage, pages);
  const products = useProducts(
    { ...query, limit: size, offset: ((page ?? 1) - 1) * size, ...(sort ? { sort } : {}) },
    { enabled: enabled && page !== null },
  );
  const invalid = pages !== null && page !== requestedPage;
  useEffect(() => {
    if (invalid) onInvalidPage();
  }, [invalid, onInvalidPage]);

  return {
    count,
    pages,
    page: page ?? 1,
    products: products.data,
    loading: products.data === undefined && (products.isPending || total.isPending),
    busy: products.isPlaceholderData || products.isFetching,
    error: total.isError || products.isError,
  };
}
