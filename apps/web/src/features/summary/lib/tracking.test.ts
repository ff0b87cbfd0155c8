// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOrderItem } from '../../../test/fixtures.ts';
import { isRedirectedToSummary, markRedirectedToSummary } from './redirect-flag.ts';
import { purchaseEvent, reportPurchaseOnce } from './tracking.ts';

const item = (overrides: Parameters<typeof makeOrderItem>[0] = {}) =>
  makeOrderItem({ amount: 4, price: 10000, name: '[sv]Säkerhetspåse[en]Security bag', ...overrides });

const order = {
  orderNumber: 5001,
  totals: { net: 14900, vat: 3725, gross: 18625 },
  shipping: 4900,
  currency: 'SEK',
  vatPercent: 25,
  orderItems: [item(), item({ articleNumber: 'FR-1', freight: 'NORMAL', amount: 1, price: 4900, name: 'Freight' })],
};

const host = 't4.localhost';
const options = (overrides: Partial<Parameters<typeof reportPurchaseOnce>[1]> = {}) => ({
  consent: true,
  hostname: host,
  trackingHosts: [host, 'shop.example.se'],
  lang: 'en',
  target: window,
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  window.dataLayer = [];
});

describe('purchase event', () => {
  it('has the order in major units, tax = total × VAT %, and the goods only', () => {
    expect(purchaseEvent(order, 'en')).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '5001',
        value: 186.25,
        tax: 37.25,
        shipping: 49,
        currency: 'SEK',
        items: [{ item_id: 'SB-1', item_name: 'Security bag', price: 25, quantity: 4 }],
      },
    });
  });
});

describe('reporting a placed order', () => {
  it('reports once after the redirect, with consent, on a tracking host; the flag then clears', () => {
    markRedirectedToSummary(5001);
    expect(reportPurchaseOnce(order, options())).toBe(true);
    expect(window.dataLayer).toHaveLength(1);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: '5001' } });
    expect(isRedirectedToSummary(5001)).toBe(false);
    // A reload (or a second effect run) finds no flag.
    expect(reportPurchaseOnce(order, options())).toBe(false);
    expect(window.dataLayer).toHaveLength(1);
  });

  it('does not report without consent, and clears the flag all the same', () => {
    markRedirectedToSummary(5001);
    expect(reportPurchaseOnce(order, options({ consent: false }))).toBe(false);
    expect(window.dataLayer).toHaveLength(0);
    expect(isRedirectedToSummary(5001)).toBe(false);
    expect(reportPurchaseOnce(order, options())).toBe(false);
  });

  it('does not report on a host that is not a tracking host', () => {
    markRedirectedToSummary(5001);
    expect(reportPurchaseOnce(order, options({ hostname: 'localhost' }))).toBe(false);
    expect(window.dataLayer).toHaveLength(0);
  });

  it('does not report an order the shopper did not just place', () => {
    markRedirectedToSummary(5002);
    expect(reportPurchaseOnce(order, options())).toBe(false);
    expect(window.dataLayer).toHaveLength(0);
    expect(isRedirectedToSummary(5002)).toBe(true);
  });

  it('survives a malformed flag in sessionStorage', () => {
    sessionStorage.setItem('redirectedToSummary', '{oops');
    expect(reportPurchaseOnce(order, options())).toBe(false);
    markRedirectedToSummary(5001);
    expect(reportPurchaseOnce(order, options())).toBe(true);
  });

  it('creates window.dataLayer when the page has none', () => {
    window.dataLayer = undefined;
    markRedirectedToSummary(5001);
    reportPurchaseOnce(order, options());
    expect(window.dataLayer).toHaveLength(1);
  });
});
