import {
  type AddressType,
  INTERVAL_OPTIONS,
  type IntervalOption,
  invoiceForKind,
  type Language,
  type OrderRequestInput,
  REFERENCE_TYPES,
  type ReferenceType,
} from '@shop/contract';
import {
  ADDRESS_FIELDS,
  type AddressField,
  INVOICE_EXTRA_FIELDS,
  type InvoiceExtraField,
} from '../../../lib/address-fields.ts';

/**
 * What the shopper has typed into the checkout (SPEC.md §2, §3), kept apart from the cart:
 * the address of step 1 (delivery or postal, by the address type), the contact person, the
 * invoice address and payment choices, the message, print-on-forms and the newsletter choice.
 * Everything is plain text here; `buildOrderRequest` turns it into an order request.
 */

export { ADDRESS_FIELDS, type AddressField, INVOICE_EXTRA_FIELDS, type InvoiceExtraField };
export type AddressDraft = Record<AddressField, string>;

export const CONTACT_FIELDS = ['contactPerson', 'contactPhoneNumber', 'contactNotificationInformation'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactDraft = Record<ContactField, string>;

export type InvoiceDraft = AddressDraft & Record<InvoiceExtraField, string>;

export type InvoiceType = 'E-INVOICE' | 'PDF';

export type FormsDraft = {
  printContactInformation: boolean;
  bankAccountNumber: string;
  formMessage: string;
  referenceNumberType: ReferenceType;
  referenceNumberFixed: string;
  referenceNumberStart: string;
  referenceNumberInterval: IntervalOption;
  referenceNumberInternational: string;
};

export type CheckoutDraft = {
  /** Step 1: the delivery address, or the postal address when the address type is postal. */
  address: AddressDraft;
  /** Step 2: the contact person (sent with the step-1 address). */
  contact: ContactDraft;
  invoice: InvoiceDraft;
  /** The copy-delivery checkbox of the payment step. */
  copyDelivery: boolean;
  /** The invoice address fields as they were before copy-delivery was ticked (restored on unticking). */
  invoiceBeforeCopy: AddressDraft | null;
  /** Tenants with an invoice-type choice (Finland): E-INVOICE (default) or PDF. */
  invoiceType: InvoiceType;
  message: string;
  forms: FormsDraft;
  allowNewsletter: boolean;
};

/** What the checkout looks like for this shop, shopper and cart. */
export type CheckoutContext = {
  addressType: AddressType;
  guest: boolean;
  /** A private person (consumer): no organisation number. */
  privateCustomer: boolean;
  invoiceRequired: boolean;
  invoiceTypeChoice: boolean;
  eInvoiceQuestion: boolean;
  /** The print-on-forms step is shown. */
  forms: boolean;
  orderMessage: boolean;
  installationCountry: string;
};

export function emptyAddress(country: string): AddressDraft {
  return { recipient: '', streetName: '', streetNumber: '', streetLetter: '', zipCode: '', city: '', country };
}

export function emptyInvoice(country: string): InvoiceDraft {
  return {
    ...emptyAddress(country),
    invoiceReference: '',
    emailInvoiceAddress: '',
    organisationNumber: '',
    gln: '',
    electronicInvoiceSystemAddress: '',
    electronicOperator: '',
  };
}

export const DEFAULT_INTERVAL: IntervalOption = INTERVAL_OPTIONS[0];

export function emptyForms(): FormsDraft {
  return {
    printContactInformation: false,
    bankAccountNumber: '',
    formMessage: '',
    referenceNumberType: REFERENCE_TYPES.fixed,
    referenceNumberFixed: '',
    referenceNumberStart: '',
    referenceNumberInterval: DEFAULT_INTERVAL,
    referenceNumberInternational: '',
  };
}

export function emptyDraft(installationCountry: string): CheckoutDraft {
  return {
    address: emptyAddress(installationCountry),
    contact: { contactPerson: '', contactPhoneNumber: '', contactNotificationInformation: '' },
    invoice: emptyInvoice(installationCountry),
    copyDelivery: false,
    invoiceBeforeCopy: null,
    invoiceType: 'E-INVOICE',
    message: '',
    forms: emptyForms(),
    allowNewsletter: false,
  };
}

type StoredAddressLike = Partial<Record<AddressField, string | null>>;
type StoredInvoiceLike = StoredAddressLike & Partial<Record<InvoiceExtraField, string | null>>;

function fromStored<T extends Record<string, string>>(
  base: T,
  stored: Partial<Record<keyof T, string | null>> | null,
): T {
  if (!stored) return base;
  const next = { ...base };
  for (const key of Object.keys(base) as (keyof T)[]) {
    const value = stored[key];
    if (typeof value === 'string' && value !== '') next[key] = value as T[keyof T];
  }
  return next;
}

/**
 * A signed-in customer's checkout starts from the stored addresses (the postal one when the
 * address type is postal) and the customer's name and e-mail as contact; fields the shopper
 * has already typed are kept.
 */
export function draftFromCustomer(
  draft: CheckoutDraft,
  customer: {
    deliveryAddress: StoredAddressLike | null;
    postalAddress: StoredAddressLike | null;
    invoiceAddress: StoredInvoiceLike | null;
    name: string | null;
    companyName: string | null;
    email: string | null;
  },
  addressType: AddressType,
): CheckoutDraft {
  const untouched = (a: Record<string, string>, country: string) =>
    Object.entries(a).every(([k, v]) => v === '' || (k === 'country' && v === country));
  const stored = addressType === 'POSTAL' ? customer.postalAddress : customer.deliveryAddress;
  const next = { ...draft };
  if (untouched(draft.address, draft.address.country)) next.address = fromStored(draft.address, stored);
  if (untouched(draft.invoice, draft.invoice.country))
    next.invoice = fromStored(draft.invoice, customer.invoiceAddress);
  next.contact = {
    contactPerson: draft.contact.contactPerson || (customer.name ?? ''),
    contactPhoneNumber: draft.contact.contactPhoneNumber,
    contactNotificationInformation: draft.contact.contactNotificationInformation || (customer.email ?? ''),
  };
  return next;
}

export function pickAddress(source: AddressDraft): AddressDraft {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, source[f]])) as AddressDraft;
}

