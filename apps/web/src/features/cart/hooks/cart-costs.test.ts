// @vitest-environment jsdom
import { PREMIUM_DELIVERY_DEFAULT_MINOR } from '@shop/contract';
import { describe, expect, it, vi } from 'vitest';
import { useTenantStore } from '../../../lib/tenant.ts';
import { makeTenant } from '../../../test/fixtures.ts';
import {
  chooseEInvoice,
  selectPremiumActive,
  selectTotals,
  setAddressType,
  setAdministrativeFee,
  setDeliveryCosts,
  setRequiredInvoiceAddress,
} from './cart-costs.ts';
import { article, cart, costs, feeAnswer, feeCalls, product, setUpCartTests } from './cart-test-setup.ts';

setUpCartTests();

describe('costs and totals', () => {
  it('takes the delivery costs; normal delivery is 0 when the server gives none', () => {
    cart().add(product, article(1, 1000), 2);
    setDeliveryCosts(costs());
    expect(cart()).toMatchObject({
      delivery: 9900,
      premiumDelivery: 24900,
      premiumAvailable: true,
      deliveryName: 'Freight',
      deliveryDescription: '[en]Parcel, 2–4 days',
      premiumName: 'Express',
    });
    expect(selectTotals(cart())).toEqual({ items: 2000, shipping: 9900, administrativeFee: 0, total: 11900 });
    setDeliveryCosts(costs({ normal: undefined as unknown as number, premium: null }));
    expect(cart().delivery).toBe(0);
    expect(cart().premiumAvailable).toBe(false);
    expect(cart().premiumDelivery).toBe(PREMIUM_DELIVERY_DEFAULT_MINOR);
  });

  it('switches shipping between premium and normal; premium counts only where offered', () => {
    cart().add(product, article(1, 1000), 1);
    setDeliveryCosts(costs());
    cart().setPremium(true);
    expect(selectTotals(cart()).shipping).toBe(24900);
    expect(selectPremiumActive(cart())).toBe(true);
    cart().setPremium(false);
    expect(selectTotals(cart()).shipping).toBe(9900);
    cart().setPremium(true);
    setDeliveryCosts(costs({ premium: null }));
    expect(selectTotals(cart()).shipping).toBe(9900);
    expect(selectPremiumActive(cart())).toBe(false);
  });

  it('totals = items + shipping + administrative fee', () => {
    cart().add(product, article(1, 1250), 4);
    setDeliveryCosts(costs({ normal: 4900 }));
    setAdministrativeFee({ id: 900, price: 3500 });
    expect(selectTotals(cart())).toEqual({ items: 5000, shipping: 4900, administrativeFee: 3500, total: 13400 });
  });

  it('gives the same totals object for the same inputs (safe as a component selector)', () => {
    cart().add(product, article(1), 1);
    expect(selectTotals(cart())).toBe(selectTotals(cart()));
  });

  it('an emptied cart clears its delivery costs, and ignores costs that arrive after', () => {
    cart().add(product, article(1), 1);
    setDeliveryCosts(costs());
    cart().setPremium(true);
    cart().remove(1);
    expect(cart()).toMatchObject({ delivery: 0, premiumAvailable: false, deliveryName: '' });
    expect(selectTotals(cart())).toEqual({ items: 0, shipping: 0, administrativeFee: 0, total: 0 });
    setDeliveryCosts(costs());
    expect(cart().delivery).toBe(0);
  });

  it('e-invoice yes drops the administrative fee', async () => {
    cart().add(product, article(1), 1);
    setAdministrativeFee({ id: 900, price: 3500 });
    await chooseEInvoice(true);
    expect(cart().eInvoiceSelected).toBe(true);
    expect(cart().administrativeFee).toBeNull();
    expect(feeCalls()).toHaveLength(0);
  });

  it('e-invoice no fetches the administrative fee', async () => {
    feeAnswer.mockReturnValue({ article: { id: 900, price: 3500 } });
    cart().add(product, article(1, 1000), 1);
    await chooseEInvoice(false);
    expect(feeCalls().map(([url]) => url)).toEqual(['/api/guest/order/ajaxGetAdministrativeFee?tenant=4']);
    expect(cart().eInvoiceSelected).toBe(false);
    expect(cart().administrativeFee).toEqual({ id: 900, price: 3500 });
    expect(selectTotals(cart()).total).toBe(4500);
  });

  it('a yes given while the fee of a no is on its way wins', async () => {
    let resolve: (v: unknown) => void = () => {};
    feeAnswer.mockReturnValue(new Promise((r) => (resolve = r)));
    const no = chooseEInvoice(false);
    await chooseEInvoice(true);
    resolve({ article: { id: 900, price: 3500 } });
    await no;
    expect(cart().administrativeFee).toBeNull();
    expect(cart().eInvoiceSelected).toBe(true);
  });

  it('a failed fee call is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    feeAnswer.mockReturnValue(new Error('down'));
    await chooseEInvoice(false);
    expect(cart().administrativeFee).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('e-invoice no asks nothing where the shop waives the fee (tenant 5), nor takes a malformed answer', async () => {
    useTenantStore.setState({
      tenant: makeTenant({ id: 5, checkout: { ...makeTenant().checkout, waiveAdministrativeFee: true } }),
    });
    await chooseEInvoice(false);
    expect(feeCalls()).toHaveLength(0);
    expect(cart().administrativeFee).toBeNull();
    useTenantStore.setState({ tenant: makeTenant() });
    feeAnswer.mockReturnValue({ article: { id: 'x', price: 3500 } });
    await chooseEInvoice(false);
    expect(feeCalls()).toHaveLength(1);
    expect(cart().administrativeFee).toBeNull();
  });

  it('keeps the invoice-address need and address type', () => {
    setRequiredInvoiceAddress(true);
    setAddressType('POSTAL');
    expect(cart()).toMatchObject({ requiredInvoiceAddress: true, addressType: 'POSTAL' });
  });

  it('clear empties items, choices, costs and key', async () => {
    cart().add(product, article(1), 1);
    setDeliveryCosts(costs());
    cart().setPremium(true);
    await chooseEInvoice(true);
    setRequiredInvoiceAddress(true);
    setAddressType('POSTAL');
    cart().clear();
    expect(cart()).toMatchObject({
      items: {},
      itemsInCart: 0,
      orderKey: '',
      premiumSelected: false,
      eInvoiceSelected: null,
      delivery: 0,
      premiumAvailable: false,
      administrativeFee: null,
      requiredInvoiceAddress: false,
      addressType: 'DELIVERY',
    });
  });
});
