// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useCustomerTypeStore } from '../../../stores/customer-type-store.ts';
import { cleanUpAfterEach, stubPageBrowser } from '../../../test/browser-stubs.ts';
import { cartPricingAnswer, makeArticle, makeTenant, stubFetch } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

const form = { id: 7, name: '[en]Deposit form', description: '', image: null };
const counter = { id: 8, name: '[en]Cash counter', description: '', image: null };

let feeArticle: { id: number; price: number } | null = null;

function answer(url: string) {
  const pricing = cartPricingAnswer(url);
  if (pricing) return pricing;
  if (url.includes('ajaxGetAdministrativeFee')) return { status: 200, body: { article: feeArticle } };
  if (url.includes('ajaxList') || url.includes('ajaxGet')) return { status: 200, body: [] };
  return { status: 404 };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  feeArticle = null;
  stubPageBrowser();
  stubFetch(answer);
  useCustomerTypeStore.setState({ privateCustomer: false });
});

cleanUpAfterEach();

const sum = (texts: string[]) => texts.reduce((s, v) => s + Number(v.replace(/[^\d.]/g, '')), 0);

describe('the cart total', () => {
  it('a consumer: the lines shown, rounded each, add up to the products and the total shown', async () => {
    useCustomerTypeStore.setState({ privateCustomer: true });
    renderApp('/cart', { tenant: makeTenant({ vat: 24, businessPrivateToggle: true, currency: 'EUR' }) });
    act(() => {
      for (const [id, price] of [
        [1, 3543],
        [2, 1508],
        [3, 506],
      ] as const)
        useCartStore.getState().add({ ...form, id: 10 + id }, makeArticle(id, price), 1);
    });
    const lines = await screen.findAllByTestId('cart-item-price');
    const shown = lines.map((l) => norm(l.textContent) ?? '');
    expect(shown).toEqual(['€43.93', '€18.70', '€6.27']);
    const items = norm(screen.getByTestId('cart-items-total').textContent) ?? '';
    expect(items).toContain('€68.90');
    await waitFor(() => expect(screen.getByTestId('cart-shipping').textContent).toContain('€60.76'));
    // 68.90 + 60.76 (49.00 shipping with VAT)
    expect(norm(screen.getByTestId('cart-total').textContent)).toBe('€129.66 incl. VAT');
    expect(sum(shown)).toBeCloseTo(68.9, 2);
  });

  it('says the amount in packages with the package size: 2 × 100 forms', async () => {
    renderApp('/cart');
    act(() => useCartStore.getState().add(form, makeArticle(1, 500, { name: '[en]Deposit form, 100 forms' }), 2));
    expect((await screen.findByTestId('cart-item-packages')).textContent).toBe('2 × 100 forms');
  });

  it('the administrative fee is in the cart total, named, and says how to avoid it', async () => {
    feeArticle = { id: 99, price: 400 };
    renderApp('/cart', { tenant: makeTenant({ id: 6, currency: 'GBP' }) });
    act(() => useCartStore.getState().add(form, makeArticle(1, 10000), 1));
    const fee = await screen.findByTestId('cart-fee');
    expect(norm(fee.textContent)).toContain('£4');
    expect(screen.getByTestId('cart-fee-text').textContent).not.toBe('');
    // 100 + 49 shipping + 4 fee
    await waitFor(() => expect(norm(screen.getByTestId('cart-total').textContent)).toBe('£153 excl. VAT'));
  });

  it('a consumer is never charged the paper-invoice fee', async () => {
    feeArticle = { id: 99, price: 400 };
    useCustomerTypeStore.setState({ privateCustomer: true });
    renderApp('/cart', { tenant: makeTenant({ businessPrivateToggle: true }) });
    act(() => useCartStore.getState().add(form, makeArticle(1, 10000), 1));
    await waitFor(() => expect(screen.getByTestId('cart-shipping').textContent).toContain('61.25'));
    expect(screen.queryByTestId('cart-fee')).toBeNull();
  });

  it('price on request: the cart names the products a quote follows for, and says the products sum leaves them out', async () => {
    renderApp('/cart');
    act(() => {
      useCartStore.getState().add(form, makeArticle(1, 500, { name: '[en]Deposit form, 100 forms' }), 1);
      useCartStore
        .getState()
        .add(
          counter,
          makeArticle(2, 0, { name: '[en]Cash counter, 1 pcs', alternativePrice: '[en]Price on request' }),
          1,
        );
    });
    const note = await screen.findByTestId('price-on-request');
    expect(note.textContent).toContain('Cash counter');
    expect(note.textContent).toContain('quote');
    const items = screen.getByTestId('cart-items-total');
    expect(within(items).getByText(/excluding products priced on request/)).toBeTruthy();
    const prices = screen.getAllByTestId('cart-item-price').map((p) => norm(p.textContent));
    expect(prices).toContain('Price on request');
  });
});