/**
 * The copy-delivery checkbox (SPEC.md §4): ticking copies the step-1 address into the invoice
 * address fields and remembers what was there; unticking restores it.
 */
export function setCopyDelivery(draft: CheckoutDraft, checked: boolean): CheckoutDraft {
  if (checked === draft.copyDelivery) return draft;
  if (checked) {
    return {
      ...draft,
      copyDelivery: true,
      invoiceBeforeCopy: pickAddress(draft.invoice),
      invoice: { ...draft.invoice, ...pickAddress(draft.address) },
    };
  }
  return {
    ...draft,
    copyDelivery: false,
    invoiceBeforeCopy: null,
    invoice: { ...draft.invoice, ...(draft.invoiceBeforeCopy ?? emptyAddress(draft.invoice.country)) },
  };
}

/** Changes the step-1 address; while copy-delivery is ticked the invoice address follows. */
export function patchAddress(draft: CheckoutDraft, patch: Partial<AddressDraft>): CheckoutDraft {
  const address = { ...draft.address, ...patch };
  return draft.copyDelivery ? { ...draft, address, invoice: { ...draft.invoice, ...patch } } : { ...draft, address };
}

/**
 * The invoice type of the Finnish shop (SPEC.md §4): E-INVOICE clears the invoice e-mail, PDF
 * clears the electronic invoice address and the operator.
 */
export function setInvoiceType(draft: CheckoutDraft, type: InvoiceType): CheckoutDraft {
  const invoice =
    type === 'E-INVOICE'
      ? { ...draft.invoice, emailInvoiceAddress: '' }
      : { ...draft.invoice, electronicInvoiceSystemAddress: '', electronicOperator: '' };
  return { ...draft, invoiceType: type, invoice };
}

/** The request path of the step-1 address. */
export function addressPrefix(
  ctx: Pick<CheckoutContext, 'addressType' | 'guest'>,
): 'deliveryAddress' | 'postalAddress' {
  return ctx.addressType === 'POSTAL' && !ctx.guest ? 'postalAddress' : 'deliveryAddress';
}

