import { formatMoney, LANGUAGES, type Language, type Order } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from '../confirmation.ts';
import { demoTenant } from '../mail.test-support.ts';
import { CONFIRMATION_TEXTS, RESET_TEXTS, STORE_ACCOUNT_REQUEST_TEXTS } from '../mail-texts.ts';
import { renderResetMail } from './password-reset.ts';
import { sampleItem, sampleOrder, visibleText } from './samples.ts';
import { renderStoreAccountRequestMail } from './store-account-request.ts';

/**
 * The mails as React Email components: what they say (totals, lines, addresses, each language's
 * texts), that React escapes what customers typed, and that each has a plain-text part. No
 * snapshots: each test names the content it expects.
 */

const SCRIPT = '<script>alert(1)</script>';

const visible = visibleText;

/** An order of two lines, an administrative fee and an e-invoice, to a recipient with a script in the name. */
function order(over: Partial<Order> = {}): Order {
  return sampleOrder({
    orderNumber: 200_456,
    orderDate: '2026-06-01T08:00:00.000Z',
    totalPrice: 50_000,
    totals: { net: 40_000, vat: 10_000, gross: 50_000 },
    shipping: 9_900,
    administrativeFee: 2_500,
    orderItems: [
      sampleItem({
        articleNumber: 'AB-1',
        amount: 2,
        price: 17_600,
        quantity: 50,
        name: '[sv]Påse[en]Bag[no]Pose[es]Bolsa[fi]Pussi[dk]Pose',
      }),
      sampleItem({ articleNumber: 'AB-2', amount: 5, price: 10_000, quantity: 10, name: '[sv]Band[en]Tape' }),
    ],
    deliveryAddress: {
      recipient: `Bolaget ${SCRIPT}`,
      streetName: 'Hamngatan',
      streetNumber: '3',
      zipCode: '411 06',
      city: 'Göteborg',
      country: 'Sverige',
      contactPerson: 'Eva',
    },
    invoiceAddress: {
      recipient: 'Bolaget AB',
      streetName: 'Box 9',
      zipCode: '411 01',
      city: 'Göteborg',
      electronicInvoiceSystemAddress: '7365560000000',
      electronicOperator: 'PEPPOL',
    },
    email: 'eva@example.com',
    ...over,
  });
}

describe('the order confirmation component', () => {
  const tenant = demoTenant(4);

  it('shows the lines, addresses and totals in both parts', async () => {
    const mail = await renderOrderConfirmation({ tenant, language: 'en', order: order() });
    const seen = visible(mail.html);
    const sek = (minor: number) => formatMoney(minor, 'SEK', 'en').replace(/\s+/g, ' ');
    for (const part of [
      'Bag',
      'Item no. AB-1',
      '50 pcs',
      'Tape',
      'Item no. AB-2',
      sek(17_600),
      sek(10_000),
      'Shipping',
      sek(9_900),
      'Administrative fee',
      sek(2_500),
      'Total excl. VAT',
      sek(40_000),
      'VAT 25%',
      sek(10_000),
      'Total incl. VAT',
      sek(50_000),
      'Hamngatan 3',
      '411 06 Göteborg',
      'Box 9',
      'E-invoice address: 7365560000000',
      'Invoice, net 30 days (E-invoice)',
      'Hello Eva,',
    ]) {
      expect(seen, part).toContain(part);
    }
    expect(mail.text).toContain('- Bag (Item no. AB-1)\n  2 × 50 pcs: ');
    expect(mail.text).toContain('- Tape (Item no. AB-2)\n  5 × 10 pcs: ');
    expect(mail.text).toMatch(/Total incl\. VAT: +SEK/);
    expect(mail.text).toContain('Invoice address\nBolaget AB\nBox 9\n411 01 Göteborg');
  });

  it('escapes a <script> in the recipient name and keeps it as text', async () => {
    const mail = await renderOrderConfirmation({ tenant, language: 'sv', order: order() });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Bolaget &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(visible(mail.html)).toContain(`Bolaget ${SCRIPT}`);
    // The text part is plain: the name as typed.
    expect(mail.text).toContain(`Bolaget ${SCRIPT}`);
  });

  it('writes each language from its texts, with a text part, and no React markers in the HTML', async () => {
    for (const language of LANGUAGES as readonly Language[]) {
      const t = CONFIRMATION_TEXTS[language];
      const mail = await renderOrderConfirmation({ tenant, language, order: order() });
      const seen = visible(mail.html);
      for (const text of [t.intro, t.items, t.totalGross, t.deliveryNormal, t.contactIntro]) {
        expect(seen, `${language}: ${text}`).toContain(text);
        expect(mail.text, `${language}: ${text}`).toContain(text);
      }
      // The column headings are the HTML table's alone.
      for (const text of [t.product, t.amount, t.price]) expect(seen, language).toContain(text);
      expect(mail.text.trim().length, language).toBeGreaterThan(200);
      expect(mail.html, language).toMatch(/^<!DOCTYPE html/);
      expect(mail.html, language).not.toContain('<!--');
      expect(mail.html, language).not.toContain('&#x27;');
    }
  });

  it('uses the shop colour in its header and the default for a colour that is not hex', async () => {
    const labwise = await renderOrderConfirmation({ tenant: demoTenant(8), language: 'en', order: order() });
    expect(labwise.html).toContain('background:#007c78');
    const odd = { ...tenant, theme: { ...tenant.theme, primary: 'red;background:url(x)' } };
    const mail = await renderOrderConfirmation({ tenant: odd, language: 'en', order: order() });
    expect(mail.html).not.toContain('url(x)');
    expect(mail.html).toContain('background:#0b3d5c');
  });
});

