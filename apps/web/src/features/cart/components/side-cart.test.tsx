// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { makeArticle, makeTenant } from '../../../test/fixtures.ts';
import { useCustomerTypeStore } from '../../account/hooks/customer-type-store.ts';
import { useCartStore } from '../hooks/cart-store.ts';
import { useSideCartStore } from '../hooks/side-cart-store.ts';
import { SideCartHost } from './side-cart.tsx';

const product = { id: 7, name: '[sv]Säkerhetspåse[en]Security bag', description: '[en]A sealed bag', image: 'bag.svg' };
const article = (id: number, price = 1000) => makeArticle(id, price);

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

beforeEach(() => {
  initI18n('en');
  if (!globalThis.CSS) globalThis.CSS = {} as typeof CSS;
  const css = globalThis.CSS as { escape?: (v: string) => string };
  css.escape ??= (v: string) => v;
  useTenantStore.setState({ tenant: makeTenant() });
  useCustomerTypeStore.setState({ privateCustomer: false });
  useCartStore.getState().clear();
  useSideCartStore.setState({ isOpen: false });
});
afterEach(cleanup);

function renderHost() {
  return render(
    <MemoryRouter>
      <SideCartHost />
    </MemoryRouter>,
  );
}

describe('side cart', () => {
  it('lists the items with amounts, prices and the total; minus below 1 removes', async () => {
    useCartStore.getState().add(product, article(1, 25000), 2);
    useCartStore.getState().add(product, article(2, 10050), 1);
    renderHost();
    act(() => useSideCartStore.getState().open());
    expect(await screen.findAllByTestId('side-cart')).toHaveLength(1);
    expect(screen.getAllByTestId('side-cart-item')).toHaveLength(2);
    expect(norm(screen.getByTestId('side-cart-total').textContent)).toBe('SEK 600.50 excl. VAT');
    fireEvent.click(screen.getAllByRole('button', { name: 'Increase amount of Security bag' })[1] as HTMLElement);
    expect(useCartStore.getState().items['2']?.amount).toBe(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Decrease amount of Security bag' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('button', { name: 'Decrease amount of Security bag' })[0] as HTMLElement);
    expect(useCartStore.getState().itemsInCart).toBe(1);
    expect(screen.getByTestId('side-cart-go').getAttribute('href')).toBe('/cart');
  });

  it('shows prices with VAT to private customers and leads to checkout on a non-public tenant', async () => {
    useTenantStore.setState({ tenant: makeTenant({ id: 3, publicTenant: false, businessPrivateToggle: true }) });
    useCustomerTypeStore.setState({ privateCustomer: true });
    useCartStore.getState().add(product, article(1, 25000), 1);
    renderHost();
    act(() => useSideCartStore.getState().open());
    await screen.findByTestId('side-cart');
    expect(norm(screen.getByTestId('side-cart-total').textContent)).toBe('SEK 312.50 incl. VAT');
    expect(screen.getByTestId('side-cart-go').getAttribute('href')).toBe('/checkout');
  });
});
