import { REFERENCE_TYPES, toRfReference } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { checkoutContext, ONE_LINE_CART } from '../../../test/checkout-fixtures.ts';
import { buildOrderRequest, type CheckoutContext, type CheckoutDraft, emptyDraft } from './checkout-draft.ts';
import {
  checkoutNoticesFor,
  fieldId,
  fieldLabelKeys,
  validateAddress,
  validateCheckout,
} from './checkout-validation.ts';

const CTX = checkoutContext();
const CART = ONE_LINE_CART;

function complete(): CheckoutDraft {
  const draft = emptyDraft('Sverige');
  const address = {
    recipient: 'Acme AB',
    streetName: 'Storgatan',
    streetNumber: '1',
    streetLetter: 'B',
    zipCode: '111 22',
    city: 'Stockholm',
    country: 'Sverige',
  };
  return {
    ...draft,
    address,
    contact: { contactPerson: 'Eva', contactPhoneNumber: '08-123 45', contactNotificationInformation: 'eva@acme.se' },
    invoice: { ...draft.invoice, ...address, organisationNumber: '556000-1234' },
  };
}

const errors = (draft: CheckoutDraft, ctx: CheckoutContext = CTX) =>
  validateCheckout(buildOrderRequest(draft, ctx, CART), ctx);

describe('validateCheckout', () => {
  it('accepts a complete guest order', () => {
    expect(errors(complete())).toEqual([]);
  });

  it('requires recipient, street, zip, city, country and the contact person of the step-1 address', () => {
    const draft = emptyDraft('');
    const fields = errors(draft, { ...CTX, invoiceRequired: false }).map((e) => `${e.field}:${e.message}`);
    expect(fields).toEqual([
      'deliveryAddress.recipient:required',
      'deliveryAddress.streetName:required',
      'deliveryAddress.zipCode:required',
      'deliveryAddress.city:required',
      'deliveryAddress.country:required',
      'deliveryAddress.contactPerson:required',
      'deliveryAddress.contactPhoneNumber:required',
      'deliveryAddress.contactNotificationInformation:required',
    ]);
  });

  it('checks the postal address when the address type is postal (signed in)', () => {
    const draft = { ...complete(), address: { ...complete().address, recipient: '' } };
    const ctx = { ...CTX, guest: false, addressType: 'POSTAL' as const };
    expect(errors(draft, ctx)).toEqual([{ field: 'postalAddress.recipient', message: 'required' }]);
  });

  it('zip codes of the installation country have 5 digits; elsewhere only required', () => {
    const draft = complete();
    draft.address.zipCode = '1234';
    expect(errors(draft)).toEqual([{ field: 'deliveryAddress.zipCode', message: 'invalid' }]);
    draft.address.country = 'Norge';
    expect(errors(draft)).toEqual([]);
  });

  it('street numbers are numeric, e-mails and phone numbers well formed', () => {
    const draft = complete();
    draft.address.streetNumber = '12a';
    draft.contact.contactNotificationInformation = 'not-an-email';
    draft.contact.contactPhoneNumber = 'call me';
    expect(errors(draft)).toEqual([
      { field: 'deliveryAddress.streetNumber', message: 'invalid' },
      { field: 'deliveryAddress.contactPhoneNumber', message: 'invalid' },
      { field: 'deliveryAddress.contactNotificationInformation', message: 'invalid' },
    ]);
  });

  it('a guest buying as a business must give an organisation number; a private guest need not', () => {
    const draft = complete();
    draft.invoice.organisationNumber = '';
    expect(errors(draft)).toEqual([{ field: 'invoiceAddress.organisationNumber', message: 'required' }]);
    expect(errors(draft, { ...CTX, privateCustomer: true })).toEqual([]);
    expect(errors(draft, { ...CTX, guest: false })).toEqual([]);
  });

  it('tenant 5: E-INVOICE needs address and operator, PDF needs the invoice e-mail', () => {
    const ctx = { ...CTX, invoiceTypeChoice: true };
    const draft = complete();
    expect(errors(draft, ctx).map((e) => e.field)).toEqual([
      'invoiceAddress.electronicInvoiceSystemAddress',
      'invoiceAddress.electronicOperator',
    ]);
    draft.invoiceType = 'PDF';
    expect(errors(draft, ctx)).toEqual([{ field: 'invoiceAddress.emailInvoiceAddress', message: 'required' }]);
    draft.invoice.emailInvoiceAddress = 'invoice@acme.fi';
    expect(errors(draft, ctx)).toEqual([]);
  });

  it('print on forms: IBAN required and checked, references by type', () => {
    const ctx = { ...CTX, forms: true };
    const draft = complete();
    expect(errors(draft, ctx)).toEqual([
      { field: 'bankAccountNumber', message: 'required' },
      { field: 'referenceNumberFixed', message: 'required' },
    ]);
    draft.forms.bankAccountNumber = 'SE45 5000 0000 0583 9825 7467';
    draft.forms.referenceNumberFixed = '12345';
    expect(errors(draft, ctx)).toEqual([{ field: 'bankAccountNumber', message: 'invalid' }]);
    draft.forms.bankAccountNumber = 'SE45 5000 0000 0583 9825 7466';
    expect(errors(draft, ctx)).toEqual([]);
    draft.forms.referenceNumberType = REFERENCE_TYPES.interval;
    expect(errors(draft, ctx)).toEqual([{ field: 'referenceNumberStart', message: 'required' }]);
    draft.forms.referenceNumberStart = '1000';
    expect(errors(draft, ctx)).toEqual([]);
    draft.forms.referenceNumberType = REFERENCE_TYPES.international;
    draft.forms.referenceNumberInternational = 'RF00 1234';
    expect(errors(draft, ctx)).toEqual([{ field: 'referenceNumberInternational', message: 'invalid' }]);
    draft.forms.referenceNumberInternational = toRfReference('1234');
    expect(errors(draft, ctx)).toEqual([]);
  });

  it('tenant 5: no fixed reference needed, but a given one is a Finnish reference number', () => {
    const ctx = { ...CTX, forms: true, invoiceTypeChoice: true };
    const draft = complete();
    draft.invoice.electronicInvoiceSystemAddress = '003712345678';
    draft.invoice.electronicOperator = 'OKOYFIHH';
    draft.forms.bankAccountNumber = 'FI21 1234 5600 0007 85';
    expect(errors(draft, ctx)).toEqual([]);
    draft.forms.referenceNumberFixed = '1233';
    expect(errors(draft, ctx)).toEqual([{ field: 'referenceNumberFixed', message: 'invalid' }]);
    draft.forms.referenceNumberFixed = '1234561';
    expect(errors(draft, ctx)).toEqual([]);
  });
});

