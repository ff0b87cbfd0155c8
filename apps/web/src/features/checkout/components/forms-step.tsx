import { INTERVAL_OPTIONS, type IntervalOption, LIMITS, REFERENCE_TYPES, type ReferenceType } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCheckoutModel, useFieldError } from '../hooks/checkout-model.ts';
import { useCheckout } from '../hooks/checkout-store.ts';
import type { FormsDraft } from '../lib/checkout-draft.ts';
import { fieldId } from '../lib/checkout-validation.ts';
import styles from './checkout.module.css';
import { BoundTextField, CheckboxField, ChoiceGroup } from './fields.tsx';
import { Step } from './step.tsx';

type TextKey =
  | 'bankAccountNumber'
  | 'formMessage'
  | 'referenceNumberFixed'
  | 'referenceNumberStart'
  | 'referenceNumberInternational';

function useFormsText(field: TextKey) {
  const value = useCheckout((s) => s.draft.forms[field]);
  const update = useCheckout((s) => s.update);
  return {
    path: field,
    value,
    onValue: (v: string) => update((d) => ({ ...d, forms: { ...d.forms, [field]: v } }), [field]),
  };
}

const TYPE_LABELS: Record<ReferenceType, string> = {
  1: 'checkout.forms.typeFixed',
  2: 'checkout.forms.typeSerial',
  3: 'checkout.forms.typeInterval',
  4: 'checkout.forms.typeInternational',
};

/** The interval select of serial and interval references: 1, 10, 100 or 1000 (default 1). */
function IntervalSelect() {
  const { t } = useTranslation();
  const value = useCheckout((s) => s.draft.forms.referenceNumberInterval);
  const update = useCheckout((s) => s.update);
  const error = useFieldError('referenceNumberInterval');
  const id = fieldId('referenceNumberInterval');
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.label}>
        {t('checkout.forms.referenceNumberInterval')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) =>
          update(
            (d) => ({ ...d, forms: { ...d.forms, referenceNumberInterval: Number(e.target.value) as IntervalOption } }),
            ['referenceNumberInterval'],
          )
        }
      >
        {INTERVAL_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
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
  const forms = useCheckout((s) => s.draft.forms);
  const update = useCheckout((s) => s.update);
  const bank = useFormsText('bankAccountNumber');
  const message = useFormsText('formMessage');
  const fixed = useFormsText('referenceNumberFixed');
  const start = useFormsText('referenceNumberStart');
  const international = useFormsText('referenceNumberInternational');
  const patch = (p: Partial<FormsDraft>, paths: string[]) =>
    update((d) => ({ ...d, forms: { ...d.forms, ...p } }), paths);
  const type = forms.referenceNumberType;
  // The Finnish shop checks fixed references as Finnish reference numbers and needs none.
  const finnish = ctx.invoiceTypeChoice;
  return (
    <Step number={number} name="forms" title={t('checkout.steps.forms')}>
      <p className={styles.stepIntro}>{t('checkout.forms.intro')}</p>
      <CheckboxField
        label={t('checkout.forms.printContactInformation')}
        checked={forms.printContactInformation}
        onChange={(checked) => patch({ printContactInformation: checked }, [])}
        testId="print-contact-information"
      />
      <div className={styles.twoColumns}>
        <BoundTextField
          {...bank}
          label={t('checkout.forms.bankAccountNumber')}
          maxLength={42}
          autoComplete="off"
          spellCheck={false}
          className={styles.wide}
        />
        <BoundTextField
          {...message}
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
        onChange={(value) =>
          patch({ referenceNumberType: value }, [
            'referenceNumberFixed',
            'referenceNumberStart',
            'referenceNumberInterval',
            'referenceNumberInternational',
          ])
        }
      />
      {type === REFERENCE_TYPES.fixed ? (
        <BoundTextField
          {...fixed}
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
            {...start}
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
          {...international}
          label={t('checkout.forms.referenceNumberInternational')}
          maxLength={25}
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
    </Step>
  );
}
