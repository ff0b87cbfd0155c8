// @vitest-environment jsdom
import type { Order } from '@shop/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '../../../test/browser-stubs.ts';
import { fakeFetch, makeOrder, makeOrderItem, makeTenant, stubFetch } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { useConsentStore } from '../../consent/index.ts';
import { markRedirectedToSummary } from '../lib/redirect-flag.ts';

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

const item = makeOrderItem;

const address = {
  recipient: 'Acme AB',
  streetName: 'Storgatan',
  streetNumber: '5',
  streetLetter: 'B',
  zipCode: '11122',
  city: 'Stockholm',
  country: 'SE',
  contactPerson: 'Anna Berg',
  contactPhoneNumber: '+46 8 123',
  contactNotificationInformation: 'anna@example.com',
};

const order: Order = makeOrder({
  orderDate: '2025-01-01T10:00:00Z',
  totalPrice: 31125,
  totals: { net: 24900, vat: 6225, gross: 31125 },
  shipping: 4900,
  premiumSelected: true,
  orderItems: [
    item(),
    item({ articleNumber: 'FR-P', name: 'Premium freight', freight: 'PREMIUM', amount: 1, price: 4900 }),
  ],
  deliveryAddress: address,
  invoiceAddress: {
    recipient: 'Acme Finance',
    streetName: 'Box 1',
    zipCode: '11000',
    city: 'Stockholm',
    country: 'SE',
    organisationNumber: '556000-0000',
  },
  email: 'anna@example.com',
  payment: 'PAPER',
});

let api: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
  vi.stubGlobal('scrollTo', () => {});
  api = fakeFetch((url, init) => {
    const body = JSON.parse(String(init.body ?? '{}'));
    if (url.includes('ajaxGetOrder'))
      return body.orderNumber === 4711
        ? { status: 200, body: order }
        : { status: 404, body: { operationError: 'not_found' } };
    if (url.includes('ajaxSendConfirmationEmail')) return { status: 200, body: { success: true } };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', api.fn);
});

cleanUpAfterEach();

const tenant = makeTenant({ trackingHosts: ['localhost'] });

