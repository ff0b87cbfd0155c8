import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Field, FieldError, fieldMessageIds } from '../../../components/ui/field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { clearServerError, useCheckoutForm, useDraftName, useFieldError } from '../hooks/checkout-form.ts';
import { fieldId } from '../lib/checkout-validation.ts';
import styles from './checkout.module.css';

type BoundProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'name'> & {
  /** The order request path the field fills (its id, its form field and its errors follow from it). */
  path: string;
  label: string;
  optional?: boolean;
  /** A help text under the label (e.g. the format of the number asked for). */
  hint?: ReactNode;
};

/** A text input of the checkout form: labelled, its error shown once left or submitted. */
export function BoundTextField({ path, label, optional, className, ...rest }: BoundProps) {
  const { t } = useTranslation();
  const form = useCheckoutForm();
  const name = useDraftName(path);
  const error = useFieldError(name);
  const field = form.register(name);
  return (
    <TextField
      id={fieldId(path)}
      label={optional ? t('checkout.optionalLabel', { label }) : label}
      error={error}
      required={!optional}
      className={[styles.field, className ?? ''].filter(Boolean).join(' ')}
      {...rest}
      {...field}
      onChange={(e) => {
        clearServerError(form, name);
        return field.onChange(e);
      }}
    />
  );
}

/** A multi-line text of the checkout form. */
export function BoundTextArea({
  path,
  label,
  hint,
  maxLength,
}: {
  path: string;
  label: string;
  hint?: string;
  maxLength: number;
}) {
  const form = useCheckoutForm();
  const name = useDraftName(path);
  const error = useFieldError(name);
  const field = form.register(name);
  return (
    <Field id={fieldId(path)} label={label} hint={hint} error={error} className={styles.textareaField}>
      {(control) => (
        <textarea
          className={styles.textarea}
          maxLength={maxLength}
          rows={4}
          {...control}
          {...field}
          onChange={(e) => {
            clearServerError(form, name);
            return field.onChange(e);
          }}
        />
      )}
    </Field>
  );
}

export type ChoiceOption<T extends string | number> = {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  testId?: string;
};

/**
 * A group of radio buttons as option cards (a fieldset with its legend). `error` marks the
 * first option invalid and describes it, so that 'focus the first invalid field' lands here.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  compact = false,
  testId,
}: {
  legend: ReactNode;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  compact?: boolean;
  testId?: string;
}) {
  const errorId = fieldMessageIds(useId()).error;
  return (
    <fieldset className={styles.choices} data-testid={testId}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={compact ? styles.choiceRow : styles.choiceList}>
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              className={styles.choice}
              data-checked={checked || undefined}
              data-testid={option.testId}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
                className={styles.radio}
                aria-invalid={error && index === 0 ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceLabel}>{option.label}</span>
                {option.description ? <span className={styles.choiceDescription}>{option.description}</span> : null}
              </span>
              {option.aside ? <span className={`${styles.choiceAside} tabular`}>{option.aside}</span> : null}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** A checkbox with its label beside it (controlled, or a form field through `register`'s props). */
export function CheckboxField({
  label,
  testId,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { label: ReactNode; testId?: string }) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" className={styles.checkboxInput} data-testid={testId} {...input} />
      <span>{label}</span>
    </label>
  );
}
