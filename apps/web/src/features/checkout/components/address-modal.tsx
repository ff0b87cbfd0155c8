import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { messageText, useCheckoutModel } from '../hooks/checkout-model.ts';
import { ADDRESS_FIELDS, type AddressDraft, type AddressField } from '../lib/checkout-draft.ts';
import { addressSchema } from '../lib/checkout-form.ts';
import { fieldId } from '../lib/checkout-validation.ts';
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
 * The edit form of an address modal, a react-hook-form form of its own. It starts from the
 * saved address each time the modal opens; Save checks it (SPEC.md §5) and hands it over,
 * Cancel (or Escape) drops the edits.
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
  const prefix = PREFIX[kind];
  const schema = useMemo(
    () => addressSchema(prefix, { recipient: recipientRequired, installationCountry: ctx.installationCountry }),
    [prefix, recipientRequired, ctx.installationCountry],
  );
  // The server's 'Invalid' of the postcode keeps the address from being saved until it changes.
  const zipInvalid = useRef(false);
  const resolver = useMemo<Resolver<AddressDraft>>(() => {
    const checks = zodResolver(schema);
    return async (values, context, options) => {
      const result = await checks(values, context, options);
      if (!zipInvalid.current || result.errors.zipCode) return result;
      return { values: {}, errors: { ...result.errors, zipCode: { type: 'server', message: 'invalid' } } };
    };
  }, [schema]);
  const form = useForm<AddressDraft>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [focusRequest, setFocusRequest] = useState(0);
  const focusPending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, isSubmitting, submitCount } = form.formState;
  const errorOf = Object.fromEntries(
    ADDRESS_FIELDS.map((f) => {
      const key = errors[f]?.message;
      return [f, key ? messageText(t, (k) => i18n.exists(k), key) : undefined];
    }),
  ) as Partial<Record<AddressField, string>>;

  // After a refused save, once its errors show: the first invalid field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an attempt ends (focusRequest, submitCount)
  useEffect(() => {
    if (!focusPending.current || isSubmitting) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, submitCount, isSubmitting]);

  const submit = form.handleSubmit(
    (address) => {
      onSave(address);
      close();
    },
    () => {
      focusPending.current = true;
      setFocusRequest((n) => n + 1);
    },
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        // The modal renders in a portal, but React still bubbles its submit to the checkout form.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      data-testid={`${kind}-address-form`}
    >
      <AddressFields
        form={{
          field: (f) => form.register(f),
          set: (f, value) => form.setValue(f, value, { shouldValidate: form.formState.isSubmitted }),
          value: (f) => form.getValues(f),
          markZip: (invalid) => {
            zipInvalid.current = invalid;
            if (invalid) form.setError('zipCode', { type: 'server', message: 'invalid' });
            else if (form.getFieldState('zipCode').error?.type === 'server') form.clearErrors('zipCode');
          },
        }}
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