describe('the password-reset component', () => {
  const link = 'https://t4.example/resetPassword/abc_DEF-123';

  it('has the link, the expiry and the texts of each language, in both parts', async () => {
    for (const language of LANGUAGES as readonly Language[]) {
      const t = RESET_TEXTS[language];
      const mail = await renderResetMail({ shop: 'Sealwise Nordic', language, link, minutes: 60 });
      expect(mail.subject).toBe(t.subject.replace('{shop}', 'Sealwise Nordic'));
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
      const expiry = t.expiry.replace('{minutes}', '60');
      for (const text of [t.greeting, t.intro, t.action, expiry, t.ignore]) {
        expect(visible(mail.html), `${language}: ${text}`).toContain(text);
        expect(mail.text, `${language}: ${text}`).toContain(text);
      }
      expect(mail.html).toContain(`lang="${language === 'dk' ? 'da' : language === 'no' ? 'nb' : language}"`);
    }
  });

  it('has every text in all six languages', () => {
    const keys = Object.keys(RESET_TEXTS.en).sort();
    for (const [language, texts] of Object.entries(RESET_TEXTS)) {
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const value of Object.values(texts)) expect(value.trim(), language).not.toBe('');
    }
  });

  it('escapes the shop name and a link with quotes', async () => {
    const mail = await renderResetMail({
      shop: `Shop ${SCRIPT}`,
      language: 'en',
      link: 'https://x.example/r/"><b>x',
      minutes: 60,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><b>');
    expect(mail.html).toContain('href="https://x.example/r/&quot;&gt;&lt;b&gt;x"');
  });
});

describe('the store-account request component', () => {
  it('lists every field, escaped, and has a text part', async () => {
    const mail = await renderStoreAccountRequestMail({
      shop: 'Sealwise Nordic',
      id: 7,
      companyName: `Firma ${SCRIPT}`,
      corporateId: '556000-1111',
      contactName: 'Olle',
      email: 'olle@example.com',
      phone: null,
      message: 'Rad ett\nRad två',
    });
    expect(mail.subject).toBe('Ny kontoansökan / New account request #7 – Sealwise Nordic');
    expect(mail.html).not.toContain('<script>');
    const seen = visible(mail.html);
    for (const [label, value] of [
      [STORE_ACCOUNT_REQUEST_TEXTS.companyName, `Firma ${SCRIPT}`],
      [STORE_ACCOUNT_REQUEST_TEXTS.corporateId, '556000-1111'],
      [STORE_ACCOUNT_REQUEST_TEXTS.contactName, 'Olle'],
      [STORE_ACCOUNT_REQUEST_TEXTS.email, 'olle@example.com'],
    ]) {
      expect(seen).toContain(`${label} ${value}`);
      expect(mail.text).toContain(`${label}: ${value}`);
    }
    expect(mail.text).toContain(`${STORE_ACCOUNT_REQUEST_TEXTS.message}: Rad ett\nRad två`);
  });
});
