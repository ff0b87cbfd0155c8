import { readFileSync } from 'node:fs';
import { formatMoney, type Order, OrderSchema, packagesLabel, packageText, viewOrder, withVat } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from '../mail/confirmation.ts';
import { demoTenant } from '../mail/mail.test-support.ts';
import { findOrderById } from './orders.repository.ts';
import {
  address,
  goods,
  guest,
  invoice,
  orderRow,
  pick,
  request,
  service,
  setUpOrderTests,
  signedIn,
  t,
} from './orders.test-support.ts';

setUpOrderTests();

const getOrder = async (tenant: number, user: string, orderNumber: number): Promise<Order> =>
  OrderSchema.parse((await signedIn(tenant, user, 'ajaxGetOrder', { orderNumber })).json());

/** The confirmation page's texts (the web app's summary locale) of a language. */
function pageTexts(lang: string) {
  const url = new URL(`../../../../web/src/features/summary/locales/${lang}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')).summary as {
    payment: Record<string, string>;
    items: Record<string, string>;
  };
}
const fillPage = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

describe('a consumer order (SPEC.md §1: paid in advance, the provider contacts them)', () => {
  it('records no invoice address and no paper-invoice fee, whatever the request says, and prices lines with VAT', async () => {
    const lines = (await goods(4)).filter((a) => a.payer !== 'TENANT').slice(0, 3);
    const s = await service(4);
    const res = await signedIn(
      4,
      'private.4@example.com',
      'ajaxCreateNew',
      request(
        lines.map((a, i) => ({ articleNumber: a.article_number, amount: i + 1 })),
        { invoiceAddress: invoice({ emailInvoiceAddress: 'pdf@example.com' }), hasAdministrativeFee: true },
      ),
    );
    expect(res.statusCode).toBe(200);
    const { orderNumber } = res.json();
    const row = await orderRow(4, orderNumber);
    expect(row.invoice_address).toBeNull();
    expect(row.administrative_fee_minor).toBe(0);
    expect(row.private_customer).toBe(true);
    const order = await getOrder(4, 'private.4@example.com', orderNumber);
    expect(order).toMatchObject({ privateCustomer: true, payment: 'ADVANCE' });
    // Round per line, then sum: the gross total is the sum of the lines shown with VAT.
    const goodsLines = order.orderItems.filter((i) => i.freight === 'NONE' && !i.administrativeFee);
    const shownLines = goodsLines.map((i) => withVat(i.price, 25));
    const shipping = order.shipping;
    expect(shipping === 0 || shipping % s.normal === 0).toBe(true);
    expect(order.totals.gross).toBe(shownLines.reduce((a, b) => a + b, 0) + withVat(shipping, 25));
    expect(order.totals.gross - order.totals.vat).toBe(order.totals.net);
  });

  it('answers no invoice address need to a consumer account', async () => {
    const a = await pick(4, (x) => x.payer === 'CUSTOMER');
    const consumer = await signedIn(4, 'private.4@example.com', 'ajaxRequiredInvoiceAddress', {
      orderItemNumbers: [a.article_number],
    });
    expect(consumer.json()).toEqual({ data: false });
    const business = await signedIn(4, 'business.4@example.com', 'ajaxRequiredInvoiceAddress', {
      orderItemNumbers: [a.article_number],
    });
    expect(business.json()).toEqual({ data: true });
  });
});

describe('the invoice type an order records (SPEC.md §4)', () => {
  it('Finland: E-INVOICE keeps the e-address and operator and drops the PDF e-mail; PDF the other way round', async () => {
    const a = await pick(5, (x) => x.number_of_forms === 0);
    const fi = { country: 'Suomi', zipCode: '00100', city: 'Helsinki' };
    const both = invoice({
      ...fi,
      organisationNumber: '0112038-9',
      electronicInvoiceSystemAddress: '003712345678',
      electronicOperator: 'NDEAFIHH',
      emailInvoiceAddress: 'laskut@example.fi',
    });
    const place = (invoiceType: string) =>
      signedIn(
        5,
        'business.5@example.com',
        'ajaxCreateNew',
        request([{ articleNumber: a.article_number, amount: 1 }], {
          deliveryAddress: address(fi),
          invoiceAddress: both,
          invoiceType,
        }),
      );
    const e = await place('E-INVOICE');
    expect(e.statusCode).toBe(200);
    const eOrder = await getOrder(5, 'business.5@example.com', e.json().orderNumber);
    expect(eOrder.payment).toBe('E-INVOICE');
    expect(eOrder.invoiceAddress).toMatchObject({
      electronicInvoiceSystemAddress: '003712345678',
      emailInvoiceAddress: null,
    });
    const eMail = await renderOrderConfirmation({ tenant: demoTenant(5), language: 'fi', order: eOrder });
    expect(eMail.text).not.toContain('laskut@example.fi');
    expect(eMail.text).toContain('(Verkkolasku)');

    const pdf = await place('PDF');
    const pdfOrder = await getOrder(5, 'business.5@example.com', pdf.json().orderNumber);
    expect(pdfOrder.payment).toBe('PDF');
    expect(pdfOrder.invoiceAddress).toMatchObject({
      emailInvoiceAddress: 'laskut@example.fi',
      electronicInvoiceSystemAddress: null,
      electronicOperator: null,
    });
    const pdfMail = await renderOrderConfirmation({ tenant: demoTenant(5), language: 'fi', order: pdfOrder });
    expect(pdfMail.text).not.toContain('003712345678');
  });

  it('Nordic: a payer who accepted e-invoices gets an e-invoice order without the fee; otherwise paper with the fee', async () => {
    const a = await pick(4, (x) => x.payer === 'CUSTOMER' && x.number_of_forms === 0);
    const s = await service(4);
    const accepted = await signedIn(
      4,
      'business.4@example.com',
      'ajaxCreateNew',
      request([{ articleNumber: a.article_number, amount: 1 }], {
        invoiceType: 'E-INVOICE',
        hasAdministrativeFee: true,
      }),
    );
    expect(accepted.statusCode).toBe(200);
    const order = await getOrder(4, 'business.4@example.com', accepted.json().orderNumber);
    expect(order).toMatchObject({ payment: 'E-INVOICE', administrativeFee: 0 });
    const mail = await renderOrderConfirmation({ tenant: demoTenant(4), language: 'en', order });
    expect(mail.text).toContain('(E-invoice)');
    expect(mail.text).not.toContain('Paper invoice');

    const paper = await signedIn(
      4,
      'business.4@example.com',
      'ajaxCreateNew',
      request([{ articleNumber: a.article_number, amount: 1 }], { hasAdministrativeFee: true }),
    );
    const paperOrder = await getOrder(4, 'business.4@example.com', paper.json().orderNumber);
    expect(paperOrder).toMatchObject({ payment: 'PAPER', administrativeFee: s.fee });
  });
});

describe('premium freight follows the weight as normal freight does', () => {
  it('is never cheaper than normal freight, however heavy the cart', async () => {
    for (const w of [1, 20_000, 20_001, 150_000, 1_000_000]) {
      const cost = (await guest(4, 'ajaxGetDeliveryCost', { totalWeight: w, articleIds: [] })).json();
      expect(cost.premium).toBeGreaterThanOrEqual(cost.normal);
    }
  });
});

describe('the confirmation page and the e-mail of the same order', () => {
  it('show the same lines, the same totals and the same payment text', async () => {
    const lines = (await goods(4)).filter((a) => a.payer !== 'TENANT').slice(0, 2);
    for (const [user, lang] of [
      ['private.4@example.com', 'en'],
      ['business.4@example.com', 'sv'],
    ] as const) {
      const res = await signedIn(
        4,
        user,
        'ajaxCreateNew',
        request(
          lines.map((a, i) => ({ articleNumber: a.article_number, amount: i + 2 })),
          { language: lang },
        ),
      );
      expect(res.statusCode).toBe(200);
      const { orderNumber } = res.json();
      // What the page shows: the order as ajaxGetOrder answers it, through the contract's viewOrder.
      const page = await getOrder(4, user, orderNumber);
      const view = viewOrder(page);
      // What the mail shows: rendered from the stored order, as the mail sender does.
      const row = await orderRow(4, orderNumber);
      const stored = await findOrderById(t.db, 4, row.id);
      expect(stored).toEqual(page);
      const mail = await renderOrderConfirmation({ tenant: demoTenant(4), language: lang, order: stored as Order });
      const money = (m: number) => formatMoney(m, page.currency, lang);
      const texts = pageTexts(lang);
      for (const { item, shown } of view.lines) {
        const size =
          packageText(item.description, item.name, lang) ??
          fillPage(texts.items.pieces ?? '', { count: item.quantity });
        expect(mail.text).toContain(`${packagesLabel(item.amount, size, lang)}: ${money(shown ?? 0)}`);
      }
      for (const amount of [view.items, view.shipping, view.totals.vat, view.withVat ? view.total : view.totals.gross])
        expect(mail.text).toContain(money(amount));
      const payment =
        view.payment === 'ADVANCE'
          ? (texts.payment.advance ?? '')
          : fillPage(texts.payment.invoice ?? '', { days: 30, method: texts.payment[view.payment ?? ''] ?? '' });
      expect(mail.text).toMatch(new RegExp(`: ${payment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
    }
  });
});
