import { LIMITS } from '@shop/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useOrganisationNumberHint } from '../../addresses/index.ts';
import { chooseEInvoice, setAdministrativeFee, useAdministrativeFee } from '../../cart/index.ts';
import { applyDraft, useCheckoutForm } from '../hooks/checkout-form.ts';
import { useCheckoutModel } from '../hooks/checkout-model.ts';
import { useShownMoney } from '../hooks/use-shown-money.ts';
import { type InvoiceExtraField, type InvoiceType, setCopyDelivery, setInvoiceType } from '../lib/checkout-draft.ts';
import { NOTICE_KEYS } from '../lib/checkout-validation.ts';
import { AddressBlock } from './address-block.tsx';
import styles from './checkout.module.css';
import { BoundTextField, CheckboxField, ChoiceGroup } from './fields.tsx';
import { Step } from './step.tsx';

function invoiceField(field: InvoiceExtraField) {
  return { path: `invoiceAddress.${field}` };
}

/** Tenant 5: E-INVOICE (electronic address and operator) or PDF (invoice e-mail). */
function InvoiceTypeChoice() {
  const { t } = useTranslation();
  const form = useCheckoutForm();
  const invoiceType = useWatch({ control: form.control, name: 'invoiceType' });
  const eAddress = invoiceField('electronicInvoiceSystemAddress');
  const operator = invoiceField('electronicOperator');
  const email = invoiceField('emailInvoiceAddress');
  return (
    <div className={styles.group}>
      <ChoiceGroup<InvoiceType>
        legend={t('checkout.payment.invoiceType')}
        name="invoice-type"
        compact
        options={[
          { value: 'E-INVOICE', label: t('checkout.payment.eInvoice'), testId: 'invoice-type-einvoice' },
          { value: 'PDF', label: t('checkout.payment.pdf'), testId: 'invoice-type-pdf' },
        ]}
        value={invoiceType}
        onChange={(type) => applyDraft(form, (d) => setInvoiceType(d, type))}
      />
      {invoiceType === 'E-INVOICE' ? (
        <div className={styles.twoColumns}>
          <BoundTextField
            {...eAddress}
            label={t('checkout.payment.electronicInvoiceSystemAddress')}
            maxLength={LIMITS.text}
          />
          <BoundTextField {...operator} label={t('checkout.payment.electronicOperator')} maxLength={LIMITS.text} />
        </div>
      ) : (
        <BoundTextField
          {...email}
          label={t('checkout.payment.emailInvoiceAddress')}
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
      )}
    </div>
  );
}

/** Other shops ask business payers 'Do you accept e-invoices?'; yes waives the paper-invoice fee. */
function EInvoiceQuestion() {
  const { t } = useTranslation();
  const { notices, attempted: submitted } = useCheckoutModel();
  const answer = useCartStore((s) => s.eInvoiceSelected);
  const fee = useAdministrativeFee();
  const money = useShownMoney();
  const unanswered = submitted && notices.includes('e_invoice_unanswered');
  const feePrice = fee.data?.price ?? 0;
  return (
    <div className={styles.group}>
      <ChoiceGroup<'yes' | 'no'>
        legend={t('checkout.payment.eInvoiceQuestion')}
        name="e-invoice"
        compact
        testId="e-invoice-question"
        options={[
          { value: 'yes', label: t('checkout.payment.yes'), testId: 'e-invoice-yes' },
          { value: 'no', label: t('checkout.payment.no'), testId: 'e-invoice-no' },
        ]}
        value={answer === null ? null : answer ? 'yes' : 'no'}
        onChange={(v) => void chooseEInvoice(v === 'yes')}
        error={unanswered ? t(NOTICE_KEYS.e_invoice_unanswered) : undefined}
      />
      {feePrice > 0 ? (
        <p className={styles.hintText} data-testid="administrative-fee-text">
          {t('checkout.payment.feeText', { fee: money.format(feePrice) })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Step 4, only when an invoice address is required: the invoice address (with copy-delivery),
 * reference, organisation number (business only; guests must give one), GLN, and the invoice
 * type (tenant 5) or the e-invoice question.
 */
export function PaymentStep({ number }: { number: number }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { ctx, prefix } = useCheckoutModel();
  const form = useCheckoutForm();
  const copyDelivery = useWatch({ control: form.control, name: 'copyDelivery' });
  const reference = invoiceField('invoiceReference');
  const organisation = invoiceField('organisationNumber');
  const organisationHint = useOrganisationNumberHint(tenant.installationCountry);
  const gln = invoiceField('gln');
  const waive = tenant.checkout.waiveAdministrativeFee;

  // Tenant 5 removes the administrative fee on entering the payment step (SPEC.md §4).
  useEffect(() => {
    if (waive) setAdministrativeFee(null);
  }, [waive]);

  return (
    <Step number={number} name="payment" title={t('checkout.steps.payment')}>
      <p className={styles.stepIntro}>{t('checkout.payment.intro')}</p>
      <h3 className={styles.subheading}>{t('checkout.payment.invoiceAddress')}</h3>
      <CheckboxField
        label={t(prefix === 'postalAddress' ? 'checkout.payment.copyPostal' : 'checkout.payment.copyDelivery')}
        checked={copyDelivery}
        onChange={(e) => applyDraft(form, (d) => setCopyDelivery(d, e.target.checked))}
        testId="copy-delivery"
      />
      <AddressBlock
        kind="invoice"
        prefix="invoiceAddress"
        base="invoice"
        apply={(d, patch) => ({ ...d, invoice: { ...d.invoice, ...patch } })}
        recipientRequired={ctx.invoiceRequired}
      />
      <div className={styles.twoColumns}>
        <BoundTextField
          {...reference}
          label={t('checkout.payment.invoiceReference')}
          optional
          maxLength={LIMITS.text}
        />
        {ctx.privateCustomer ? null : (
          <>
            <BoundTextField
              {...organisation}
              label={t('checkout.payment.organisationNumber')}
              hint={organisationHint}
              optional={!ctx.guest}
              maxLength={LIMITS.text}
              autoComplete="off"
            />
            <BoundTextField {...gln} label={t('checkout.payment.gln')} optional maxLength={LIMITS.text} />
          </>
        )}
      </div>
      {ctx.invoiceTypeChoice ? <InvoiceTypeChoice /> : ctx.eInvoiceQuestion ? <EInvoiceQuestion /> : null}
    </Step>
  );
}

/** Consumers pay in advance and the provider contacts them about payment (SPEC.md §1): no invoice. */
export function AdvancePaymentStep({ number }: { number: number }) {
  const { t } = useTranslation();
  return (
    <Step number={number} name="payment" title={t('checkout.steps.payment')}>
      <p className={styles.stepIntro} data-testid="payment-advance">
        {t('checkout.payment.advance')}
      </p>
    </Step>
  );
}
