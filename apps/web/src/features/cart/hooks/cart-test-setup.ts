import type { Article, DeliveryCostAnswer } from '@shop/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { fakeFetch, makeArticle, makeTenant } from '../../../test/fixtures.ts';

/** Shared set-up of the cart store tests (not a test file itself). */

/** order/ajaxGetAdministrativeFee answers through this (a promise may hold the answer back). */
export const feeAnswer = vi.fn<() => unknown>();
let api: ReturnType<typeof fakeFetch>;
export const feeCalls = () => api.calls.filter(([url]) => url.includes('ajaxGetAdministrativeFee'));

export const product = { id: 7, name: '[sv]Säkerhetspåse[en]Security bag', description: '', image: null };
export const article = (id: number, price = 1000, overrides: Partial<Article> = {}) =>
  makeArticle(id, price, overrides);
export const costs = (overrides: Partial<DeliveryCostAnswer> = {}): DeliveryCostAnswer => ({
  normal: 9900,
  normalName: 'Freight',
  normalDescription: '[en]Parcel, 2–4 days',
  premium: 24900,
  premiumName: 'Express',
  ...overrides,
});
export const cart = () => useCartStore.getState();
export const saved = () => JSON.parse(localStorage.getItem('state') ?? 'null');

/** Fake timers, empty storage and cart, a tenant, and a fake fetch answering the fee call. */
export function setUpCartTests(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    cart().clear();
    // The fee is cached with useAdministrativeFee's query; every test asks afresh.
    queryClient.clear();
    feeAnswer.mockReset();
    configureApiClient({ tenantId: () => 4, publicTenant: () => true });
    useTenantStore.setState({ tenant: makeTenant() });
    api = fakeFetch(async (url) => {
      if (!url.includes('ajaxGetAdministrativeFee')) return { status: 404 };
      const answer = await feeAnswer();
      return answer instanceof Error ? { status: 500 } : { status: 200, body: answer };
    });
    vi.stubGlobal('fetch', api.fn);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
