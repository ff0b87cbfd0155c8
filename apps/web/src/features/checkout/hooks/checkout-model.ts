import { type CheckoutNotice, FIELD_ERRORS } from '@shop/contract';
import { createContext, useContext } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import type { CheckoutContext } from '../lib/checkout-draft.ts';
import { useCheckout } from './checkout-store.ts';

/** What the page derives from the draft, the cart and the shop, shared with every step. */
export type CheckoutModel = {
  ctx: CheckoutContext;
  /** Request path of the step-1 address. */
  prefix: 'deliveryAddress' | 'postalAddress';
  /** Every current field error by request path (shown once the field was left or submitted). */
  errors: ReadonlyMap<string, string>;
  notices: readonly CheckoutNotice[];
  /** Country is read-only unless the shop is public (SPEC.md §5). */
  countryEditable: boolean;
};

export const CheckoutModelContext = createContext<CheckoutModel | null>(null);

export function useCheckoutModel(): CheckoutModel {
  const model = useContext(CheckoutModelContext);
  if (!model) throw new Error('no checkout model');
  return model;
}

/**
 * The text of a message key: 'required' → 'Required', 'invalid' → 'Invalid' (translated), and
 * the checkout's own keys the server may send (e.g. an article no longer sold).
 */
export function messageText(t: TFunction, exists: (key: string) => boolean, key: string): string {
  const own = `checkout.fieldMessages.${key}`;
  if (!(FIELD_ERRORS as readonly string[]).includes(key) && exists(own)) return t(own);
  return fieldErrorText(t, key) ?? t('validation.invalid');
}

/** The error to show for a request path: the rule's once shown, else the server's. */
export function useFieldError(path: string): string | undefined {
  const { t, i18n } = useTranslation();
  const { errors } = useCheckoutModel();
  const shown = useCheckout((s) => s.submitted || s.touched[path] === true);
  const server = useCheckout((s) => s.serverErrors[path]);
  const key = (shown ? errors.get(path) : undefined) ?? server;
  return key ? messageText(t, (k) => i18n.exists(k), key) : undefined;
}

/** The errors to show for several request paths at once (an address block). */
export function useFieldErrors(paths: readonly string[]): Record<string, string | undefined> {
  const { t, i18n } = useTranslation();
  const { errors } = useCheckoutModel();
  const keys = useCheckout(
    useShallow((s) =>
      paths.map((path) => ((s.submitted || s.touched[path]) && errors.get(path)) || s.serverErrors[path] || ''),
    ),
  );
  return Object.fromEntries(
    paths.map((path, i) => {
      const key = keys[i];
      return [path, key ? messageText(t, (k) => i18n.exists(k), key) : undefined];
    }),
  );
}

/** Whether any shown error's path starts with `prefix.` (an address edited in a modal). */
export function useGroupHasError(prefix: string, fields: readonly string[]): boolean {
  const { errors } = useCheckoutModel();
  const submitted = useCheckout((s) => s.submitted);
  const server = useCheckout((s) => s.serverErrors);
  return fields.some((f) => {
    const path = `${prefix}.${f}`;
    return (submitted && errors.has(path)) || path in server;
  });
}
