// @vitest-environment jsdom
import type { Order } from '@shop/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, makeOrder, makeOrderItem, makeTenant } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

const base: Order = makeOrder({
  orderNumber: 4712,
  orderDate: '2025-01-01T10:00:00Z',
  totalPrice: 6890,
  totals: { net: 5557, vat: 1333, gross: 6890 },
  currency: 'EUR',
  vatPercent: 24,
  orderItems: [
    makeOrderItem({
      articleNumber: 'L-1',
      amount: 2,
      price: 3543,
      quantity: 100,
      name: '[en]Tube',
      description: '[en]Tube, 100 pcs',
    }),
    makeOrderItem({ articleNumber: 'L-2', amount: 1, price: 1508, name: '[en]Rack', description: '[en]Rack, 1 pc' }),
    makeOrderItem({ articleNumber: 'L-3', amount: 1, price: 506, name: '[en]Cap', description: '[en]Cap, 10 pcs' }),
    makeOrderItem({
      articleNumber: 'L-4',
      amount: 1,
      price: 0,
      name: '[en]Centrifuge',
      description: '[en]Centrifuge, 1 pc',
      alternativePrice: '[en]Price on request',
    }),
  ],
  deliveryAddress: { recipient: 'Petra Privat', streetName: 'Labvej', zipCode: '00100', city: 'Helsinki' },
  privateCustomer: true,
  payment: 'ADVANCE',
});

let order: Order = base;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => (url.includes('ajaxGetOrder') ? { status: 200, body: order } : { status: 404 })).fn,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  order = base;
});

describe('the confirmation of a consumer order', () => {
  it('shows the prices with VAT as the cart did, lines that add up, payment in advance and the quote to follow', async () => {
    renderApp('/checkout/summary/4712', { tenant: makeTenant({ id: 8, vat: 24, currency: 'EUR' }) });
    const prices = (await screen.findAllByTestId('summary-item-price')).map((p) => norm(p.textContent));
    expect(prices).toEqual(['€43.93', '€18.70', '€6.27', 'Price on request']);
    expect(norm(screen.getByTestId('summary-items-total').textContent)).toContain('€68.90');
    expect(norm(screen.getByTestId('summary-gross').textContent)).toContain('€68.90');
    expect(screen.queryByTestId('summary-net')).toBeNull();
    expect(screen.getByTestId('summary-totals').textContent).not.toContain('excl. VAT');
    expect(screen.getByTestId('summary-payment-text').textContent).toBe(
      'Payment in advance. We will contact you about the payment.',
    );
    expect(screen.getByTestId('summary-on-request').textContent).toContain('Centrifuge');
    expect(screen.getAllByTestId('summary-item-packages')[0]?.textContent).toBe('2 × 100 pcs');
  });
});

describe('the confirmation of a business order', () => {
  it('prints exactly the invoice kind the order stored', async () => {
    order = {
      ...base,
      privateCustomer: false,
      payment: 'E-INVOICE',
      invoiceAddress: { recipient: 'Oy Ab', electronicInvoiceSystemAddress: '003712345678', electronicOperator: 'OP' },
    };
    renderApp('/checkout/summary/4712', { tenant: makeTenant({ id: 5, vat: 25.5, currency: 'EUR' }) });
    const payment = await screen.findByTestId('summary-payment');
    expect(payment.getAttribute('data-kind')).toBe('E-INVOICE');
    expect(payment.textContent).toContain('(E-invoice)');
    expect(payment.textContent).not.toContain('Paper invoice');
    expect(screen.getByTestId('summary-net')).toBeTruthy();
  });
});
