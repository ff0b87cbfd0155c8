import { type CheckoutNotice, FIELD_ERRORS } from '@shop/contract';
import { createContext, useContext } from 'react';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import type { CheckoutContext } from '../lib/checkout-draft.ts';

/** What the page derives from the form, the cart and the shop, shared with every step. */
export type CheckoutModel = {
  ctx: CheckoutContext;
  /** Request path of the step-1 address. */
  prefix: 'deliveryAddress' | 'postalAddress';
  notices: readonly CheckoutNotice[];
  /** 'Finish purchase' was pressed at least once (the notices show from then on). */
  attempted: boolean;
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
