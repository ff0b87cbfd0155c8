import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** The ARIA attributes a field hands to its control (input, select or textarea). */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type Props = {
  label: ReactNode;
  /** A help text under the label, read with the control (its description). */
  hint?: ReactNode;
  /** The translated error message: the control is marked invalid and described by it. */
  error?: string | undefined;
  /** Marks the control required (aria-required); the visible label names the optional ones. */
  required?: boolean | undefined;
  /** The control's id (the hint and error ids derive from it); generated when absent. */
  id?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the ids and ARIA attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The ids of a control's hint and error (`<id>-hint`, `<id>-error`). */
export function fieldMessageIds(id: string): { hint: string; error: string } {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** An error message under a control or a group, found through its id (aria-describedby). */
export function FieldError({ id, error, className }: { id: string; error: string | undefined; className?: string }) {
  if (!error) return null;
  return (
    <span id={id} className={[styles.error, className ?? ''].filter(Boolean).join(' ')}>
      {error}
    </span>
  );
}

/**
 * One form field: the label, an optional hint, the control and its error. The field owns the
 * wiring: the label points at the control, the control is described by the hint and the error
 * (in that order), is `aria-invalid` while there is an error and `aria-required` when required.
 * The wrapper's children are label, [hint], control, [error], in that order.
 */
export function Field({ label, hint, error, required, id, className, children }: Props) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const ids = fieldMessageIds(controlId);
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {hint ? (
        <span id={ids.hint} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
