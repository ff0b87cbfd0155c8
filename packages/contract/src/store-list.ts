import { z } from 'zod';
import { CUSTOMER_NUMBER, MAX_LIST_LIMIT, STORE_PAGE_SIZE } from './limits.ts';
import { SearchPatternSchema } from './text-rules.ts';

/** Searches the store name and the store id. */
const pattern = SearchPatternSchema;

/** customer/ajaxGetStoresForCustomer: the stores of the signed-in user's own customer. */
export const StoreListBodySchema = z.strictObject({
  limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(STORE_PAGE_SIZE),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  pattern,
});
export type StoreListBody = z.input<typeof StoreListBodySchema>;

/** A store (SPEC.md §3): the customer it orders as, its store id and its name. */
export const StoreSchema = z.object({
  customerNumber: z.string(),
  storeId: z.string(),
  name: z.string(),
});
export type Store = z.infer<typeof StoreSchema>;
export const StoreListAnswerSchema = z.array(StoreSchema);

/** customer/ajaxGetTotalStoresForCustomer */
export const StoreTotalBodySchema = z.strictObject({ pattern });
export const StoreCountAnswerSchema = z.object({ count: z.number().int() });

/**
 * customer/ajaxSelectStore: act for this store. Answers new tokens (as login does) whose
 * session acts for the store's customer; the refresh token of the old session, when given, is revoked.
 */
export const SelectStoreBodySchema = z.strictObject({
  customerNumber: z.string().trim().regex(CUSTOMER_NUMBER),
  refresh_token: z.string().max(200).optional(),
});
export type SelectStoreBody = z.input<typeof SelectStoreBodySchema>;
