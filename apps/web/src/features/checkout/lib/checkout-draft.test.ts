import { OrderRequestSchema, REFERENCE_TYPES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { checkoutContext } from '../../../test/checkout-fixtures.ts';
import {
  addressPrefix,
  buildOrderRequest,
  type CartForOrder,
  type CheckoutDraft,
  draftFromCustomer,
  emptyDraft,
  formsStepShown,
  patchAddress,
  setCopyDelivery,
  setInvoiceType,
} from './checkout-draft.ts';

const CTX = checkoutContext();

const CART: CartForOrder = {
  lines: [
    { article: { articleNumber: 'SW4-100' }, amount: 2 },
    { article: { articleNumber: 'SW4-200' }, amount: 1 },
  ],
  hasAdministrativeFee: true,
  premiumSelected: false,
  language: 'en',
};

function filledDraft(): CheckoutDraft {
  const draft = emptyDraft('Sverige');
  return {
    ...draft,
    address: {
      recipient: ' Acme AB ',
      streetName: 'Storgatan',
      streetNumber: '12',
      streetLetter: '',
      zipCode: '11122',
      city: 'Stockholm',
      country: 'Sverige',
    },
    contact: { contactPerson: 'Eva', contactPhoneNumber: '+46 8 123', contactNotificationInformation: 'eva@acme.se' },
    invoice: {
      ...draft.invoice,
      recipient: 'Acme AB Ekonomi',
      streetName: 'Box',
      zipCode: '22233',
      city: 'Lund',
      organisationNumber: '556000-1234',
      emailInvoiceAddress: 'left@over.se',
    },
    message: '  Ring innan leverans ',
  };
}

describe('copy-delivery', () => {
  it('copies the delivery fields into the invoice fields and restores them when unticked', () => {
    const draft = filledDraft();
    const copied = setCopyDelivery(draft, true);
    expect(copied.copyDelivery).toBe(true);
    expect(copied.invoice.recipient).toBe(' Acme AB ');
    expect(copied.invoice.streetNumber).toBe('12');
    expect(copied.invoice.city).toBe('Stockholm');
    // Invoice-only fields are kept.
    expect(copied.invoice.organisationNumber).toBe('556000-1234');
    const restored = setCopyDelivery(copied, false);
    expect(restored.copyDelivery).toBe(false);
    expect(restored.invoice).toEqual(draft.invoice);
    expect(restored.invoiceBeforeCopy).toBeNull();
  });

  it('keeps the invoice address following the delivery address while ticked, not after', () => {
    const copied = setCopyDelivery(filledDraft(), true);
    const moved = patchAddress(copied, { city: 'Uppsala' });
    expect(moved.address.city).toBe('Uppsala');
    expect(moved.invoice.city).toBe('Uppsala');
    const unticked = setCopyDelivery(moved, false);
    expect(patchAddress(unticked, { city: 'Malmö' }).invoice.city).toBe('Lund');
  });

  it('ticking twice changes nothing', () => {
    const copied = setCopyDelivery(filledDraft(), true);
    expect(setCopyDelivery(copied, true)).toBe(copied);
  });
});

describe('invoice type (tenant 5)', () => {
  it('E-INVOICE clears the invoice e-mail; PDF clears the electronic address and operator', () => {
    const draft = filledDraft();
    const withEinvoice = {
      ...draft,
      invoice: { ...draft.invoice, electronicInvoiceSystemAddress: '0037', electronicOperator: 'OP' },
    };
    const pdf = setInvoiceType(withEinvoice, 'PDF');
    expect(pdf.invoiceType).toBe('PDF');
    expect(pdf.invoice.electronicInvoiceSystemAddress).toBe('');
    expect(pdf.invoice.electronicOperator).toBe('');
    expect(pdf.invoice.emailInvoiceAddress).toBe('left@over.se');
    const back = setInvoiceType(pdf, 'E-INVOICE');
    expect(back.invoice.emailInvoiceAddress).toBe('');
  });
});

describe('buildOrderRequest', () => {
  it('builds a guest order: delivery address with contact, no postal address, invoice address, articles', () => {
    const request = buildOrderRequest(filledDraft(), CTX, CART);
    expect(request.deliveryAddress).toMatchObject({
      recipient: 'Acme AB',
      streetLetter: null,
      contactPerson: 'Eva',
      contactNotificationInformation: 'eva@acme.se',
    });
    expect(request.postalAddress).toBeNull();
    expect(request.invoiceAddress).toMatchObject({ recipient: 'Acme AB Ekonomi', organisationNumber: '556000-1234' });
    // Only the Finnish shop sends invoice e-mail and e-invoice fields.
    expect(request.invoiceAddress?.emailInvoiceAddress).toBeNull();
    expect(request.articles).toEqual([
      { articleNumber: 'SW4-100', amount: 2 },
      { articleNumber: 'SW4-200', amount: 1 },
    ]);
    expect(request.message).toBe('Ring innan leverans');
    expect(request).toMatchObject({
      hasAdministrativeFee: true,
      premiumSelected: false,
      allowNewsletter: false,
      invoiceType: null,
      privateCustomer: false,
      language: 'en',
    });
    expect(request).not.toHaveProperty('bankAccountNumber');
    expect(OrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the postal address for a signed-in customer with address type postal', () => {
    const request = buildOrderRequest(filledDraft(), { ...CTX, guest: false, addressType: 'POSTAL' }, CART);
    expect(request.deliveryAddress).toBeNull();
    expect(request.postalAddress).toMatchObject({ recipient: 'Acme AB', contactPerson: 'Eva' });
    expect(addressPrefix({ addressType: 'POSTAL', guest: false })).toBe('postalAddress');
    expect(addressPrefix({ addressType: 'POSTAL', guest: true })).toBe('deliveryAddress');
  });

  it('sends no invoice address when none is required, no message where the shop has none', () => {
    const request = buildOrderRequest(filledDraft(), { ...CTX, invoiceRequired: false, orderMessage: false }, CART);
    expect(request.invoiceAddress).toBeNull();
    expect(request.message).toBeNull();
  });

  it('a private guest gives no organisation number and says so', () => {
    const request = buildOrderRequest(filledDraft(), { ...CTX, privateCustomer: true }, CART);
    expect(request.invoiceAddress?.organisationNumber).toBeNull();
    expect(request.privateCustomer).toBe(true);
    const signedIn = buildOrderRequest(filledDraft(), { ...CTX, privateCustomer: true, guest: false }, CART);
    expect(signedIn.privateCustomer).toBe(false);
  });

  it('sends the invoice type and its fields on the Finnish shop', () => {
    const draft = setInvoiceType(filledDraft(), 'PDF');
    const request = buildOrderRequest(draft, { ...CTX, invoiceTypeChoice: true }, CART);
    expect(request.invoiceType).toBe('PDF');
    expect(request.invoiceAddress?.emailInvoiceAddress).toBe('left@over.se');
  });

  it('sends the print-on-forms fields of the chosen reference type only', () => {
    const draft = filledDraft();
    draft.forms = {
      ...draft.forms,
      printContactInformation: true,
      bankAccountNumber: 'SE45 5000 0000 0583 9825 7466',
      referenceNumberType: REFERENCE_TYPES.serial,
      referenceNumberFixed: '123',
      referenceNumberStart: '1000',
      referenceNumberInterval: 10,
    };
    const request = buildOrderRequest(draft, { ...CTX, forms: true }, CART);
    expect(request).toMatchObject({
      printContactInformation: true,
      bankAccountNumber: 'SE45 5000 0000 0583 9825 7466',
      referenceNumberType: 2,
      referenceNumberFixed: null,
      referenceNumberStart: '1000',
      referenceNumberInterval: 10,
      referenceNumberInternational: null,
      formMessage: null,
    });
  });
});

describe('formsStepShown', () => {
  const lines = (forms: number) => [{ article: { numberOfForms: 0 } }, { article: { numberOfForms: forms } }];
  it('needs admin order form type STANDARD and an article with forms', () => {
    expect(formsStepShown('STANDARD', lines(2))).toBe(true);
    expect(formsStepShown('STANDARD', lines(0))).toBe(false);
    expect(formsStepShown('NONE', lines(2))).toBe(false);
    expect(formsStepShown('STANDARD', [])).toBe(false);
  });
});

describe('draftFromCustomer', () => {
  const customer = {
    deliveryAddress: {
      recipient: 'Acme AB',
      streetName: 'Storgatan',
      streetNumber: '1',
      streetLetter: null,
      zipCode: '11122',
      city: 'Stockholm',
      country: 'Sverige',
    },
    postalAddress: {
      recipient: 'Acme AB',
      streetName: 'Box 12',
      streetNumber: null,
      streetLetter: null,
      zipCode: '10005',
      city: 'Stockholm',
      country: 'Sverige',
    },
    invoiceAddress: {
      recipient: 'Acme Ekonomi',
      streetName: 'Box 99',
      zipCode: '10006',
      city: 'Stockholm',
      country: 'Sverige',
      organisationNumber: '556000-0000',
      gln: null,
    },
    name: 'Anna Andersson',
    companyName: 'Acme AB',
    email: 'anna@example.com',
  };

  it('fills the step-1 address by the address type, the invoice address and the contact', () => {
    const delivery = draftFromCustomer(emptyDraft('Sverige'), customer, 'DELIVERY');
    expect(delivery.address).toMatchObject({ recipient: 'Acme AB', streetName: 'Storgatan', streetLetter: '' });
    expect(delivery.invoice).toMatchObject({ recipient: 'Acme Ekonomi', organisationNumber: '556000-0000', gln: '' });
    expect(delivery.contact).toEqual({
      contactPerson: 'Anna Andersson',
      contactPhoneNumber: '',
      contactNotificationInformation: 'anna@example.com',
    });
    expect(draftFromCustomer(emptyDraft('Sverige'), customer, 'POSTAL').address.streetName).toBe('Box 12');
  });

  it('keeps what the shopper has already typed', () => {
    const typed = emptyDraft('Sverige');
    typed.address = { ...typed.address, recipient: 'Typed' };
    typed.contact = { ...typed.contact, contactPerson: 'Me' };
    const next = draftFromCustomer(typed, customer, 'DELIVERY');
    expect(next.address.recipient).toBe('Typed');
    expect(next.address.streetName).toBe('');
    expect(next.contact.contactPerson).toBe('Me');
  });
});