describe('order confirmation', () => {
  it('shows the number, addresses, premium delivery, items and net / VAT / gross', async () => {
    renderApp('/checkout/summary/4711', { tenant });
    const number = await screen.findByTestId('summary-order-number');
    expect(number.textContent).toContain('4711');
    expect(screen.getByTestId('page-summary').getAttribute('data-order')).toBe('4711');
    const delivery = screen.getByTestId('summary-delivery-address');
    expect(delivery.textContent).toContain('Acme AB');
    expect(delivery.textContent).toContain('Storgatan 5B');
    expect(delivery.textContent).toContain('Anna Berg');
    expect(screen.getByTestId('summary-invoice-address').textContent).toContain('556000-0000');
    expect(screen.getByTestId('summary-delivery').getAttribute('data-kind')).toBe('PREMIUM');
    expect(screen.getAllByTestId('summary-item')).toHaveLength(1);
    expect(norm(screen.getByTestId('summary-net').textContent)).toContain('SEK 249');
    expect(norm(screen.getByTestId('summary-vat').textContent)).toContain('SEK 62.25');
    expect(norm(screen.getByTestId('summary-gross').textContent)).toContain('SEK 311.25');
    const [url] = api.calls.find(([u]) => u.includes('ajaxGetOrder')) ?? [];
    expect(url).toBe('/api/guest/order/ajaxGetOrder?tenant=4');
  });

  it('keeps the progress indicator with the logo for an unknown order number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/checkout/summary/999', { tenant });
      const loading = await screen.findByTestId('summary-loading');
      await waitFor(() => expect(api.calls.some(([u]) => u.includes('ajaxGetOrder'))).toBe(true));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByTestId('summary-loading')).toBe(loading);
      expect(loading.querySelector('svg')).toBeTruthy();
      expect(screen.queryByTestId('summary-order-number')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the confirmation to another e-mail', async () => {
    renderApp('/checkout/summary/4711', { tenant });
    const form = await screen.findByTestId('summary-send');
    const input = within(form).getByLabelText('E-mail address') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    fireEvent.click(within(form).getByTestId('summary-send-submit'));
    expect(within(form).getByText('Required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'copy@example.com' } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('summary-send-submit'));
    });
    expect((await within(form).findByTestId('summary-send-sent')).textContent).toBe('Email sent');
    const [, init] = api.calls.find(([u]) => u.includes('ajaxSendConfirmationEmail')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ orderNumber: 4711, email: 'copy@example.com' });
  });

  /** Sends a copy to copy@example.com where the send answers `status` with `operationError`. */
  async function sendFailing(status: number, operationError: string) {
    api = fakeFetch((url) => {
      if (url.includes('ajaxGetOrder')) return { status: 200, body: order };
      if (url.includes('ajaxSendConfirmationEmail')) return { status, body: { operationError } };
      return { status: 404 };
    });
    vi.stubGlobal('fetch', api.fn);
    renderApp('/checkout/summary/4711', { tenant });
    const form = await screen.findByTestId('summary-send');
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'copy@example.com' } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('summary-send-submit'));
    });
    return form;
  }

  it('says so when too many copies were sent (429)', async () => {
    const form = await sendFailing(429, 'too_many_attempts');
    expect((await within(form).findByTestId('summary-send-error')).textContent).toBe(
      'Too many e-mails sent. Please wait a while and try again.',
    );
    expect(within(form).queryByTestId('summary-send-sent')).toBeNull();
  });

  it("writes the VAT rate with the language's decimal comma (Finnish: Alv 25,5 %)", async () => {
    api = stubFetch((url) =>
      url.includes('ajaxGetOrder')
        ? { status: 200, body: { ...order, vatPercent: 25.5, currency: 'EUR' } }
        : { status: 404 },
    );
    renderApp('/checkout/summary/4711', { tenant, lang: 'fi' });
    const vat = await screen.findByTestId('summary-vat');
    expect(norm(vat.textContent)).toContain('Alv 25,5 %');
  });

  it('says on the field when the server refuses the address (422)', async () => {
    api = fakeFetch((url) => {
      if (url.includes('ajaxGetOrder')) return { status: 200, body: order };
      if (url.includes('ajaxSendConfirmationEmail'))
        return { status: 422, body: { fieldErrors: [{ field: 'email', message: 'invalid' }] } };
      return { status: 404 };
    });
    vi.stubGlobal('fetch', api.fn);
    renderApp('/checkout/summary/4711', { tenant });
    const form = await screen.findByTestId('summary-send');
    const input = within(form).getByLabelText('E-mail address');
    fireEvent.change(input, { target: { value: 'copy@example.com' } });
    await act(async () => {
      fireEvent.click(within(form).getByTestId('summary-send-submit'));
    });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Invalid');
    expect(within(form).queryByTestId('summary-send-sent')).toBeNull();
  });

  it('says nothing of another failure of the send (SPEC §8: only logged)', async () => {
    const form = await sendFailing(500, 'internal_error');
    await waitFor(() => expect(within(form).getByTestId('summary-send-submit').hasAttribute('disabled')).toBe(false));
    expect(within(form).queryByTestId('summary-send-error')).toBeNull();
    expect(within(form).queryByTestId('summary-send-sent')).toBeNull();
  });

  it('reports the purchase once after the redirect, with consent, on a tracking host', async () => {
    useConsentStore.setState({ choice: 'accepted' });
    markRedirectedToSummary(4711);
    renderApp('/checkout/summary/4711', { tenant });
    await screen.findByTestId('summary-order-number');
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: '4711', value: 311.25, tax: 62.25, shipping: 49, currency: 'SEK' },
    });
    cleanup();
    renderApp('/checkout/summary/4711', { tenant });
    await screen.findByTestId('summary-order-number');
    expect(window.dataLayer).toHaveLength(1);
  });

  it('does not report without consent', async () => {
    useConsentStore.setState({ choice: 'declined' });
    markRedirectedToSummary(4711);
    renderApp('/checkout/summary/4711', { tenant });
    await screen.findByTestId('summary-order-number');
    expect(window.dataLayer).toHaveLength(0);
  });
});
