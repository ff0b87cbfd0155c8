import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './confirmation.ts';
import { demoTenant } from './mail.test-support.ts';
import { sampleOrder, visibleText } from './templates/samples.ts';

const uk = {
  recipient: 'Acme Office Ltd',
  streetName: 'High Street',
  streetNumber: '10',
  streetLetter: null,
  zipCode: 'SW1A 1AA',
  city: 'London',
  country: 'United Kingdom',
};

describe('addresses in the mail', () => {
  it('a UK address is written the UK way: number first, city and postcode on lines of their own', async () => {
    const mail = await renderOrderConfirmation({
      tenant: demoTenant(6),
      language: 'en',
      order: sampleOrder({ deliveryAddress: uk }),
    });
    expect(mail.text).toContain('10 High Street\nLondon\nSW1A 1AA\nUnited Kingdom');
  });

  it('names the country in the mail language, and prints no label in the CVR number', async () => {
    const mail = await renderOrderConfirmation({
      tenant: demoTenant(4),
      language: 'en',
      order: sampleOrder({ deliveryAddress: { ...uk, zipCode: '111 21', city: 'Stockholm', country: 'Sverige' } }),
    });
    expect(visibleText(mail.html)).toContain('111 21 Stockholm');
    expect(mail.text).toContain('Sweden');
    expect(mail.text).not.toContain('Sverige');
    const dk = await renderOrderConfirmation({ tenant: demoTenant(9), language: 'dk', order: sampleOrder() });
    expect(dk.text).not.toMatch(/CVR-nr\.:\s*CVR/);
    expect(dk.text).toMatch(/CVR-nr\.:\s*\d{8}/);
  });
});
