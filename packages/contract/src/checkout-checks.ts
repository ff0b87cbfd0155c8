import type { AddressType } from './checkout-rules.ts';
import { LIMITS } from './limits.ts';
import { checkOrganisationNumber, isValidPostcode } from './postal-rules.ts';
import {
  INTERVAL_OPTIONS,
  isDigits,
  isValidFinnishReference,
  isValidIban,
  isValidRfReference,
  REFERENCE_TYPES,
} from './references.ts';

/**
 * The checkout's required-field and notice rules of SPEC.md §5, shared by the checkout form
 * (which shows them as the shopper types) and order/ajaxCreateNew (which refuses an order
 * that breaks them). Field names are the order request's paths; messages are message keys.
 */

export interface CheckedField {
  field: string;
  message: 'required' | 'invalid';
}

type Text = string | null | undefined;

export interface CheckedAddress {
  recipient?: Text;
  streetName?: Text;
  zipCode?: Text;
  city?: Text;
  country?: Text;
  contactPerson?: Text;
  contactPhoneNumber?: Text;
  contactNotificationInformation?: Text;
}

export interface CheckedInvoiceAddress extends CheckedAddress {
  emailInvoiceAddress?: Text;
  organisationNumber?: Text;
  electronicInvoiceSystemAddress?: Text;
  electronicOperator?: Text;
}

export interface CheckedOrder {
  deliveryAddress?: CheckedAddress | null;
  postalAddress?: CheckedAddress | null;
  invoiceAddress?: CheckedInvoiceAddress | null;
  invoiceType?: 'E-INVOICE' | 'PDF' | null;
  bankAccountNumber?: Text;
  referenceNumberType?: number | null;
  referenceNumberFixed?: Text;
  referenceNumberStart?: Text;
  referenceNumberInterval?: number | null;
  referenceNumberInternational?: Text;
}

export interface OrderCheckContext {
  addressType: AddressType;
  invoiceRequired: boolean;
  guest: boolean;
  /** A guest buying as a private person gives no organisation number. */
  privateCustomer: boolean;
  installationCountry: string;
  /** The shop lets the payer choose E-INVOICE or PDF (Finland). */
  invoiceTypeChoice: boolean;
  /** The print-on-forms step is shown (admin order form type standard and articles with forms). */
  forms: boolean;
}

const filled = (v: Text): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * A zip code must have its country's format where the shop knows it (the installation
 * country's above all: Sweden 5 digits, Denmark 4, the United Kingdom 'SW1A 1AA'); for
 * other countries any filled value does (SPEC.md §5). A country given by neither code nor
 * known name is taken as the installation country when it is empty.
 */
export function isValidZip(zip: string, country: Text, installationCountry: string): boolean {
  const c = country?.trim() ? country : installationCountry;
  return isValidPostcode(zip, c);
}

/** Required fields of an address: recipient (when asked), street name, zip code, city, country. */
export function checkAddress(
  address: CheckedAddress | null | undefined,
  prefix: string,
  opts: { recipient: boolean; contact: boolean; installationCountry: string },
): CheckedField[] {
  const errors: CheckedField[] = [];
  const a = address ?? {};
  const need = (field: keyof CheckedAddress) => {
    if (!filled(a[field])) errors.push({ field: `${prefix}.${field}`, message: 'required' });
  };
  if (opts.recipient) need('recipient');
  need('streetName');
  need('zipCode');
  if (filled(a.zipCode) && !isValidZip(a.zipCode, a.country, opts.installationCountry))
    errors.push({ field: `${prefix}.zipCode`, message: 'invalid' });
  need('city');
  need('country');
  if (opts.contact) {
    need('contactPerson');
    need('contactPhoneNumber');
    need('contactNotificationInformation');
  }
  return errors;
}

