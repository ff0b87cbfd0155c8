import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFieldError } from '../hooks/checkout-model.ts';
import { useCheckout } from '../hooks/checkout-store.ts';
import { fieldId } from '../lib/checkout-validation.ts';
import styles from './checkout.module.css';

type BoundProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  /** The order request path the field fills (its id and its errors follow from it). */
  path: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  optional?: boolean;
};

/** A text input of the checkout form: labelled, its error shown once left or submitted. */
export function BoundTextField({ path, label, value, onValue, optional, className, ...rest }: BoundProps) {
  const { t } = useTranslation();
  const error = useFieldError(path);
  const touch = useCheckout((s) => s.touch);
  return (
    <TextField
      id={fieldId(path)}
      label={optional ? t('checkout.optionalLabel', { label }) : label}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      onBlur={() => touch(path)}
      error={error}
      aria-required={optional ? undefined : true}
      className={[styles.field, className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}

/** A multi-line text of the checkout form. */
export function BoundTextArea({
  path,
  label,
  hint,
  value,
  onValue,
  maxLength,
}: {
  path: string;
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  maxLength: number;
}) {
  const error = useFieldError(path);
  const touch = useCheckout((s) => s.touch);
  const id = fieldId(path);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.textareaField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={maxLength}
        rows={4}
        onChange={(e) => onValue(e.target.value)}
        onBlur={() => touch(path)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
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
  const id = useId();
  const errorId = `${id}-error`;
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
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={styles.checkboxInput}
        data-testid={testId}
      />
      <span>{label}</span>
    </label>
  );
}
