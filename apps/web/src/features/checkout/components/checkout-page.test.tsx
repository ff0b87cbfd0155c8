// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store.ts';
import { cleanUpAfterEach } from '../../../test/browser-stubs.ts';
import {
  cartPricingAnswer,
  type fakeFetch,
  headerOf,
  makeArticle,
  makeTenant,
  stubFetch,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const bag = { id: 7, name: '[en]Security bag', description: '[en]Sealed', image: null };
const small = makeArticle(1, 10000, { name: '[en]Security bag, 100 pcs', articleNumber: 'SW4-100' });

let api: ReturnType<typeof fakeFetch>;
let createAnswer: { status: number; body?: unknown };

function answer(url: string) {
  const pricing = cartPricingAnswer(url);
  if (pricing) return pricing;
  if (url.includes('ajaxGetAdministrativeFee')) return { status: 200, body: { article: { id: 99, price: 4900 } } };
  if (url.includes('ajaxCreateNew')) return createAnswer;
  // The order confirmation keeps waiting for an order it cannot find.
  return { status: 404 };
}

const input = (path: string) => {
  const el = document.getElementById(`checkout-${path.replace(/\./g, '-')}`);
  if (!el) throw new Error(`no field ${path}`);
  return el as HTMLInputElement;
};
const type = (path: string, value: string) => fireEvent.change(input(path), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('scrollTo', () => {});
  createAnswer = { status: 200, body: { orderNumber: 1234, accessToken: 'secret' } };
  api = stubFetch(answer);
});

cleanUpAfterEach();

async function openCheckout() {
  const view = renderApp('/checkout');
  useCartStore.getState().add(bag, small, 2);
  await screen.findByTestId('page-checkout');
  await waitFor(() => expect((screen.getByTestId('checkout-submit') as HTMLButtonElement).disabled).toBe(false));
  // The administrative fee of a paper invoice is in the cart until e-invoices are accepted.
  await waitFor(() => expect(useCartStore.getState().administrativeFee).toEqual({ id: 99, price: 4900 }));
  return view;
}

function fillGuest() {
  type('deliveryAddress.recipient', 'Acme AB');
  type('deliveryAddress.streetName', 'Storgatan');
  type('deliveryAddress.streetNumber', '12');
  type('deliveryAddress.zipCode', '11122');
  type('deliveryAddress.city', 'Stockholm');
  type('deliveryAddress.contactPerson', 'Eva');
  type('deliveryAddress.contactPhoneNumber', '08-123 45');
  type('deliveryAddress.contactNotificationInformation', 'eva@acme.se');
  fireEvent.click(screen.getByTestId('copy-delivery'));
  type('invoiceAddress.organisationNumber', '556000-1234');
}

