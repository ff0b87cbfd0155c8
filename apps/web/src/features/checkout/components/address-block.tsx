import { useState } from 'react';
import { useCheckoutModel, useFieldErrors, useGroupHasError } from '../hooks/checkout-model.ts';
import { useCheckout } from '../hooks/checkout-store.ts';
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
  /** Must answer an object of the draft itself (not a copy): it is a store selector. */
  select: (draft: CheckoutDraft) => AddressDraft;
  apply: (draft: CheckoutDraft, patch: Partial<AddressDraft>) => CheckoutDraft;
  recipientRequired: boolean;
};

/** A guest types the address here (kept in this browser only, SPEC.md §6). */
function InlineAddress({ kind, prefix, select, apply, recipientRequired }: Props) {
  const { countryEditable } = useCheckoutModel();
  const value = useCheckout((s) => select(s.draft));
  const update = useCheckout((s) => s.update);
  const touch = useCheckout((s) => s.touch);
  const paths = ADDRESS_FIELDS.map((f) => `${prefix}.${f}`);
  const errors = useFieldErrors(paths);
  return (
    <AddressFields
      value={value}
      onChange={(field, v) => update((d) => apply(d, { [field]: v }), [`${prefix}.${field}`])}
      onBlur={(field) => touch(`${prefix}.${field}`)}
      idOf={(field) => fieldId(`${prefix}.${field}`)}
      errors={
        Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, errors[`${prefix}.${f}`]])) as Record<
          AddressField,
          string | undefined
        >
      }
      countryEditable={countryEditable}
      recipientRequired={recipientRequired}
      section={kind === 'invoice' ? 'billing' : 'shipping'}
    />
  );
}

/** A signed-in customer sees the address read-only and edits it in its modal. */
function ModalAddress({ kind, prefix, select, apply }: Props) {
  const [open, setOpen] = useState(false);
  const value = useCheckout((s) => select(s.draft));
  const update = useCheckout((s) => s.update);
  const invalid = useGroupHasError(prefix, ADDRESS_FIELDS);
  const Edit = MODALS[kind];
  return (
    <>
      <AddressCard kind={kind} address={value} onEdit={() => setOpen(true)} invalid={invalid} />
      <Edit
        isOpen={open}
        onOpenChange={setOpen}
        initial={value}
        onSave={(address) =>
          update(
            (d) => apply(d, pickAddress(address)),
            ADDRESS_FIELDS.map((f) => `${prefix}.${f}`),
          )
        }
      />
    </>
  );
}

/** An address of the checkout: inline for guests, read-only with an edit modal when signed in. */
export function AddressBlock(props: Props) {
  const { ctx } = useCheckoutModel();
  return ctx.guest ? <InlineAddress {...props} /> : <ModalAddress {...props} />;
}
