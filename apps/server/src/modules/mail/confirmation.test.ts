import { formatMoney, type Order } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './confirmation.ts';
import { demoTenant } from './mail.test-support.ts';
import { CONFIRMATION_TEXTS } from './mail-texts.ts';
import { sampleItem, sampleOrder, visibleText } from './templates/samples.ts';

const EVIL = '<script>alert("x")</script> & "Partners" \'Ltd\'';

const item = sampleItem;

function order(over: Partial<Order> = {}): Order {
  return sampleOrder({
    deliveryAddress: {
      recipient: `Acme ${EVIL}`,
      streetName: 'Storgatan <b>',
      streetNumber: '12',
      streetLetter: 'B',
      zipCode: '111 21',
      city: 'Stockholm & Co',
      country: 'Sverige',
      contactPerson: `Anna ${EVIL}`,
      contactPhoneNumber: '+46 70 123 45 67',
      contactNotificationInformation: 'anna@example.com',
    },
    postalAddress: null,
    invoiceAddress: {
      recipient: `Invoice ${EVIL}`,
      streetName: 'Box 55',
      streetNumber: null,
      streetLetter: null,
      zipCode: '111 22',
      city: 'Stockholm',
      country: 'Sverige',
      invoiceReference: `Ref ${EVIL}`,
      emailInvoiceAddress: null,
      organisationNumber: '556000-1234',
      gln: null,
      electronicInvoiceSystemAddress: null,
      electronicOperator: null,
    },
    message: `Please ring twice ${EVIL}\nSecond line`,
    email: 'anna@example.com',
    ...over,
  });
}

/** The HTML with every tag removed, entities decoded: what a reader sees. */
const visible = visibleText;

