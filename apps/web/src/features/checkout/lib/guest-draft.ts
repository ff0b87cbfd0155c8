import {
  ADDRESS_FIELDS,
  type AddressDraft,
  type CheckoutDraft,
  CONTACT_FIELDS,
  type ContactDraft,
  INVOICE_EXTRA_FIELDS,
  type InvoiceDraft,
} from './checkout-draft.ts';

/**
 * A guest's addresses live in this browser only (SPEC.md §6): kept in sessionStorage so that a
 * reload of the checkout keeps them, gone with the tab. Only address and contact texts are
 * kept — never passwords or tokens.
 */
export const GUEST_DRAFT_KEY = 'checkout.guest';

export type GuestDraft = Pick<CheckoutDraft, 'address' | 'contact' | 'invoice' | 'copyDelivery' | 'invoiceBeforeCopy'>;

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

/** The saved guest addresses over a fresh draft; anything malformed is ignored. */
export function restoreGuestDraft(base: CheckoutDraft): CheckoutDraft {
  let saved: unknown;
  try {
    saved = JSON.parse(session()?.getItem(GUEST_DRAFT_KEY) ?? 'null');
  } catch {
    return base;
  }
  if (typeof saved !== 'object' || saved === null) return base;
  const s = saved as Record<string, unknown>;
  const address = texts(ADDRESS_FIELDS, s.address) as AddressDraft | null;
  const contact = texts(CONTACT_FIELDS, s.contact) as ContactDraft | null;
  const invoice = texts([...ADDRESS_FIELDS, ...INVOICE_EXTRA_FIELDS], s.invoice) as InvoiceDraft | null;
  const before =
    s.invoiceBeforeCopy === null ? null : (texts(ADDRESS_FIELDS, s.invoiceBeforeCopy) as AddressDraft | null);
  if (!address || !contact || !invoice) return base;
  const copyDelivery = s.copyDelivery === true;
  return {
    ...base,
    address: { ...address, country: address.country || base.address.country },
    contact,
    invoice: { ...invoice, country: invoice.country || base.invoice.country },
    copyDelivery,
    invoiceBeforeCopy: copyDelivery ? before : null,
  };
}

export function saveGuestDraft(draft: CheckoutDraft): void {
  const kept: GuestDraft = {
    address: draft.address,
    contact: draft.contact,
    invoice: draft.invoice,
    copyDelivery: draft.copyDelivery,
    invoiceBeforeCopy: draft.invoiceBeforeCopy,
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
