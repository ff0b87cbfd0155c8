// @vitest-environment jsdom
import type { ProductSummary } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart-store.ts';
import { cleanUpAfterEach, stubPageBrowser } from '../../../test/browser-stubs.ts';
import { cartPricingAnswer, makeArticle, makeTenant, productDetails, stubFetch } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

const bag = { id: 7, name: '[en]Security bag', description: '[en]Sealed', image: null };
const small = makeArticle(1, 10000, { name: '[en]Security bag, 100 pcs', quantity: 100 });
const large = makeArticle(2, 40000, { name: '[en]Security bag, 500 pcs', quantity: 500 });
const summary = (id: number, groupId = 3): ProductSummary => ({
  id,
  groupId,
  name: `[en]Product ${id}`,
  description: '',
  recommended: true,
  image: null,
  articles: [makeArticle(100 + id, 500, { containerId: id })],
});
const product = {
  ...summary(7),
  name: bag.name,
  articles: [small, large, makeArticle(3, 9900, { freight: 'NORMAL' })],
  ...productDetails({ related: [summary(20), summary(21)] }),
};

function answer(url: string, init: RequestInit) {
  const body = JSON.parse(String(init.body ?? '{}'));
  const pricing = cartPricingAnswer(url);
  if (pricing) return pricing;
  if (url.includes('articleContainer/ajaxGet')) return { status: 200, body: { ...product, id: body.id } };
  if (url.includes('articleContainer/ajaxList'))
    return { status: 200, body: body.recommended ? [summary(7), summary(30), summary(31)] : [summary(7), summary(22)] };
  if (url.includes('campaign/ajaxList')) return { status: 200, body: [] };
  return { status: 404 };
}

beforeEach(() => {
  localStorage.clear();
  stubPageBrowser();
  stubFetch(answer);
});

cleanUpAfterEach();

async function openCart(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/cart', options);
  useCartStore.getState().add(bag, small, 2);
  return { ...view, page: await screen.findByTestId('page-cart') };
}

describe('cart page', () => {
  it('lists the lines with package and prices and sums items, shipping and total', async () => {
    await openCart();
    const line = await screen.findByTestId('cart-item');
    expect(line.getAttribute('data-article-id')).toBe('1');
    expect(within(line).getByRole('link', { name: 'Security bag' }).getAttribute('href')).toBe('/article/7');
    expect(within(line).getByTestId('cart-item-package-name').textContent).toBe('100 pcs');
    expect(norm(within(line).getByTestId('cart-item-price').textContent)).toBe('SEK 200');
    await waitFor(() => expect(norm(screen.getByTestId('cart-total').textContent)).toBe('SEK 249 excl. VAT'));
    expect(screen.getByTestId('cart-shipping').textContent).toContain('Parcel');
    expect(screen.getByTestId('cart-checkout').getAttribute('href')).toBe('/checkout');
  });

  it('switches premium delivery on and off', async () => {
    await openCart();
    const premium = await screen.findByTestId('cart-premium');
    fireEvent.click(premium);
    await waitFor(() => expect(norm(screen.getByTestId('cart-total').textContent)).toBe('SEK 399 excl. VAT'));
    expect(screen.getByTestId('cart-shipping').textContent).toContain('Express');
    fireEvent.click(premium);
    await waitFor(() => expect(norm(screen.getByTestId('cart-total').textContent)).toBe('SEK 249 excl. VAT'));
  });

  it('edits the amount and the package of a line', async () => {
    await openCart();
    fireEvent.click(await screen.findByTestId('cart-item-edit'));
    const select = (await screen.findByTestId('cart-item-package')) as HTMLSelectElement;
    // Freight articles are not offered as packages.
    await waitFor(() => expect(select.options).toHaveLength(2));
    fireEvent.change(screen.getByTestId('cart-item-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('cart-item-save'));
    expect(screen.getByText('The amount must be at least 1')).toBeTruthy();
    expect(screen.getByTestId('cart-item-amount').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByTestId('cart-item-amount'), { target: { value: '3' } });
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('cart-item-save'));
    const line = await screen.findByTestId('cart-item');
    expect(line.getAttribute('data-article-id')).toBe('2');
    expect(line.getAttribute('data-amount')).toBe('3');
    expect(Object.keys(useCartStore.getState().items)).toEqual(['2']);
  });

  it('removes a line only after confirmation, then says so', async () => {
    await openCart();
    fireEvent.click(await screen.findByTestId('cart-item-remove'));
    const dialog = await screen.findByTestId('cart-remove-dialog');
    expect(dialog.textContent).toContain('Do you want to remove this product from the cart?');
    fireEvent.click(within(dialog).getByTestId('cart-remove-cancel'));
    await waitFor(() => expect(screen.queryByTestId('cart-remove-dialog')).toBeNull());
    expect(useCartStore.getState().itemsInCart).toBe(1);
    fireEvent.click(screen.getByTestId('cart-item-remove'));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('cart-remove-confirm'));
    });
    expect(useCartStore.getState().itemsInCart).toBe(0);
    expect(screen.getByTestId('cart-deleted').textContent).toBe('Product deleted');
    expect(screen.getByTestId('cart-empty').textContent).toContain('Your cart is empty!');
    expect(screen.getByTestId('cart-empty-shop').getAttribute('href')).toBe('/shop');
  });

  it('offers three accessories not in the cart and the recommended products', async () => {
    await openCart();
    const accessories = await screen.findByTestId('cart-accessories');
    await waitFor(() =>
      expect(
        within(accessories)
          .getAllByTestId('cart-accessory')
          .map((a) => a.getAttribute('data-id')),
      ).toEqual(['20', '21', '22']),
    );
    const recommended = await screen.findByTestId('cart-recommended');
    const cards = within(recommended).getAllByTestId('product-card');
    expect(cards.map((c) => c.getAttribute('data-id'))).toEqual(['30', '31']);
    fireEvent.click(within(accessories).getByRole('button', { name: 'Add to cart: Product 20' }));
    expect(useCartStore.getState().items['120']?.amount).toBe(1);
  });

  it('shows guests the login form with create-account and guest links', async () => {
    await openCart();
    const login = screen.getByTestId('cart-login');
    expect(within(login).getByTestId('login-form')).toBeTruthy();
    expect(within(login).getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(within(login).getByTestId('cart-create-account').getAttribute('href')).toBe('/account/new');
    expect(within(login).getByTestId('cart-guest-link').getAttribute('href')).toBe('/checkout');
  });

  it('has no guest link nor checkout button for guests where guest checkout is off (tenant 5)', async () => {
    await openCart({
      tenant: makeTenant({ id: 5, guestCheckout: false, forcedLanguage: 'en', businessPrivateToggle: false }),
    });
    const login = screen.getByTestId('cart-login');
    expect(within(login).queryByTestId('cart-guest-link')).toBeNull();
    expect(within(login).getByTestId('cart-create-account')).toBeTruthy();
    expect(screen.queryByTestId('cart-checkout')).toBeNull();
    expect(screen.getByTestId('cart-login-first')).toBeTruthy();
  });

  it('shows no login form when signed in', async () => {
    await openCart({ loggedIn: true });
    expect(screen.queryByTestId('cart-login')).toBeNull();
    expect(screen.getByTestId('cart-checkout')).toBeTruthy();
  });
});
