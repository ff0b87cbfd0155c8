import type { CheckedField } from '@shop/contract';
import { z } from 'zod';
import {
  ADDRESS_FIELDS,
  type AddressDraft,
  buildOrderRequest,
  type CartForOrder,
  type CheckoutContext,
  type CheckoutDraft,
  CONTACT_FIELDS,
  emptyForms,
  INVOICE_EXTRA_FIELDS,
} from './checkout-draft.ts';
import { validateAddress, validateCheckout } from './checkout-validation.ts';

/**
 * The checkout as a react-hook-form form: its values are the draft (CheckoutDraft), its rules
 * the contract's order schema and checks (validateCheckout) run through zodResolver, and every
 * error names a field of the draft. Inputs keep the ids of their order request paths
 * (`fieldId`), which the server's field errors and the browser tests use.
 */

const FORMS_FIELDS = Object.keys(emptyForms()) as (keyof CheckoutDraft['forms'])[];
const TOP_FIELDS = ['message', 'invoiceType', 'allowNewsletter'] as const;

/**
 * The form field of an order request path ('deliveryAddress.city' → 'address.city' when the
 * step-1 address is the delivery address, 'invoiceAddress.gln' → 'invoice.gln',
 * 'bankAccountNumber' → 'forms.bankAccountNumber'); null for paths the form has no field for
 * (the articles, the other step-1 prefix).
 */
export function draftPath(requestPath: string, prefix: 'deliveryAddress' | 'postalAddress'): string | null {
  const [head = '', field, ...more] = requestPath.split('.');
  if (more.length > 0) return null;
  if (field === undefined) {
    if ((TOP_FIELDS as readonly string[]).includes(head)) return head;
    return (FORMS_FIELDS as readonly string[]).includes(head) ? `forms.${head}` : null;
  }
  if (head === prefix) {
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) return `address.${field}`;
    if ((CONTACT_FIELDS as readonly string[]).includes(field)) return `contact.${field}`;
    return null;
  }
  if (head === 'invoiceAddress') {
    const known = (ADDRESS_FIELDS as readonly string[]).includes(field);
    return known || (INVOICE_EXTRA_FIELDS as readonly string[]).includes(field) ? `invoice.${field}` : null;
  }
  return null;
}

/** A zod schema that runs `check` over the value and files each error under `nameOf(field)`. */
function checkedSchema<T>(check: (value: T) => readonly CheckedField[], nameOf: (field: string) => string | null) {
  return z.custom<T>().superRefine((value, issues) => {
    for (const e of check(value)) {
      const name = nameOf(e.field);
      if (name) issues.addIssue({ code: 'custom', path: name.split('.'), message: e.message });
    }
  });
}

/** The checkout's schema for zodResolver: the order request built from the draft, checked. */
export function checkoutSchema(ctx: CheckoutContext, cart: CartForOrder, prefix: 'deliveryAddress' | 'postalAddress') {
  return checkedSchema<CheckoutDraft>(
    (draft) => validateCheckout(buildOrderRequest(draft, ctx, cart), ctx),
    (field) => draftPath(field, prefix),
  );
}

/** The schema of an address dialog's form (its values are one address). */
export function addressSchema(
  prefix: 'deliveryAddress' | 'postalAddress' | 'invoiceAddress',
  opts: { recipient: boolean; installationCountry: string },
) {
  return checkedSchema<AddressDraft>(
    (address) => validateAddress(address, prefix, opts),
    (field) => (field.startsWith(`${prefix}.`) ? field.slice(prefix.length + 1) : null),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The fields `next` changes against `current`, as form field names and new values: nested
 * objects by their leaves, an object that appears or goes (the invoice address before
 * copy-delivery) as a whole.
 */
export function changedFields(current: unknown, next: unknown, base = ''): [string, unknown][] {
  if (Object.is(current, next)) return [];
  if (!isRecord(current) || !isRecord(next)) return [[base, next]];
  return Object.keys(next).flatMap((key) => changedFields(current[key], next[key], base ? `${base}.${key}` : key));
}
