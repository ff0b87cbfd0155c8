import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './text-field.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The translated error message, shown under the input and announced with it. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with an inline error message. */
export function TextField({ label, error, id, className, ref, ...rest }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