describe('the escaping of the mails (by React)', () => {
  it('escapes the five HTML special characters', async () => {
    const html = (
      await renderOrderConfirmation({
        tenant: demoTenant(4),
        language: 'en',
        order: order({ message: `<a href="x">'&'</a>` }),
      })
    ).html;
    expect(html).toContain('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('renderOrderConfirmation', () => {
  const nordic = demoTenant(4);

  it('gives an English subject, greeting, order number, addresses, items and totals', async () => {
    const mail = await renderOrderConfirmation({ tenant: nordic, language: 'en', order: order() });
    expect(mail.subject).toBe('Order confirmation 100123 – Sealwise Nordic');
    const text = mail.text;
    expect(text).toContain(`Hello Anna ${EVIL},`);
    expect(text).toContain('Order number: 100123');
    expect(text).toContain('Order date: 5 March 2026');
    expect(text).toContain('Delivery address');
    expect(text).toContain('Storgatan <b> 12B');
    expect(text).toContain('111 21 Stockholm & Co');
    expect(text).toContain('Contact person: Anna');
    expect(text).toContain('Invoice address');
    expect(text).toContain('Invoice reference: Ref');
    expect(text).toContain('Delivery method: Standard delivery');
    expect(text).toContain('- Security bag A4 (Item no. SW4-1001)');
    expect(text).toContain('3 × 100 pcs');
    // The freight line is shipping, not an item.
    expect(text).not.toContain('Freight');
    const sek = (minor: number) => formatMoney(minor, 'SEK', 'en');
    expect(text).toMatch(new RegExp(`Shipping: +${sek(14_900)}`));
    expect(text).toMatch(new RegExp(`Total excl\\. VAT: +${sek(59_100)}`));
    expect(text).toMatch(new RegExp(`VAT 25%: +${sek(14_775)}`));
    expect(text).toMatch(new RegExp(`Total incl\\. VAT: +${sek(73_875)}`));
    expect(text).not.toContain('Administrative fee');
    expect(text).toContain(`Your message:\nPlease ring twice ${EVIL}\nSecond line`);
    expect(text).toContain('Payment: Invoice, net 30 days (Paper invoice)');
    expect(text).toContain('kundservice@sealwise.example');
    expect(text).toContain('556000-0004');

    const seen = visible(mail.html);
    for (const part of ['Order number', '100123', 'Security bag A4', sek(59_100), sek(14_775), sek(73_875)]) {
      expect(seen).toContain(part.replace(/\s+/g, ' '));
    }
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('background:#0b3d5c');
  });

  it('escapes every customer-entered text in the HTML part', async () => {
    const html = (await renderOrderConfirmation({ tenant: nordic, language: 'en', order: order() })).html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"Partners"');
    expect(html).not.toContain("'Ltd'");
    expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Partners&quot; &#39;Ltd&#39;',
    );
    expect(html).toContain('Storgatan &lt;b&gt; 12B');
    expect(html).toContain('Stockholm &amp; Co');
    // Names, addresses and the message all show, escaped, and the message keeps its lines.
    const seen = visible(html);
    expect(seen).toContain(`Anna ${EVIL}`);
    expect(seen).toContain(`Acme ${EVIL}`);
    expect(seen).toContain(`Ref ${EVIL}`);
    expect(html).toContain('Please ring twice &lt;script&gt;');
    expect(html).toMatch(/&#39;Ltd&#39;<br>Second line/);
  });

  it('escapes a hostile item name and article number too', async () => {
    const html = (
      await renderOrderConfirmation({
        tenant: nordic,
        language: 'sv',
        order: order({ orderItems: [item({ name: `[sv]Påse ${EVIL}`, articleNumber: '<i>1</i>' })] }),
      })
    ).html;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<i>1</i>');
    expect(visible(html)).toContain(`Påse ${EVIL}`);
  });

  it('writes Finnish for the Finnish shop: texts, money, VAT 25,5 % and net 14 days', async () => {
    const suomi = demoTenant(5);
    const mail = await renderOrderConfirmation({
      tenant: suomi,
      language: 'fi',
      order: order({
        currency: 'EUR',
        vatPercent: 25.5,
        shipping: 1490,
        totals: { net: 5960, vat: 1520, gross: 7480 },
        totalPrice: 7480,
        orderItems: [item({ price: 4470 })],
        invoiceAddress: {
          recipient: 'Oy Esimerkki Ab',
          streetName: 'Esimerkkikatu',
          streetNumber: '5',
          zipCode: '00100',
          city: 'Helsinki',
          country: 'Suomi',
          electronicInvoiceSystemAddress: '003712345678',
          electronicOperator: 'OKOYFIHH',
        },
        message: null,
      }),
    });
    expect(mail.subject).toBe('Tilausvahvistus 100123 – Sealwise Suomi');
    expect(mail.text).toContain('Hei Anna');
    expect(mail.text).toContain('Kiitos tilauksestasi!');
    expect(mail.text).toContain('Tilausnumero: 100123');
    expect(mail.text).toContain('Toimitusosoite');
    expect(mail.text).toContain('Laskutusosoite');
    expect(mail.text).toContain('Verkkolaskuosoite: 003712345678');
    expect(mail.text).toContain('Turvapussi A4');
    expect(mail.text).toContain('3 × 100 kpl');
    const eur = (minor: number) => formatMoney(minor, 'EUR', 'fi');
    expect(mail.text).toMatch(new RegExp(`ALV 25,5\\s%: +${eur(1520)}`));
    expect(mail.text).toMatch(new RegExp(`Yhteensä sis\\. ALV: +${eur(7480)}`));
    expect(mail.text).toContain('Lasku, maksuaika 14 päivää netto (Verkkolasku)');
    expect(mail.text).not.toContain('Viestisi');
    expect(mail.html).toContain('lang="fi"');
    expect(visible(mail.html)).toContain('Tilausvahvistus 100123');
  });

  it('says premium delivery when a premium freight item is present', async () => {
    const premium = order({
      orderItems: [
        item(),
        item({
          articleNumber: 'SW4-9002',
          name: '[sv]Premiumfrakt[en]Premium freight',
          freight: 'PREMIUM',
          price: 25_000,
        }),
      ],
      shipping: 25_000,
    });
    const en = await renderOrderConfirmation({ tenant: nordic, language: 'en', order: premium });
    expect(en.text).toContain(`Delivery method: ${CONFIRMATION_TEXTS.en.deliveryPremium}`);
    expect(en.text).not.toContain(CONFIRMATION_TEXTS.en.deliveryNormal);
    expect(visible(en.html)).toContain(CONFIRMATION_TEXTS.en.deliveryPremium);
    const normal = await renderOrderConfirmation({ tenant: nordic, language: 'en', order: order() });
    expect(normal.text).toContain(CONFIRMATION_TEXTS.en.deliveryNormal);
  });

  it('shows the administrative fee when charged, and the postal address of a postal order', async () => {
    const mail = await renderOrderConfirmation({
      tenant: demoTenant(3),
      language: 'sv',
      order: order({
        administrativeFee: 4900,
        addressType: 'POSTAL',
        postalAddress: {
          recipient: 'Butik 12',
          streetName: 'Box 12',
          zipCode: '222 22',
          city: 'Lund',
          contactPerson: 'Per Persson',
          contactPhoneNumber: '+46 46 12 34 56',
          contactNotificationInformation: 'per@example.com',
        },
      }),
    });
    expect(mail.subject).toBe('Orderbekräftelse 100123 – Sealwise Intern');
    expect(mail.text).toContain('Hej Per Persson!');
    expect(mail.text).toContain('Postadress\nButik 12\nBox 12\n222 22 Lund');
    expect(mail.text).not.toContain('Leveransadress');
    expect(mail.text).toMatch(new RegExp(`Administrativ avgift: +${formatMoney(4900, 'SEK', 'sv')}`));
  });

  it('marks the internal copy on its first line', async () => {
    const mail = await renderOrderConfirmation({ tenant: demoTenant(6), language: 'en', order: order(), copy: true });
    expect(mail.text.split('\n')[0]).toBe('This is a copy of the order confirmation sent to the customer.');
    expect(mail.subject).toBe('Copy: Order confirmation 100123 – Sealwise UK');
    const firstText = visible(mail.html.slice(mail.html.indexOf('<body'))).trim();
    expect(firstText.startsWith('Sealwise UK This is a copy of the order confirmation sent to the customer.')).toBe(
      true,
    );
  });

  it('has every text in all six languages, and renders each', async () => {
    const keys = Object.keys(CONFIRMATION_TEXTS.en).sort();
    for (const [lang, texts] of Object.entries(CONFIRMATION_TEXTS)) {
      expect(Object.keys(texts).sort(), lang).toEqual(keys);
      for (const value of Object.values(texts)) expect(value.trim(), lang).not.toBe('');
    }
    for (const lang of ['sv', 'en', 'no', 'es', 'fi', 'dk'] as const) {
      const mail = await renderOrderConfirmation({ tenant: nordic, language: lang, order: order() });
      expect(mail.subject).toContain('100123 – Sealwise Nordic');
      expect(mail.subject).toBe(
        CONFIRMATION_TEXTS[lang].subject.replace('{number}', '100123').replace('{shop}', 'Sealwise Nordic'),
      );
      expect(mail.text).not.toMatch(/\{\w+\}/);
      expect(mail.html).not.toMatch(/\{\w+\}/);
    }
  });
});