/** Every field error of an order request in its context (empty: the order may be placed). */
export function checkOrder(order: CheckedOrder, ctx: OrderCheckContext): CheckedField[] {
  const errors: CheckedField[] = [];
  const country = ctx.installationCountry;
  if (ctx.addressType === 'DELIVERY' || ctx.guest) {
    errors.push(
      ...checkAddress(order.deliveryAddress, 'deliveryAddress', {
        recipient: true,
        contact: true,
        installationCountry: country,
      }),
    );
  } else {
    errors.push(
      ...checkAddress(order.postalAddress, 'postalAddress', {
        recipient: true,
        contact: true,
        installationCountry: country,
      }),
    );
  }
  if (ctx.invoiceRequired) {
    const invoice = order.invoiceAddress ?? {};
    errors.push(
      ...checkAddress(invoice, 'invoiceAddress', { recipient: true, contact: false, installationCountry: country }),
    );
    if (ctx.guest && !ctx.privateCustomer && !filled(invoice.organisationNumber))
      errors.push({ field: 'invoiceAddress.organisationNumber', message: 'required' });
    const org = ctx.privateCustomer
      ? null
      : checkOrganisationNumber(invoice.organisationNumber, country, 'invoiceAddress.organisationNumber');
    if (org) errors.push(org);
    if (ctx.invoiceTypeChoice) {
      if ((order.invoiceType ?? 'E-INVOICE') === 'E-INVOICE') {
        if (!filled(invoice.electronicInvoiceSystemAddress))
          errors.push({ field: 'invoiceAddress.electronicInvoiceSystemAddress', message: 'required' });
        if (!filled(invoice.electronicOperator))
          errors.push({ field: 'invoiceAddress.electronicOperator', message: 'required' });
      } else if (!filled(invoice.emailInvoiceAddress)) {
        errors.push({ field: 'invoiceAddress.emailInvoiceAddress', message: 'required' });
      }
    }
  }
  if (ctx.forms) errors.push(...checkForms(order, ctx.invoiceTypeChoice));
  return errors;
}

/**
 * Print-on-forms: the bank account (IBAN) is required; a fixed reference when the type is
 * fixed (not where Finnish references are used), start and interval for serial and interval
 * references, an RF reference for the international type; check digits are checked.
 */
export function checkForms(order: CheckedOrder, finnishReferences: boolean): CheckedField[] {
  const errors: CheckedField[] = [];
  if (!filled(order.bankAccountNumber)) errors.push({ field: 'bankAccountNumber', message: 'required' });
  else if (!isValidIban(order.bankAccountNumber)) errors.push({ field: 'bankAccountNumber', message: 'invalid' });
  const reference = (value: string, max: number) =>
    finnishReferences
      ? isValidFinnishReference(value) && value.replace(/\s+/g, '').length <= max
      : isDigits(value, max);
  const type = order.referenceNumberType ?? REFERENCE_TYPES.fixed;
  if (type === REFERENCE_TYPES.fixed) {
    if (filled(order.referenceNumberFixed)) {
      if (!reference(order.referenceNumberFixed, LIMITS.referenceFixed))
        errors.push({ field: 'referenceNumberFixed', message: 'invalid' });
    } else if (!finnishReferences) {
      errors.push({ field: 'referenceNumberFixed', message: 'required' });
    }
  } else if (type === REFERENCE_TYPES.serial || type === REFERENCE_TYPES.interval) {
    if (!filled(order.referenceNumberStart)) errors.push({ field: 'referenceNumberStart', message: 'required' });
    else if (!reference(order.referenceNumberStart, LIMITS.referenceStart))
      errors.push({ field: 'referenceNumberStart', message: 'invalid' });
    if (order.referenceNumberInterval == null) errors.push({ field: 'referenceNumberInterval', message: 'required' });
    else if (!(INTERVAL_OPTIONS as readonly number[]).includes(order.referenceNumberInterval))
      errors.push({ field: 'referenceNumberInterval', message: 'invalid' });
  } else if (type === REFERENCE_TYPES.international) {
    if (!filled(order.referenceNumberInternational))
      errors.push({ field: 'referenceNumberInternational', message: 'required' });
    else if (!isValidRfReference(order.referenceNumberInternational))
      errors.push({ field: 'referenceNumberInternational', message: 'invalid' });
  }
  return errors;
}

/** The notices shown before submitting (SPEC.md §5), in the order the spec lists them. */
export type CheckoutNotice = 'no_delivery_address' | 'cart_empty' | 'no_invoice_address' | 'e_invoice_unanswered';

export function checkoutNotices(state: {
  addressType: AddressType;
  deliveryRecipient: Text;
  postalRecipient: Text;
  itemCount: number;
  invoiceRequired: boolean;
  invoiceRecipient: Text;
  organisationNumber: Text;
  /** The shop asks business payers whether they accept e-invoices. */
  eInvoiceQuestion: boolean;
  eInvoiceAnswer: boolean | null;
}): CheckoutNotice[] {
  const notices: CheckoutNotice[] = [];
  const recipient = state.addressType === 'POSTAL' ? state.postalRecipient : state.deliveryRecipient;
  if (!filled(recipient)) notices.push('no_delivery_address');
  if (state.itemCount === 0) notices.push('cart_empty');
  if (state.invoiceRequired && !filled(state.invoiceRecipient)) notices.push('no_invoice_address');
  if (
    state.invoiceRequired &&
    state.eInvoiceQuestion &&
    filled(state.organisationNumber) &&
    state.eInvoiceAnswer === null
  )
    notices.push('e_invoice_unanswered');
  return notices;
}
