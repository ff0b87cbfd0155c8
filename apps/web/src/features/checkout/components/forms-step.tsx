import { INTERVAL_OPTIONS, type IntervalOption, LIMITS, REFERENCE_TYPES, type ReferenceType } from '@shop/contract';
import { useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Options } from '../../../components/ui/options.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { applyDraft, useCheckoutForm, useFieldError } from '../hooks/checkout-form.ts';
import { useCheckoutModel } from '../hooks/checkout-model.ts';
import { fieldId } from '../lib/checkout-validation.ts';
import styles from './checkout.module.css';
import { BoundTextField, CheckboxField, ChoiceGroup } from './fields.tsx';
import { Step } from './step.tsx';

const TYPE_LABELS: Record<ReferenceType, string> = {
  1: 'checkout.forms.typeFixed',
  2: 'checkout.forms.typeSerial',
  3: 'checkout.forms.typeInterval',
  4: 'checkout.forms.typeInternational',
};

/** The interval select of serial and interval references: 1, 10, 100 or 1000 (default 1). */
function IntervalSelect() {
  const { t } = useTranslation();
  const form = useCheckoutForm();
  const error = useFieldError('forms.referenceNumberInterval');
  const field = form.register('forms.referenceNumberInterval', { setValueAs: (v) => Number(v) as IntervalOption });
  return (
    <Field
      id={fieldId('referenceNumberInterval')}
      label={t('checkout.forms.referenceNumberInterval')}
      error={error}
      className={styles.selectField}
    >
      {(control) => (
        <select className={styles.select} {...control} {...field}>
          <Options values={INTERVAL_OPTIONS} />
        </select>
      )}
    </Field>
  );
}

/**
 * Step 6, for articles with forms on shops with admin order form type standard: what is printed
 * on the forms — contact information, bank account (IBAN), a message and the reference numbers
 * (fixed, serial, interval or an international RF creditor reference).
 */
export function FormsStep({ number }: { number: number }) {
  const { t } = useTranslation();
  const { ctx } = useCheckoutModel();
  const form = useCheckoutForm();
  const type = useWatch({ control: form.control, name: 'forms.referenceNumberType' });
  // The Finnish shop checks fixed references as Finnish reference numbers and needs none.
  const finnish = ctx.invoiceTypeChoice;
  return (
    <Step number={number} name="forms" title={t('checkout.steps.forms')}>
      <p className={styles.stepIntro}>{t('checkout.forms.intro')}</p>
      <CheckboxField
        label={t('checkout.forms.printContactInformation')}
        {...form.register('forms.printContactInformation')}
        testId="print-contact-information"
      />
      <div className={styles.twoColumns}>
        <BoundTextField
          path="bankAccountNumber"
          label={t('checkout.forms.bankAccountNumber')}
          maxLength={42}
          autoComplete="off"
          spellCheck={false}
          className={styles.wide}
        />
        <BoundTextField
          path="formMessage"
          label={t('checkout.forms.formMessage')}
          optional
          maxLength={LIMITS.formMessage}
          className={styles.wide}
        />
      </div>
      <ChoiceGroup<ReferenceType>
        legend={t('checkout.forms.referenceNumberType')}
        name="reference-type"
        compact
        options={Object.values(REFERENCE_TYPES).map((value) => ({
          value,
          label: t(TYPE_LABELS[value]),
          testId: `reference-type-${value}`,
        }))}
        value={type}
        onChange={(value) => applyDraft(form, (d) => ({ ...d, forms: { ...d.forms, referenceNumberType: value } }))}
      />
      {type === REFERENCE_TYPES.fixed ? (
        <BoundTextField
          path="referenceNumberFixed"
          label={t('checkout.forms.referenceNumberFixed')}
          optional={finnish}
          maxLength={LIMITS.referenceFixed}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
      {type === REFERENCE_TYPES.serial || type === REFERENCE_TYPES.interval ? (
        <div className={styles.twoColumns}>
          <BoundTextField
            path="referenceNumberStart"
            label={t('checkout.forms.referenceNumberStart')}
            maxLength={LIMITS.referenceStart}
            inputMode="numeric"
            autoComplete="off"
          />
          <IntervalSelect />
        </div>
      ) : null}
      {type === REFERENCE_TYPES.international ? (
        <BoundTextField
          path="referenceNumberInternational"
          label={t('checkout.forms.referenceNumberInternational')}
          maxLength={25}
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
    </Step>
  );
}
