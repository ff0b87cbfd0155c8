import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  checkForms,
  checkOrder,
  checkoutNotices,
  isValidZip,
  type OrderCheckContext,
} from './checkout-checks.ts';
import { OrderRequestSchema } from './order.ts';

const ctx: OrderCheckContext = {
  addressType: 'DELIVERY',
  invoiceRequired: true,
  guest: false,
  privateCustomer: false,
  installationCountry: 'Sverige',
  invoiceTypeChoice: false,
  forms: false,
};
const delivery = {
  recipient: 'Acme',
  streetName: 'Storgatan',
  zipCode: '11122',
  city: 'Stockholm',
  country: 'Sverige',
  contactPerson: 'Anna',
  contactPhoneNumber: '0701234567',
  contactNotificationInformation: 'anna@example.com',
};
const invoice = { recipient: 'Acme', streetName: 'Box 1', zipCode: '11122', city: 'Stockholm', country: 'Sverige' };

describe('checkout checks (SPEC.md §5)', () => {
  it('a complete order passes', () => {
    expect(checkOrder({ deliveryAddress: delivery, invoiceAddress: invoice }, ctx)).toEqual([]);
  });

  it('zip codes of the installation country have 5 digits; others are free', () => {
    expect(isValidZip('111 22', 'Sverige', 'Sverige')).toBe(true);
    expect(isValidZip('1112', 'Sverige', 'Sverige')).toBe(false);
    expect(isValidZip('SW1A 1AA', 'United Kingdom', 'Sverige')).toBe(true);
    expect(isValidZip('EC1A 1AA', 'United Kingdom', 'United Kingdom')).toBe(true);
    expect(isValidZip('12345', 'United Kingdom', 'United Kingdom')).toBe(false);
    expect(isValidZip('2100', 'Danmark', 'Danmark')).toBe(true);
    expect(isValidZip('21000', 'Danmark', 'Danmark')).toBe(false);
    expect(isValidZip('00100', 'Suomi', 'Suomi')).toBe(true);
  });

  it('address: recipient, street, zip, city and country required; contact when asked', () => {
    const errors = checkAddress({}, 'deliveryAddress', {
      recipient: true,
      contact: true,
      installationCountry: 'Sverige',
    });
    expect(errors.map((e) => e.field)).toEqual([
      'deliveryAddress.recipient',
      'deliveryAddress.streetName',
      'deliveryAddress.zipCode',
      'deliveryAddress.city',
      'deliveryAddress.country',
      'deliveryAddress.contactPerson',
      'deliveryAddress.contactPhoneNumber',
      'deliveryAddress.contactNotificationInformation',
    ]);
    expect(
      checkAddress({}, 'invoiceAddress', { recipient: false, contact: false, installationCountry: 'Sverige' }),
    ).toHaveLength(4);
  });

  it('postal address type checks the postal address', () => {
    const errors = checkOrder(
      { deliveryAddress: null, postalAddress: null, invoiceAddress: invoice },
      { ...ctx, addressType: 'POSTAL' },
    );
    expect(errors[0]?.field).toBe('postalAddress.recipient');
  });

  it('no invoice address needed when no invoice is required', () => {
    expect(checkOrder({ deliveryAddress: delivery }, { ...ctx, invoiceRequired: false })).toEqual([]);
  });

  it('business guests give an organisation number; private guests do not', () => {
    const guest = { ...ctx, guest: true };
    expect(checkOrder({ deliveryAddress: delivery, invoiceAddress: invoice }, guest)).toEqual([
      { field: 'invoiceAddress.organisationNumber', message: 'required' },
    ]);
    expect(
      checkOrder({ deliveryAddress: delivery, invoiceAddress: invoice }, { ...guest, privateCustomer: true }),
    ).toEqual([]);
  });

  it('E-INVOICE needs address and operator; PDF needs the invoice e-mail', () => {
    const fi = { ...ctx, invoiceTypeChoice: true };
    expect(checkOrder({ deliveryAddress: delivery, invoiceAddress: invoice }, fi).map((e) => e.field)).toEqual([
      'invoiceAddress.electronicInvoiceSystemAddress',
      'invoiceAddress.electronicOperator',
    ]);
    expect(checkOrder({ deliveryAddress: delivery, invoiceAddress: invoice, invoiceType: 'PDF' }, fi)).toEqual([
      { field: 'invoiceAddress.emailInvoiceAddress', message: 'required' },
    ]);
  });

  it('forms: IBAN, and the fields of the reference type', () => {
    const iban = 'SE4550000000058398257466';
    expect(checkForms({}, false).map((e) => e.field)).toEqual(['bankAccountNumber', 'referenceNumberFixed']);
    expect(checkForms({ bankAccountNumber: iban }, true)).toEqual([]);
    expect(checkForms({ bankAccountNumber: iban, referenceNumberFixed: '1231' }, true)).toEqual([
      { field: 'referenceNumberFixed', message: 'invalid' },
    ]);
    expect(checkForms({ bankAccountNumber: iban, referenceNumberType: 2 }, false).map((e) => e.field)).toEqual([
      'referenceNumberStart',
      'referenceNumberInterval',
    ]);
    expect(
      checkForms(
        { bankAccountNumber: iban, referenceNumberType: 3, referenceNumberStart: '100', referenceNumberInterval: 7 },
        false,
      ),
    ).toEqual([{ field: 'referenceNumberInterval', message: 'invalid' }]);
    expect(
      checkForms(
        { bankAccountNumber: iban, referenceNumberType: 4, referenceNumberInternational: 'RF18539007547034' },
        false,
      ),
    ).toEqual([]);
    expect(
      checkForms({ bankAccountNumber: 'SE00', referenceNumberType: 4, referenceNumberInternational: 'RF00' }, false),
    ).toEqual([
      { field: 'bankAccountNumber', message: 'invalid' },
      { field: 'referenceNumberInternational', message: 'invalid' },
    ]);
  });

  it('notices before submitting, in the order of the spec', () => {
    const base = {
      addressType: 'DELIVERY' as const,
      deliveryRecipient: 'Acme',
      postalRecipient: null,
      itemCount: 2,
      invoiceRequired: true,
      invoiceRecipient: 'Acme',
      organisationNumber: null,
      eInvoiceQuestion: true,
      eInvoiceAnswer: null,
    };
    expect(checkoutNotices(base)).toEqual([]);
    expect(
      checkoutNotices({
        ...base,
        deliveryRecipient: '',
        itemCount: 0,
        invoiceRecipient: ' ',
        organisationNumber: '556000-0000',
      }),
    ).toEqual(['no_delivery_address', 'cart_empty', 'no_invoice_address', 'e_invoice_unanswered']);
    expect(checkoutNotices({ ...base, organisationNumber: '556000-0000', eInvoiceQuestion: false })).toEqual([]);
    expect(checkoutNotices({ ...base, organisationNumber: '556000-0000', eInvoiceAnswer: false })).toEqual([]);
    expect(checkoutNotices({ ...base, addressType: 'POSTAL' })).toEqual(['no_delivery_address']);
  });
});