describe('validateAddress (address modals)', () => {
  it('requires the recipient of an invoice address only when asked', () => {
    const address = { ...complete().address, recipient: '' };
    expect(validateAddress(address, 'invoiceAddress', { recipient: false, installationCountry: 'Sverige' })).toEqual(
      [],
    );
    expect(validateAddress(address, 'invoiceAddress', { recipient: true, installationCountry: 'Sverige' })).toEqual([
      { field: 'invoiceAddress.recipient', message: 'required' },
    ]);
  });

  it('checks the zip code and the street number', () => {
    const address = { ...complete().address, zipCode: 'ABCDE', streetNumber: 'x' };
    expect(validateAddress(address, 'deliveryAddress', { recipient: true, installationCountry: 'Sverige' })).toEqual([
      { field: 'deliveryAddress.zipCode', message: 'invalid' },
      { field: 'deliveryAddress.streetNumber', message: 'invalid' },
    ]);
  });
});

describe('checkoutNoticesFor', () => {
  it('lists the notices of SPEC.md §5 in order', () => {
    const draft = emptyDraft('Sverige');
    draft.invoice.organisationNumber = '556000-1234';
    expect(checkoutNoticesFor(draft, CTX, { itemCount: 0, eInvoiceAnswer: null })).toEqual([
      'no_delivery_address',
      'cart_empty',
      'no_invoice_address',
      'e_invoice_unanswered',
    ]);
    draft.address.recipient = 'Acme';
    draft.invoice.recipient = 'Acme';
    expect(checkoutNoticesFor(draft, CTX, { itemCount: 1, eInvoiceAnswer: false })).toEqual([]);
  });

  it('asks about e-invoices only with an organisation number, a business payer and the question', () => {
    const draft = complete();
    const cart = { itemCount: 1, eInvoiceAnswer: null };
    expect(checkoutNoticesFor(draft, CTX, cart)).toEqual(['e_invoice_unanswered']);
    expect(checkoutNoticesFor(draft, CTX, { itemCount: 1, eInvoiceAnswer: true })).toEqual([]);
    expect(checkoutNoticesFor(draft, { ...CTX, eInvoiceQuestion: false }, cart)).toEqual([]);
    expect(checkoutNoticesFor(draft, { ...CTX, privateCustomer: true }, cart)).toEqual([]);
    expect(checkoutNoticesFor(draft, { ...CTX, invoiceRequired: false }, cart)).toEqual([]);
  });
});

describe('field names', () => {
  it('gives each request path a DOM id and a label', () => {
    expect(fieldId('deliveryAddress.zipCode')).toBe('checkout-deliveryAddress-zipCode');
    expect(fieldLabelKeys('invoiceAddress.recipient')).toEqual({
      group: 'checkout.fieldGroups.invoiceAddress',
      field: 'checkout.address.recipient',
    });
    expect(fieldLabelKeys('bankAccountNumber')).toEqual({ group: null, field: 'checkout.forms.bankAccountNumber' });
    expect(fieldLabelKeys('articles.0.amount').field).toBe('checkout.fieldGroups.articles');
    expect(fieldLabelKeys('somethingElse').field).toBe('checkout.fieldGroups.order');
    expect(fieldLabelKeys('deliveryAddress.unknown')).toEqual({
      group: null,
      field: 'checkout.fieldGroups.deliveryAddress',
    });
  });
});
