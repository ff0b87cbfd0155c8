import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { ui } from '../../../components/ui/card.tsx';
import { type AdminLanguage, hasText, type TFunction } from '../../../lib/i18n.ts';
import styles from './catalog.module.css';

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text area with its error below, announced with the field (as `Field`). */
export function TextAreaField({ label, error, id, ref, ...area }: AreaProps) {
  const ownId = useId();
  const areaId = id ?? ownId;
  const errorId = `${areaId}-error`;
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        {...area}
        ref={ref}
        id={areaId}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className={ui.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled check box. */
export function CheckField({ label, ref, ...input }: CheckProps) {
  return (
    <label className={styles.check}>
      <input {...input} ref={ref} type="checkbox" />
      {label}
    </label>
  );
}

/** The text of an error key from a check or the server: the catalog's own, the common one, else 'Invalid'. */
export function errorText(t: TFunction, lang: AdminLanguage, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (hasText(lang, `catalog.validation.${key}`)) return t(`catalog.validation.${key}`);
  return t(hasText(lang, `validation.${key}`) ? `validation.${key}` : 'validation.invalid');
}

/** The text of a refusal's code: the catalog's own, the common one, else the general one. */
export function refusalText(t: TFunction, lang: AdminLanguage, code: string): string {
  if (hasText(lang, `catalog.errors.${code}`)) return t(`catalog.errors.${code}`);
  return t(hasText(lang, `errors.${code}`) ? `errors.${code}` : 'errors.error');
}
