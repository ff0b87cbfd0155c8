import { INTERVAL_OPTIONS, REFERENCE_TYPES } from '@shop/contract';
import {
  ADDRESS_FIELDS,
  type AddressDraft,
  type CheckoutDraft,
  CONTACT_FIELDS,
  type ContactDraft,
  type FormsDraft,
  INVOICE_EXTRA_FIELDS,
  type InvoiceDraft,
} from './checkout-draft.ts';

/**
 * What the shopper typed into the checkout lives in this tab (a guest's addresses in this browser
 * only, SPEC.md §6): the whole draft — addresses, contact, invoice choices, the message,
 * print-on-forms and the newsletter choice — is kept in sessionStorage, so that 'edit cart' and
 * back, or a reload, keep it; gone with the tab or once the order is placed. Kept per shopper
 * (`owner`: 'guest' or the signed-in username): another shopper in the tab never gets it. Never
 * passwords or tokens.
 */
export const GUEST_DRAFT_KEY = 'checkout.guest';

export type GuestDraft = CheckoutDraft & { owner: string };

const FORM_TEXTS = [
  'bankAccountNumber',
  'formMessage',
  'referenceNumberFixed',
  'referenceNumberStart',
  'referenceNumberInternational',
] as const;

/** The saved print-on-forms choices, or a fresh set for anything malformed. */
function formsOf(value: unknown, base: FormsDraft): FormsDraft {
  const textsOf = texts(FORM_TEXTS, value);
  if (!textsOf || typeof value !== 'object' || value === null) return base;
  const v = value as Record<string, unknown>;
  const type = Object.values(REFERENCE_TYPES).find((t) => t === v.referenceNumberType);
  const interval = INTERVAL_OPTIONS.find((i) => i === v.referenceNumberInterval);
  return {
    ...base,
    ...textsOf,
    printContactInformation: v.printContactInformation === true,
    referenceNumberType: type ?? base.referenceNumberType,
    referenceNumberInterval: interval ?? base.referenceNumberInterval,
  };
}

const MAX_TEXT = 500;

function texts<K extends string>(fields: readonly K[], value: unknown): Record<K, string> | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const out: Partial<Record<K, string>> = {};
  for (const f of fields) {
    const v = source[f];
    if (v === undefined) out[f] = '';
    else if (typeof v === 'string' && v.length <= MAX_TEXT) out[f] = v;
    else return null;
  }
  return out as Record<K, string>;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft of this shopper over a fresh draft; anything malformed is ignored. */
export function restoreGuestDraft(base: CheckoutDraft, owner = 'guest'): CheckoutDraft {
  let saved: unknown;
  try {
    saved = JSON.parse(session()?.getItem(GUEST_DRAFT_KEY) ?? 'null');
  } catch {
    return base;
  }
  if (typeof saved !== 'object' || saved === null) return base;
  const s = saved as Record<string, unknown>;
  if ((s.owner ?? 'guest') !== owner) return base;
  const address = texts(ADDRESS_FIELDS, s.address) as AddressDraft | null;
  const contact = texts(CONTACT_FIELDS, s.contact) as ContactDraft | null;
  const invoice = texts([...ADDRESS_FIELDS, ...INVOICE_EXTRA_FIELDS], s.invoice) as InvoiceDraft | null;
  const before =
    s.invoiceBeforeCopy === null ? null : (texts(ADDRESS_FIELDS, s.invoiceBeforeCopy) as AddressDraft | null);
  if (!address || !contact || !invoice) return base;
  const copyDelivery = s.copyDelivery === true;
  const message = typeof s.message === 'string' && s.message.length <= MAX_TEXT ? s.message : base.message;
  return {
    ...base,
    address: { ...address, country: address.country || base.address.country },
    contact,
    invoice: { ...invoice, country: invoice.country || base.invoice.country },
    copyDelivery,
    invoiceBeforeCopy: copyDelivery ? before : null,
    invoiceType: s.invoiceType === 'PDF' ? 'PDF' : 'E-INVOICE',
    message,
    forms: formsOf(s.forms, base.forms),
    allowNewsletter: s.allowNewsletter === true,
  };
}

export function saveGuestDraft(draft: CheckoutDraft, owner = 'guest'): void {
  const kept: GuestDraft = {
    owner,
    address: draft.address,
    contact: draft.contact,
    invoice: draft.invoice,
    copyDelivery: draft.copyDelivery,
    invoiceBeforeCopy: draft.invoiceBeforeCopy,
    invoiceType: draft.invoiceType,
    message: draft.message,
    forms: draft.forms,
    allowNewsletter: draft.allowNewsletter,
  };
  try {
    session()?.setItem(GUEST_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the addresses stay in the page.
  }
}

export function clearGuestDraft(): void {
  try {
    session()?.removeItem(GUEST_DRAFT_KEY);
  } catch {
    // Storage blocked: nothing kept.
  }
}
