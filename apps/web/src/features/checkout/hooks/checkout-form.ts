import { type FieldPath, get, type UseFormReturn, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CheckoutDraft } from '../lib/checkout-draft.ts';
import { changedFields, draftPath } from '../lib/checkout-form.ts';
import { messageText, useCheckoutModel } from './checkout-model.ts';

/** A field name of the checkout form ('address.city', 'forms.bankAccountNumber'). */
export type CheckoutName = FieldPath<CheckoutDraft>;
export type CheckoutForm = UseFormReturn<CheckoutDraft>;

/** The checkout's react-hook-form (inside the page's FormProvider). */
export function useCheckoutForm(): CheckoutForm {
  return useFormContext<CheckoutDraft>();
}

/** The form field of an order request path (see draftPath); throws for a path the form lacks. */
export function useDraftName(path: string): CheckoutName {
  const { prefix } = useCheckoutModel();
  const name = draftPath(path, prefix);
  if (!name) throw new Error(`no checkout field for ${path}`);
  return name as CheckoutName;
}

/**
 * Changes the form through one of the draft's pure changes (copy-delivery, invoice type, an
 * address that the invoice address follows, a customer's stored addresses): every field it
 * changes is set, and checked again where its error already shows (left, or after an attempt).
 */
export function applyDraft(form: CheckoutForm, change: (draft: CheckoutDraft) => CheckoutDraft): void {
  const current = form.getValues();
  for (const [name, value] of changedFields(current, change(current))) {
    const field = name as CheckoutName;
    const shouldValidate = form.formState.isSubmitted || form.getFieldState(field).isTouched;
    form.setValue(field, value as never, { shouldDirty: true, shouldValidate });
  }
}

/** The server's error on a field is done with once the field is edited. */
export function clearServerError(form: CheckoutForm, name: CheckoutName): void {
  if (form.getFieldState(name).error?.type === 'server') form.clearErrors(name);
}

/** The translated error of a form field, if one shows. */
export function useFieldError(name: CheckoutName): string | undefined {
  const { t, i18n } = useTranslation();
  const { errors } = useFormState<CheckoutDraft>({ name, exact: true });
  const key = (get(errors, name) as { message?: string } | undefined)?.message;
  return key ? messageText(t, (k) => i18n.exists(k), key) : undefined;
}

/** Whether any of the fields under `base` (an address edited in a modal) shows an error. */
export function useGroupHasError(base: 'address' | 'invoice', fields: readonly string[]): boolean {
  const { errors } = useFormState<CheckoutDraft>({ name: base });
  return fields.some((f) => get(errors, `${base}.${f}`) !== undefined);
}