describe('order request schema', () => {
  const minimal = { articles: [{ articleNumber: 'SW-1', amount: 1 }] };
  it('trims texts, turns empty ones into null and applies defaults', () => {
    const parsed = OrderRequestSchema.parse({ ...minimal, message: '  ', deliveryAddress: { recipient: ' Acme ' } });
    expect(parsed.message).toBeNull();
    expect(parsed.deliveryAddress?.recipient).toBe('Acme');
    expect(parsed.deliveryAddress?.city).toBeNull();
    expect(parsed.premiumSelected).toBe(false);
  });
  it('refuses unknown fields, long texts, line breaks, non-numeric street numbers and bad amounts', () => {
    expect(OrderRequestSchema.safeParse({ ...minimal, price: 1 }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...minimal, deliveryAddress: { recipient: 'x'.repeat(51) } }).success).toBe(
      false,
    );
    expect(OrderRequestSchema.safeParse({ ...minimal, deliveryAddress: { recipient: 'a\nb' } }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...minimal, deliveryAddress: { streetNumber: '12a' } }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...minimal, formMessage: 'x'.repeat(36) }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ articles: [] }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ articles: [{ articleNumber: 'SW-1', amount: 0 }] }).success).toBe(false);
    expect(OrderRequestSchema.safeParse({ ...minimal, referenceNumberInterval: 5 }).success).toBe(false);
  });
});