describe('checkout page', () => {
  it('shows the notices and the first invalid field when nothing is filled', async () => {
    await openCheckout();
    fireEvent.click(screen.getByTestId('checkout-submit'));
    const notices = await screen.findByTestId('checkout-notices');
    expect(notices.textContent).toContain('Delivery address is required!');
    expect(notices.textContent).toContain('Invoice address is required!');
    expect(notices.textContent).not.toContain('Your cart is empty!');
    await waitFor(() => expect(document.activeElement).toBe(input('deliveryAddress.recipient')));
    expect(input('deliveryAddress.recipient').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some(([url]) => url.includes('ajaxCreateNew'))).toBe(false);
  });

  it('names the amount in packages and the package size in the order summary', async () => {
    await openCheckout();
    expect(screen.getByTestId('summary-line-packages').textContent).toBe('2 × 100 pcs');
  });

  it('places the order with the cart key, clears the cart and goes to the confirmation', async () => {
    const { router } = await openCheckout();
    const key = useCartStore.getState().orderKey;
    fillGuest();
    fireEvent.click(screen.getByTestId('checkout-submit'));
    // An organisation number without an e-invoice answer blocks submitting.
    expect((await screen.findByTestId('checkout-notices')).textContent).toContain(
      'Please select if you accept e-invoices',
    );
    fireEvent.click(screen.getByTestId('e-invoice-yes').querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(useCartStore.getState().administrativeFee).toBeNull());
    fireEvent.click(screen.getByTestId('shipping-premium').querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByTestId('newsletter'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-submit'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/summary/1234'));

    const creates = api.calls.filter(([url]) => url.includes('ajaxCreateNew'));
    expect(creates).toHaveLength(1);
    const [url, init] = creates[0] ?? [];
    expect(url).toBe('/api/guest/order/ajaxCreateNew?tenant=4');
    expect(headerOf(init, 'Idempotency-Key')).toBe(key);
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      deliveryAddress: { recipient: 'Acme AB', streetNumber: '12', contactPerson: 'Eva' },
      postalAddress: null,
      invoiceAddress: { recipient: 'Acme AB', organisationNumber: '556000-1234' },
      articles: [{ articleNumber: 'SW4-100', amount: 2 }],
      hasAdministrativeFee: false,
      premiumSelected: true,
      allowNewsletter: true,
      // The payer accepted e-invoices: the order records it.
      invoiceType: 'E-INVOICE',
      privateCustomer: false,
      language: 'en',
    });
    expect(useCartStore.getState().itemsInCart).toBe(0);
    expect(JSON.parse(sessionStorage.getItem('redirectedToSummary') ?? '[]')).toEqual([1234]);
    expect(sessionStorage.getItem('checkout.guest')).toBeNull();
  });

  it('shows server field errors on their fields and in the alert, and stays on the page', async () => {
    createAnswer = { status: 422, body: { fieldErrors: [{ field: 'deliveryAddress.city', message: 'invalid' }] } };
    const { router } = await openCheckout();
    fillGuest();
    fireEvent.click(screen.getByTestId('e-invoice-no').querySelector('input') as HTMLInputElement);
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-submit'));
    });
    const alert = await screen.findByTestId('checkout-error');
    expect(alert.textContent).toContain('City (Delivery address): Invalid');
    expect(input('deliveryAddress.city').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(useCartStore.getState().itemsInCart).toBe(1);
    type('deliveryAddress.city', 'Uppsala');
    expect(input('deliveryAddress.city').getAttribute('aria-invalid')).toBeNull();
  });

  it('explains an order too large for the shop, and too many orders (429)', async () => {
    createAnswer = { status: 422, body: { fieldErrors: [{ field: 'articles', message: 'order_too_large' }] } };
    await openCheckout();
    fillGuest();
    fireEvent.click(screen.getByTestId('e-invoice-no').querySelector('input') as HTMLInputElement);
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-submit'));
    });
    expect((await screen.findByTestId('checkout-error')).textContent).toContain(
      'The order is too large. Please order fewer packages or split it into several orders.',
    );
    createAnswer = { status: 429, body: { operationError: 'too_many_attempts' } };
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-submit'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('checkout-error').textContent).toContain('Too many attempts. Please wait a moment'),
    );
  });
});

describe('checkout page on the Finnish shop', () => {
  it('asks for the invoice type instead of the e-invoice question and never charges the fee', async () => {
    const tenant = makeTenant({
      id: 5,
      installationCountry: 'Suomi',
      businessPrivateToggle: false,
      checkout: {
        premiumDelivery: false,
        invoiceTypeChoice: true,
        eInvoiceQuestion: false,
        orderMessage: false,
        waiveAdministrativeFee: true,
      },
    });
    renderApp('/checkout', { tenant, loggedIn: true });
    useCartStore.getState().add(bag, small, 1);
    await screen.findByTestId('checkout-step-payment');
    expect(screen.queryByTestId('e-invoice-question')).toBeNull();
    expect(screen.queryByTestId('shipping-premium')).toBeNull();
    expect(screen.queryByTestId('checkout-step-message')).toBeNull();
    expect(screen.getByTestId('edit-delivery-address')).toBeTruthy();
    expect(useCartStore.getState().administrativeFee).toBeNull();
    expect(input('invoiceAddress.electronicInvoiceSystemAddress')).toBeTruthy();
    fireEvent.click(screen.getByTestId('invoice-type-pdf').querySelector('input') as HTMLInputElement);
    expect(input('invoiceAddress.emailInvoiceAddress')).toBeTruthy();
    expect(document.getElementById('checkout-invoiceAddress-electronicInvoiceSystemAddress')).toBeNull();
  });
});