/** Trimmed text, or null when empty. */
function value(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function nullable<K extends string>(fields: readonly K[], source: Record<K, string>): Record<K, string | null> {
  return Object.fromEntries(fields.map((f) => [f, value(source[f])])) as Record<K, string | null>;
}

export type CartForOrder = {
  lines: readonly { article: { articleNumber: string }; amount: number }[];
  /** The administrative fee is currently in the cart. */
  hasAdministrativeFee: boolean;
  premiumSelected: boolean;
  /** The payer answered yes to 'Do you accept e-invoices?' (shops that ask). */
  eInvoiceAccepted?: boolean;
  language: Language;
};

/**
 * The order request of order/ajaxCreateNew (SPEC.md §3): the step-1 address with the contact
 * person as delivery or postal address (no postal address for guests), the invoice address
 * only when one is required, the articles by number and amount, and the choices made.
 */
export function buildOrderRequest(draft: CheckoutDraft, ctx: CheckoutContext, cart: CartForOrder): OrderRequestInput {
  const prefix = addressPrefix(ctx);
  const address = { ...nullable(ADDRESS_FIELDS, draft.address), ...nullable(CONTACT_FIELDS, draft.contact) };
  let invoiceAddress: OrderRequestInput['invoiceAddress'] = null;
  if (ctx.invoiceRequired) {
    const invoice = { ...nullable(ADDRESS_FIELDS, draft.invoice), ...nullable(INVOICE_EXTRA_FIELDS, draft.invoice) };
    if (ctx.privateCustomer) {
      invoice.organisationNumber = null;
      invoice.gln = null;
    }
    if (!ctx.invoiceTypeChoice) {
      invoice.emailInvoiceAddress = null;
      invoice.electronicInvoiceSystemAddress = null;
      invoice.electronicOperator = null;
    }
    // The order keeps what the chosen invoice type uses (SPEC.md §4).
    invoiceAddress = ctx.invoiceTypeChoice ? invoiceForKind(invoice, draft.invoiceType) : invoice;
  }
  const request: OrderRequestInput = {
    deliveryAddress: prefix === 'deliveryAddress' ? address : null,
    postalAddress: prefix === 'postalAddress' ? address : null,
    invoiceAddress,
    articles: cart.lines.map((line) => ({ articleNumber: line.article.articleNumber, amount: line.amount })),
    message: ctx.orderMessage ? value(draft.message) : null,
    hasAdministrativeFee: cart.hasAdministrativeFee,
    premiumSelected: cart.premiumSelected,
    allowNewsletter: draft.allowNewsletter,
    invoiceType: !ctx.invoiceRequired
      ? null
      : ctx.invoiceTypeChoice
        ? draft.invoiceType
        : ctx.eInvoiceQuestion && cart.eInvoiceAccepted
          ? 'E-INVOICE'
          : null,
    privateCustomer: ctx.guest ? ctx.privateCustomer : false,
    language: cart.language,
  };
  if (ctx.forms) {
    const f = draft.forms;
    const type = f.referenceNumberType;
    const serial = type === REFERENCE_TYPES.serial || type === REFERENCE_TYPES.interval;
    Object.assign(request, {
      printContactInformation: f.printContactInformation,
      bankAccountNumber: value(f.bankAccountNumber),
      formMessage: value(f.formMessage),
      referenceNumberType: type,
      referenceNumberFixed: type === REFERENCE_TYPES.fixed ? value(f.referenceNumberFixed) : null,
      referenceNumberStart: serial ? value(f.referenceNumberStart) : null,
      referenceNumberInterval: serial ? f.referenceNumberInterval : null,
      referenceNumberInternational:
        type === REFERENCE_TYPES.international ? value(f.referenceNumberInternational) : null,
    } satisfies Partial<OrderRequestInput>);
  }
  return request;
}

/** Whether the print-on-forms step is shown: admin order form type standard and articles with forms. */
export function formsStepShown(
  adminOrderFormType: string,
  lines: readonly { article: { numberOfForms: number } }[],
): boolean {
  return adminOrderFormType === 'STANDARD' && lines.some((line) => line.article.numberOfForms > 0);
}
