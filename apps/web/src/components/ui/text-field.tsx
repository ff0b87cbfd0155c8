import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './field.tsx';
import styles from './text-field.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
  label: string;
  /** A help text under the label, read with the input. */
  hint?: ReactNode;
  /** The translated error message, shown under the input and announced with it. */
  error?: string | undefined;
  /** Marks the input required (aria-required). */
  required?: boolean | undefined;
  /** The wrapper's class (the field's place in a grid). */
  className?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its hint and inline error (a `Field` around an input). */
export function TextField({ label, hint, error, required, id, className, ref, ...rest }: Props) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={[styles.field, className ?? ''].filter(Boolean).join(' ')}
    >
      {(control) => <input ref={ref} className={styles.input} {...control} {...rest} />}
    </Field>
  );
}
