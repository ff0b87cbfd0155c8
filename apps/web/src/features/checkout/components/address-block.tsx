import { useState } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  applyDraft,
  type CheckoutName,
  clearServerError,
  useCheckoutForm,
  useGroupHasError,
} from '../hooks/checkout-form.ts';
import { messageText, useCheckoutModel } from '../hooks/checkout-model.ts';
import {
  ADDRESS_FIELDS,
  type AddressDraft,
  type AddressField,
  type CheckoutDraft,
  pickAddress,
} from '../lib/checkout-draft.ts';
import { fieldId } from '../lib/checkout-validation.ts';
import { AddressCard } from './address-card.tsx';
import { AddressFields } from './address-fields.tsx';
import { type AddressKind, DeliveryAddressModal, InvoiceAddressModal, PostalAddressModal } from './address-modal.tsx';

const MODALS = { delivery: DeliveryAddressModal, postal: PostalAddressModal, invoice: InvoiceAddressModal };

type Props = {
  kind: AddressKind;
  /** Request path of the address ('deliveryAddress', 'postalAddress', 'invoiceAddress'). */
  prefix: string;
  /** The form's address: the step-1 address or the invoice address. */
  base: 'address' | 'invoice';
  /** Changes the address in the draft (the step-1 address carries the copied invoice address along). */
  apply: (draft: CheckoutDraft, patch: Partial<AddressDraft>) => CheckoutDraft;
  recipientRequired: boolean;
};

/** A guest types the address here (kept in this browser only, SPEC.md §6). */
function InlineAddress({ kind, prefix, base, apply, recipientRequired }: Props) {
  const { t, i18n } = useTranslation();
  const { countryEditable } = useCheckoutModel();
  const form = useCheckoutForm();
  const nameOf = (field: AddressField) => `${base}.${field}` as CheckoutName;
  const shown = useFormState({ control: form.control, name: base }).errors;
  const errors = Object.fromEntries(
    ADDRESS_FIELDS.map((f) => {
      const key = (get(shown, nameOf(f)) as { message?: string } | undefined)?.message;
      return [f, key ? messageText(t, (k) => i18n.exists(k), key) : undefined];
    }),
  ) as Record<AddressField, string | undefined>;
  return (
    <AddressFields
      form={{
        field: (f) => {
          const props = form.register(nameOf(f));
          return {
            ...props,
            onChange: async (event) => {
              clearServerError(form, nameOf(f));
              await props.onChange(event);
              applyDraft(form, (d) => apply(d, { [f]: (event.target as HTMLInputElement).value }));
            },
          };
        },
        set: (f, value) => applyDraft(form, (d) => apply(d, { [f]: value })),
        value: (f) => form.getValues(nameOf(f)) as string,
        markZip: (invalid) => {
          const zip = nameOf('zipCode');
          if (invalid) form.setError(zip, { type: 'server', message: 'invalid' });
          else clearServerError(form, zip);
        },
      }}
      idOf={(field) => fieldId(`${prefix}.${field}`)}
      errors={errors}
      countryEditable={countryEditable}
      recipientRequired={recipientRequired}
      section={kind === 'invoice' ? 'billing' : 'shipping'}
    />
  );
}

/** A signed-in customer sees the address read-only and edits it in its modal. */
function ModalAddress({ kind, base, apply }: Props) {
  const [open, setOpen] = useState(false);
  const form = useCheckoutForm();
  const value = useWatch({ control: form.control, name: base }) as AddressDraft;
  const invalid = useGroupHasError(base, ADDRESS_FIELDS);
  const Edit = MODALS[kind];
  return (
    <>
      <AddressCard kind={kind} address={value} onEdit={() => setOpen(true)} invalid={invalid} />
      <Edit
        isOpen={open}
        onOpenChange={setOpen}
        initial={pickAddress(value)}
        onSave={(address) => {
          applyDraft(form, (d) => apply(d, pickAddress(address)));
          // Saved: the address's errors (the server's too) are checked again.
          if (form.formState.isSubmitted) void form.trigger(ADDRESS_FIELDS.map((f) => `${base}.${f}` as CheckoutName));
        }}
      />
    </>
  );
}

/** An address of the checkout: inline for guests, read-only with an edit modal when signed in. */
export function AddressBlock(props: Props) {
  const { ctx } = useCheckoutModel();
  return ctx.guest ? <InlineAddress {...props} /> : <ModalAddress {...props} />;
}
