import {
  type CheckedField,
  type CheckedOrder,
  type CheckoutNotice,
  checkAddress,
  checkOrder,
  checkoutNotices,
  type OrderRequestInput,
  OrderRequestSchema,
  toFieldErrors,
} from '@shop/contract';
import { type AddressDraft, addressPrefix, type CheckoutContext, type CheckoutDraft } from './checkout-draft.ts';

/**
 * The checkout's rules in one place: the contract's checkOrder (required fields, zip codes,
 * invoice type, print-on-forms with IBAN and reference check digits) and the order request
 * schema (lengths, numeric street numbers, e-mail and phone formats) — the same two the
 * server applies to order/ajaxCreateNew.
 */

/** One message per field, the rules' first (required before invalid), then the schema's. */
function firstPerField(errors: readonly CheckedField[]): CheckedField[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    if (seen.has(e.field)) return false;
    seen.add(e.field);
    return true;
  });
}

function schemaErrors(request: unknown, skip: (field: string) => boolean): CheckedField[] {
  const parsed = OrderRequestSchema.safeParse(request);
  if (parsed.success) return [];
  return toFieldErrors(parsed.error.issues)
    .filter((e) => !skip(e.field))
    .map((e) => ({ field: e.field, message: e.message === 'required' ? 'required' : 'invalid' }));
}

/** Every field error of the order request (empty: it may be sent). The cart lines are not the form's. */
export function validateCheckout(request: OrderRequestInput, ctx: CheckoutContext): CheckedField[] {
  const rules = checkOrder(request as CheckedOrder, {
    addressType: ctx.addressType,
    invoiceRequired: ctx.invoiceRequired,
    guest: ctx.guest,
    privateCustomer: ctx.privateCustomer,
    installationCountry: ctx.installationCountry,
    invoiceTypeChoice: ctx.invoiceTypeChoice,
    forms: ctx.forms,
  });
  return firstPerField([...rules, ...schemaErrors(request, (field) => field.startsWith('articles'))]);
}

/**
 * The errors of one address as its modal edits it (SPEC.md §5): recipient (delivery and postal
 * always, invoice when an invoice is required), street name, zip code, city and country
 * required; the zip code of the installation country checked; street number numeric.
 */
export function validateAddress(
  address: AddressDraft,
  prefix: 'deliveryAddress' | 'postalAddress' | 'invoiceAddress',
  opts: { recipient: boolean; installationCountry: string },
): CheckedField[] {
  const rules = checkAddress(address, prefix, { ...opts, contact: false });
  const request = { articles: [{ articleNumber: 'x', amount: 1 }], [prefix]: address };
  return firstPerField([...rules, ...schemaErrors(request, (field) => !field.startsWith(`${prefix}.`))]);
}

/** The notices shown before submitting (SPEC.md §5), in the spec's order. */
export function checkoutNoticesFor(
  draft: CheckoutDraft,
  ctx: CheckoutContext,
  cart: { itemCount: number; eInvoiceAnswer: boolean | null },
): CheckoutNotice[] {
  return checkoutNotices({
    addressType: addressPrefix(ctx) === 'postalAddress' ? 'POSTAL' : 'DELIVERY',
    deliveryRecipient: draft.address.recipient,
    postalRecipient: draft.address.recipient,
    itemCount: cart.itemCount,
    invoiceRequired: ctx.invoiceRequired,
    invoiceRecipient: draft.invoice.recipient,
    organisationNumber: ctx.privateCustomer ? null : draft.invoice.organisationNumber,
    eInvoiceQuestion: ctx.eInvoiceQuestion,
    eInvoiceAnswer: cart.eInvoiceAnswer,
  });
}

/** The DOM id of the input of a request path ('deliveryAddress.zipCode' → 'checkout-deliveryAddress-zipCode'). */
export function fieldId(path: string): string {
  return `checkout-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

export const NOTICE_KEYS: Record<CheckoutNotice, string> = {
  no_delivery_address: 'checkout.notices.noDeliveryAddress',
  cart_empty: 'checkout.notices.cartEmpty',
  no_invoice_address: 'checkout.notices.noInvoiceAddress',
  e_invoice_unanswered: 'checkout.notices.eInvoiceUnanswered',
};

const ADDRESS_GROUPS: Record<string, string> = {
  deliveryAddress: 'checkout.fieldGroups.deliveryAddress',
  postalAddress: 'checkout.fieldGroups.postalAddress',
  invoiceAddress: 'checkout.fieldGroups.invoiceAddress',
};

const FIELD_KEYS: Record<string, string> = {
  recipient: 'checkout.address.recipient',
  streetName: 'checkout.address.streetName',
  streetNumber: 'checkout.address.streetNumber',
  streetLetter: 'checkout.address.streetLetter',
  zipCode: 'checkout.address.zipCode',
  city: 'checkout.address.city',
  country: 'checkout.address.country',
  contactPerson: 'checkout.contact.contactPerson',
  contactPhoneNumber: 'checkout.contact.contactPhoneNumber',
  contactNotificationInformation: 'checkout.contact.contactNotificationInformation',
  invoiceReference: 'checkout.payment.invoiceReference',
  emailInvoiceAddress: 'checkout.payment.emailInvoiceAddress',
  organisationNumber: 'checkout.payment.organisationNumber',
  gln: 'checkout.payment.gln',
  electronicInvoiceSystemAddress: 'checkout.payment.electronicInvoiceSystemAddress',
  electronicOperator: 'checkout.payment.electronicOperator',
  invoiceType: 'checkout.payment.invoiceType',
  message: 'checkout.message.label',
  printContactInformation: 'checkout.forms.printContactInformation',
  bankAccountNumber: 'checkout.forms.bankAccountNumber',
  formMessage: 'checkout.forms.formMessage',
  referenceNumberType: 'checkout.forms.referenceNumberType',
  referenceNumberFixed: 'checkout.forms.referenceNumberFixed',
  referenceNumberStart: 'checkout.forms.referenceNumberStart',
  referenceNumberInterval: 'checkout.forms.referenceNumberInterval',
  referenceNumberInternational: 'checkout.forms.referenceNumberInternational',
  articles: 'checkout.fieldGroups.articles',
  premiumSelected: 'checkout.shipping.title',
  hasAdministrativeFee: 'checkout.summary.administrativeFee',
  allowNewsletter: 'checkout.submit.newsletter',
};

/**
 * The translation keys that name a request path in the error list: the field, and the address
 * it belongs to. Unknown paths (the server may name any) read as the order as a whole.
 */
export function fieldLabelKeys(path: string): { group: string | null; field: string } {
  const [head = '', second] = path.split('.');
  if (head === 'articles') return { group: null, field: FIELD_KEYS.articles as string };
  const group = ADDRESS_GROUPS[head];
  if (group) {
    const field = second ? FIELD_KEYS[second] : undefined;
    return { group: field ? group : null, field: field ?? group };
  }
  return { group: null, field: FIELD_KEYS[head] ?? 'checkout.fieldGroups.order' };
}
