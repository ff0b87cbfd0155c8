// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { writeUser } from '../../../lib/storage.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { cleanUpAfterEach } from '../../../test/browser-stubs.ts';
import { fakeFetch, makeArticle, makeUser, stubFetch } from '../../../test/fixtures.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import { selectTotals } from './cart-costs.ts';
import { useCartPricing } from './use-cart-pricing.ts';

const product = { id: 7, name: 'Bag', description: '', image: null };
let api: ReturnType<typeof fakeFetch>;
const calls = (action: string) =>
  api.calls
    .filter(([url]) => url.includes(action))
    .map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) }));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.getState().clear();
  configureApiClient({ tenantId: () => 4, publicTenant: () => true });
  useAuthStore.setState({ isProcessing: false, loggedIn: false, tenantId: 4 });
  api = fakeFetch((url, init) => {
    const body = JSON.parse(String(init.body));
    if (url.includes('ajaxGetDeliveryCost'))
      return {
        status: 200,
        body: {
          normal: body.totalWeight > 1000 ? 9900 : 4900,
          normalName: 'Parcel',
          normalDescription: '',
          premium: 24900,
          premiumName: 'Express',
        },
      };
    if (url.includes('ajaxRequiredInvoiceAddress'))
      return { status: 200, body: { data: body.orderItemNumbers.includes('SB-1') } };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', api.fn);
});

cleanUpAfterEach();

describe('useCartPricing', () => {
  it('asks the delivery cost with the weight of the items that do not ship free and the article ids', async () => {
    useCartStore.getState().add(product, makeArticle(1, 1000, { weight: 300 }), 2);
    useCartStore.getState().add(product, makeArticle(2, 500, { weight: 5000, freeShipping: true }), 1);
    renderHook(() => useCartPricing(), { wrapper });
    await waitFor(() => expect(useCartStore.getState().delivery).toBe(4900));
    expect(calls('ajaxGetDeliveryCost')).toEqual([
      { url: '/api/guest/order/ajaxGetDeliveryCost?tenant=4', body: { totalWeight: 600, articleIds: [1, 2] } },
    ]);
    expect(useCartStore.getState()).toMatchObject({
      premiumAvailable: true,
      premiumDelivery: 24900,
      deliveryName: 'Parcel',
    });
    expect(selectTotals(useCartStore.getState()).total).toBe(2500 + 4900);
  });

  it('asks again when the items change, and clears the costs when the cart empties', async () => {
    useCartStore.getState().add(product, makeArticle(1, 1000, { weight: 300 }), 2);
    renderHook(() => useCartPricing(), { wrapper });
    await waitFor(() => expect(useCartStore.getState().delivery).toBe(4900));
    act(() => useCartStore.getState().setAmount(1, 5));
    await waitFor(() => expect(useCartStore.getState().delivery).toBe(9900));
    expect(calls('ajaxGetDeliveryCost').map((c) => c.body.totalWeight)).toEqual([600, 1500]);
    act(() => useCartStore.getState().remove(1));
    expect(useCartStore.getState()).toMatchObject({
      delivery: 0,
      premiumAvailable: false,
      requiredInvoiceAddress: false,
    });
    expect(calls('ajaxGetDeliveryCost')).toHaveLength(2);
  });

  it('re-checks the invoice-address need with the article numbers when the lines change', async () => {
    useCartStore.getState().add(product, makeArticle(2, 1000), 1);
    renderHook(() => useCartPricing(), { wrapper });
    await waitFor(() => expect(calls('ajaxRequiredInvoiceAddress')).toHaveLength(1));
    expect(useCartStore.getState().requiredInvoiceAddress).toBe(false);
    act(() => useCartStore.getState().setAmount(2, 3));
    act(() => useCartStore.getState().add(product, makeArticle(1, 1000), 1));
    await waitFor(() => expect(useCartStore.getState().requiredInvoiceAddress).toBe(true));
    // An amount change alone does not ask again.
    expect(calls('ajaxRequiredInvoiceAddress').map((c) => c.body)).toEqual([
      { orderItemNumbers: ['SB-2'] },
      { orderItemNumbers: ['SB-1', 'SB-2'] },
    ]);
  });

  it('waits for the session check and then takes the signed-in path', async () => {
    useAuthStore.setState({ isProcessing: true });
    writeUser(makeUser());
    useCartStore.getState().add(product, makeArticle(1, 1000), 1);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderHook(() => useCartPricing(), { wrapper });
      await act(() => vi.advanceTimersByTimeAsync(50));
    } finally {
      vi.useRealTimers();
    }
    expect(api.calls).toHaveLength(0);
    act(() => useAuthStore.setState({ isProcessing: false, loggedIn: true }));
    await waitFor(() => expect(calls('ajaxGetDeliveryCost')).toHaveLength(1));
    expect(calls('ajaxGetDeliveryCost')[0]?.url).toBe('/api/order/ajaxGetDeliveryCost?tenant=4');
  });

  it('keeps normal delivery at 0 when the server gives no usable answer', async () => {
    api = stubFetch(() => ({ status: 200, body: {} }));
    useCartStore.getState().add(product, makeArticle(1, 1000), 1);
    const { result } = renderHook(() => useCartPricing(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(useCartStore.getState()).toMatchObject({ delivery: 0, premiumAvailable: false });
  });
});
