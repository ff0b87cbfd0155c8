import { describe, expect, it } from 'vitest';
import { guest, pick, service, setUpOrderTests, signedIn } from './orders.test-support.ts';

setUpOrderTests();

describe('order/ajaxGetDeliveryCost, ajaxUseDeliveryOrPostalAddress, ajaxRequiredInvoiceAddress', () => {
  it('charges normal freight per started 20 kg, nothing without weight, and offers premium', async () => {
    const s = await service(4);
    const cost = async (w: number) =>
      (await guest(4, 'ajaxGetDeliveryCost', { totalWeight: w, articleIds: [] })).json();
    expect(await cost(0)).toMatchObject({ normal: 0, premium: s.premium });
    expect(await cost(1)).toMatchObject({ normal: s.normal });
    expect(await cost(20_000)).toMatchObject({ normal: s.normal });
    expect(await cost(20_001)).toMatchObject({ normal: 2 * s.normal });
    const answer = await cost(500);
    expect(answer.normalName).toContain('[en]Freight');
    expect(answer.normalDescription).toContain('[fi]');
  });

  it('offers no premium on the Finnish shop', async () => {
    const res = await signedIn(5, 'business.5@example.com', 'ajaxGetDeliveryCost', { totalWeight: 100 });
    expect(res.json().premium).toBeNull();
  });

  it('decides the address type by weight on the non-public shop, delivery on public shops', async () => {
    expect((await guest(4, 'ajaxUseDeliveryOrPostalAddress', { totalWeight: 10 })).json()).toEqual({
      data: 'delivery',
    });
    const at = async (w: number) =>
      (await signedIn(3, 'business.3@example.com', 'ajaxUseDeliveryOrPostalAddress', { totalWeight: w })).json();
    expect(await at(500)).toEqual({ data: 'postal' });
    expect(await at(50_000)).toEqual({ data: 'delivery' });
  });

  it('needs an invoice address for customer-paid articles only', async () => {
    const paid = await pick(4, () => true);
    expect((await guest(4, 'ajaxRequiredInvoiceAddress', { orderItemNumbers: [paid.article_number] })).json()).toEqual({
      data: true,
    });
    expect((await guest(4, 'ajaxRequiredInvoiceAddress', { orderItemNumbers: [] })).json()).toEqual({ data: false });
    const tenantPaid = await pick(3, (a) => a.payer === 'TENANT');
    const res = await signedIn(3, 'business.3@example.com', 'ajaxRequiredInvoiceAddress', {
      orderItemNumbers: [tenantPaid.article_number],
    });
    expect(res.json()).toEqual({ data: false });
  });

  it('refuses guests on the non-public shop', async () => {
    expect((await guest(3, 'ajaxGetDeliveryCost', { totalWeight: 1 })).statusCode).toBe(401);
  });
});
