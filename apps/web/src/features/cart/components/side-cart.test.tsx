// @vitest-environment jsdom

import { act, fireEvent, screen } from '@testing-library/react';

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useCustomerTypeStore } from '../../../stores/customer-type-store.ts';
import { cleanUpAfterEach } from '../../../test/browser-stubs.ts';
import { fakeFetch, makeArticle, makeTenant, stubFetch } from '../../../test/fixtures.ts';
import { renderWithQueries } from '../../../test/render-app.tsx';
import { useSideCartStore } from '../hooks/side-cart-store.ts';
import { SideCartHost } from './side-cart.tsx';

const product = { id: 7, name: '[sv]Säkerhetspåse[en]Security bag', description: '[en]A sealed bag', image: 'bag.svg' };
const article = (id: number, price = 1000) => makeArticle(id, price);

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

let api: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  initI18n('en');
  localStorage.clear();
  configureApiClient({ tenantId: () => 4, publicTenant: () => true });
  useAuthStore.setState({ isProcessing: false, loggedIn: false, tenantId: 4 });
  api = fakeFetch((url) => {
    if (url.includes('ajaxGetDeliveryCost'))
      return {
        status: 200,
        body: { normal: 4900, normalName: 'Parcel', normalDescription: '', premium: null, premiumName: '' },
      };
    if (url.includes('ajaxRequiredInvoiceAddress')) return { status: 200, body: { data: true } };
    if (url.includes('campaign/ajaxList'))
      return {
        status: 200,
        body: [
          {
            id: 1,
            name: '[en]Spring offers',
            description: '',
            articleContainers: [{ ...product, id: 9, groupId: 1, recommended: false, articles: [] }],
          },
        ],
      };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', api.fn);
  if (!globalThis.CSS) globalThis.CSS = {} as typeof CSS;
  const css = globalThis.CSS as { escape?: (v: string) => string };
  css.escape ??= (v: string) => v;
  useTenantStore.setState({ tenant: makeTenant() });
  useCustomerTypeStore.setState({ privateCustomer: false });
  useCartStore.getState().clear();
  useSideCartStore.setState({ isOpen: false });
});
cleanUpAfterEach();

function renderHost() {
  return renderWithQueries(<SideCartHost />);
}

describe('side cart', () => {
  it('lists the items with amounts, prices and the total; minus below 1 removes', async () => {
    useCartStore.getState().add(product, article(1, 25000), 2);
    useCartStore.getState().add(product, article(2, 10050), 1);
    renderHost();
    act(() => useSideCartStore.getState().open());
    expect(await screen.findAllByTestId('side-cart')).toHaveLength(1);
    expect(screen.getAllByTestId('side-cart-item')).toHaveLength(2);
    // Items 600.50 + shipping 49 from order/ajaxGetDeliveryCost.
    await vi.waitFor(() =>
      expect(norm(screen.getByTestId('side-cart-total').textContent)).toBe('SEK 649.50 excl. VAT'),
    );
    expect(norm(screen.getByTestId('side-cart-shipping').textContent)).toContain('(Parcel)');
    const [url, init] = api.calls.find(([u]) => u.includes('ajaxGetDeliveryCost')) ?? [];
    expect(url).toBe('/api/guest/order/ajaxGetDeliveryCost?tenant=4');
    expect(JSON.parse(String(init?.body))).toEqual({ totalWeight: 1500, articleIds: [1, 2] });
    expect(screen.getByTestId('side-cart-campaigns').textContent).toContain('Spring offers');
    fireEvent.click(screen.getAllByRole('button', { name: 'Increase amount of Security bag' })[1] as HTMLElement);
    expect(useCartStore.getState().items['2']?.amount).toBe(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Decrease amount of Security bag' })[0] as HTMLElement);
    expect(useCartStore.getState().items['1']?.amount).toBe(1);
    // Down to nothing asks first, as the cart page does; 'no' keeps the line.
    fireEvent.click(screen.getAllByRole('button', { name: 'Decrease amount of Security bag' })[0] as HTMLElement);
    const dialog = await screen.findByTestId('side-cart-remove-dialog');
    expect(dialog.textContent).toContain('Do you want to remove this product from the cart?');
    fireEvent.click(screen.getByTestId('side-cart-remove-cancel'));
    expect(useCartStore.getState().itemsInCart).toBe(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Decrease amount of Security bag' })[0] as HTMLElement);
    fireEvent.click(await screen.findByTestId('side-cart-remove-confirm'));
    expect(useCartStore.getState().itemsInCart).toBe(1);
    expect(screen.getByTestId('side-cart-go').getAttribute('href')).toBe('/cart');
  });

  it('shows the amount in packages with the package size, and no freight name that repeats the label', async () => {
    api = stubFetch((url) =>
      url.includes('ajaxGetDeliveryCost')
        ? {
            status: 200,
            body: { normal: 4900, normalName: '[en]Shipping', normalDescription: '', premium: null, premiumName: '' },
          }
        : { status: 404 },
    );
    useCartStore
      .getState()
      .add({ ...product, name: '[en]Deposit form' }, { ...article(1, 500), name: '[en]Deposit form, 100 forms' }, 2);
    renderHost();
    act(() => useSideCartStore.getState().open());
    expect((await screen.findByTestId('side-cart-packages')).textContent).toBe('2 × 100 forms');
    await vi.waitFor(() => expect(norm(screen.getByTestId('side-cart-total').textContent)).toContain('59'));
    expect(norm(screen.getByTestId('side-cart-shipping').textContent)).not.toContain('(');
  });

  it('shows prices with VAT to private customers and leads to checkout on a non-public tenant', async () => {
    useTenantStore.setState({
      tenant: makeTenant({ id: 3, publicTenant: false, businessPrivateToggle: true, showCampaigns: false }),
    });
    useCustomerTypeStore.setState({ privateCustomer: true });
    useCartStore.getState().add(product, article(1, 25000), 1);
    renderHost();
    act(() => useSideCartStore.getState().open());
    await screen.findByTestId('side-cart');
    // (250 + 49 shipping) with 25 % VAT; no campaigns where the tenant hides them.
    await vi.waitFor(() =>
      expect(norm(screen.getByTestId('side-cart-total').textContent)).toBe('SEK 373.75 incl. VAT'),
    );
    expect(screen.queryByTestId('side-cart-campaigns')).toBeNull();
    expect(screen.getByTestId('side-cart-go').getAttribute('href')).toBe('/checkout');
  });
});
