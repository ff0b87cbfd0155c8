import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { messageText, useCheckoutModel } from '../hooks/checkout-model.ts';
import type { AddressDraft, AddressField } from '../lib/checkout-draft.ts';
import { fieldId, validateAddress } from '../lib/checkout-validation.ts';
import { AddressFields } from './address-fields.tsx';
import styles from './checkout.module.css';

export type AddressKind = 'delivery' | 'postal' | 'invoice';

const PREFIX: Record<AddressKind, 'deliveryAddress' | 'postalAddress' | 'invoiceAddress'> = {
  delivery: 'deliveryAddress',
  postal: 'postalAddress',
  invoice: 'invoiceAddress',
};

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  initial: AddressDraft;
  onSave: (address: AddressDraft) => void;
};

/**
 * The edit form of an address modal. It starts from the saved address each time the modal
 * opens; Save checks it (SPEC.md §5) and hands it over, Cancel (or Escape) drops the edits.
 */
function AddressModalForm({
  kind,
  initial,
  onSave,
  close,
  recipientRequired,
}: {
  kind: AddressKind;
  initial: AddressDraft;
  onSave: (address: AddressDraft) => void;
  close: () => void;
  recipientRequired: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { ctx, countryEditable } = useCheckoutModel();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = PREFIX[kind];
  const check = (address: AddressDraft) =>
    validateAddress(address, prefix, { recipient: recipientRequired, installationCountry: ctx.installationCountry });
  const errors = tried ? check(value) : [];
  const errorOf = Object.fromEntries(
    errors.map((e) => [e.field.slice(prefix.length + 1), messageText(t, (k) => i18n.exists(k), e.message)]),
  ) as Partial<Record<AddressField, string>>;

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The modal renders in a portal, but React still bubbles its submit to the checkout form.
    event.stopPropagation();
    setTried(true);
    if (check(value).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onSave(value);
    close();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid={`${kind}-address-form`}>
      <AddressFields
        value={value}
        onChange={(field, v) => setValue((a) => ({ ...a, [field]: v }))}
        idOf={(field) => `${fieldId(`${prefix}.${field}`)}-modal`}
        errors={errorOf}
        countryEditable={countryEditable}
        recipientRequired={recipientRequired}
        section={kind === 'invoice' ? 'billing' : 'shipping'}
      />
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={close}>
          {t('checkout.modal.cancel')}
        </Button>
        <Button type="submit" data-testid={`${kind}-address-save`}>
          {t('checkout.modal.save')}
        </Button>
      </div>
    </form>
  );
}

function AddressModal({ kind, isOpen, onOpenChange, initial, onSave }: Props & { kind: AddressKind }) {
  const { t } = useTranslation();
  const { ctx } = useCheckoutModel();
  const recipientRequired = kind !== 'invoice' || ctx.invoiceRequired;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t(`checkout.modal.${kind}`)}
      closeLabel={t('checkout.modal.close')}
      testId={`${kind}-address-modal`}
    >
      <AddressModalForm
        kind={kind}
        initial={initial}
        onSave={onSave}
        close={() => onOpenChange(false)}
        recipientRequired={recipientRequired}
      />
    </Modal>
  );
}

/** The delivery address modal: recipient, country, postcode, city, street name, number and letter. */
export function DeliveryAddressModal(props: Props) {
  return <AddressModal kind="delivery" {...props} />;
}

/** The postal address modal (address type postal). */
export function PostalAddressModal(props: Props) {
  return <AddressModal kind="postal" {...props} />;
}

/** The invoice address modal: the recipient is required only when an invoice address is required. */
export function InvoiceAddressModal(props: Props) {
  return <AddressModal kind="invoice" {...props} />;
}
