import { formatMoney, type Order, priceOrder } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './confirmation.ts';
import { demoTenant } from './mail.test-support.ts';
import { CONFIRMATION_TEXTS } from './mail-texts.ts';
import { sampleFreight, sampleItem, sampleOrder } from './templates/samples.ts';

const lab = demoTenant(8);
const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');

/** A consumer order of three lines priced as the cart prices it (24 % VAT, rounded per line). */
function consumerOrder(): Order {
  const nets = [3543, 1508, 506];
  const pricing = priceOrder({
    lines: nets.map((price) => ({ article: { price, weight: 1, freeShipping: false, payer: 'CUSTOMER' }, amount: 1 })),
    normalFreight: 0,
    premiumFreight: null,
    premiumSelected: false,
    administrativeFee: 0,
    vatPercent: 24,
    privateCustomer: true,
  });
  return sampleOrder({
    currency: 'EUR',
    vatPercent: 24,
    totals: pricing.totals,
    totalPrice: pricing.totals.gross,
    shipping: 0,
    orderItems: nets.map((price, i) =>
      sampleItem({
        articleNumber: `LAB-${i}`,
        amount: 1,
        price,
        quantity: 100,
        name: `[en]Tube ${i}`,
        description: `[en]Tube ${i}, 100 pcs`,
      }),
    ),
    invoiceAddress: null,
    privateCustomer: true,
  });
}

describe('the confirmation of a consumer order', () => {
  it('says the order is paid in advance, shows the prices with VAT the cart showed, and lines that add up', async () => {
    const mail = await renderOrderConfirmation({ tenant: lab, language: 'en', order: consumerOrder() });
    const text = mail.text;
    expect(text).toContain(`Payment: ${CONFIRMATION_TEXTS.en.paymentAdvance}`);
    expect(text).not.toMatch(/Invoice|invoice|excl\. VAT|Administrative fee/);
    for (const line of ['1 × 100 pcs: €43.93', '1 × 100 pcs: €18.70', '1 × 100 pcs: €6.27'])
      expect(text).toContain(line);
    expect(text).toMatch(new RegExp(`Products: +${eur(6890)}`));
    expect(text).toMatch(new RegExp(`Total incl\\. VAT: +${eur(6890)}`));
    expect(text).toMatch(/of which VAT 24%: +€13\.33/);
  });
});

describe('the confirmation of a business order prints the invoice kind the order stored', () => {
  const nordic = demoTenant(4);
  const invoice = {
    recipient: 'Acme AB',
    streetName: 'Box 1',
    zipCode: '111 22',
    city: 'Stockholm',
    emailInvoiceAddress: null,
    electronicInvoiceSystemAddress: null,
    electronicOperator: null,
  };

  it('an order whose payer accepted e-invoices says e-invoice, not paper invoice', async () => {
    const mail = await renderOrderConfirmation({
      tenant: nordic,
      language: 'en',
      order: sampleOrder({ invoiceAddress: invoice, payment: 'E-INVOICE' }),
    });
    expect(mail.text).toContain('Payment: Invoice, net 30 days (E-invoice)');
    expect(mail.text).not.toContain('Paper invoice');
  });

  it('a PDF invoice and a paper invoice are named as such', async () => {
    const pdf = await renderOrderConfirmation({
      tenant: nordic,
      language: 'en',
      order: sampleOrder({ invoiceAddress: { ...invoice, emailInvoiceAddress: 'ap@acme.se' }, payment: 'PDF' }),
    });
    expect(pdf.text).toContain('(PDF invoice by e-mail)');
    const paper = await renderOrderConfirmation({
      tenant: nordic,
      language: 'en',
      order: sampleOrder({ invoiceAddress: invoice, payment: 'PAPER' }),
    });
    expect(paper.text).toContain('(Paper invoice)');
  });
});

describe('items in the confirmation', () => {
  it('writes the amount of packages with the package size, and names what a quote follows for', async () => {
    const order = sampleOrder({
      orderItems: [
        sampleItem({ amount: 2, quantity: 100, name: '[en]Deposit form', description: '[en]Deposit form, 100 forms' }),
        sampleItem({
          articleNumber: 'SW4-2002',
          amount: 1,
          price: 0,
          name: '[en]Cash counter',
          description: '[en]Cash counter, 1 pcs',
          alternativePrice: '[en]Price on request',
        }),
        sampleFreight(14_900),
      ],
    });
    const mail = await renderOrderConfirmation({ tenant: demoTenant(4), language: 'en', order });
    expect(mail.text).toContain(`2 × 100 forms: ${formatMoney(44_700, 'SEK', 'en')}`);
    expect(mail.text).toContain('1 × 1 pcs: Price on request');
    expect(mail.text).toContain('Price on request: we will send you a quote for Cash counter.');
  });
});
