import { decimalOfMinor, LANGUAGES, type Language } from '@shop/contract';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ui } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './settings.module.css';

/** The error line of a field, tied to it by `aria-describedby`. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={id} className={ui.error}>
      {error}
    </span>
  ) : null;
}

type NumberFieldProps = {
  label: string;
  /** What the number reads in (a currency code, '%'). */
  unit: string;
  /** A text that is no number yet stays as it is (its check refuses it). */
  value: number | string | null;
  /** A number read from the text, or the text itself when it is none (the check names it). */
  onChange: (value: number | string) => void;
  onBlur: () => void;
  /** Minor units shown and read as a decimal of major units. */
  minor?: boolean;
  error?: string | undefined;
  readOnly?: boolean;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  name: string;
};

const shown = (value: number | string | null, minor: boolean) =>
  value === null
    ? ''
    : typeof value === 'string'
      ? value
      : minor && Number.isInteger(value)
        ? decimalOfMinor(value)
        : String(value);

/** Reads '12,50' and '12.50' alike; what is no number stays text. */
function readNumber(text: string, minor: boolean): number | string {
  const trimmed = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return text;
  const n = Number(trimmed);
  return minor ? Math.round(n * 100) : n;
}

/** A decimal number in a text field (money in major units, a percent), kept as the contract holds it. */
export function NumberField({
  label,
  unit,
  value,
  onChange,
  onBlur,
  minor = false,
  error,
  readOnly,
  hint,
  ref,
  name,
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => shown(value, minor));
  const [last, setLast] = useState(value);
  // A new value from outside (saved, reset) replaces the text.
  if (value !== last && readNumber(text, minor) !== value) {
    setLast(value);
    setText(shown(value, minor));
  }
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label} ({unit})
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        className={ui.input}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const read = readNumber(next, minor);
          setLast(read);
          onChange(read);
        }}
        onBlur={onBlur}
      />
      {hint ? (
        <span id={`${id}-hint`} className={ui.muted}>
          {hint}
        </span>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type ListFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  label: string;
  hint: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

const linesOf = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A list of texts (addresses, host names), one a line. */
export function ListField({ label, hint, value, onChange, error, ref, ...rest }: ListFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => value.join('\n'));
  const [last, setLast] = useState(value);
  if (value !== last && linesOf(text).join('\n') !== value.join('\n')) {
    setLast(value);
    setText(value.join('\n'));
  }
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...rest}
        id={id}
        ref={ref}
        rows={3}
        className={`${ui.input} ${styles.textarea}`}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const list = linesOf(next);
          setLast(list);
          onChange(list);
        }}
      />
      <span id={`${id}-hint`} className={ui.muted}>
        {hint}
      </span>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A yes/no setting as a checkbox with its label (and what it means, when the label needs it). */
export function CheckField({
  label,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input {...input} id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={`${ui.muted} ${styles.checkHint}`}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

type LanguagesProps = {
  value: readonly Language[];
  onChange: (value: Language[]) => void;
  readOnly: boolean;
  error?: string | undefined;
};

/**
 * The languages of the shop: which of the six it offers (checkboxes) and in which order it lists
 * them (move up and down). The operator sees the languages' names, never their codes.
 */
export function LanguagesField({ value, onChange, readOnly, error }: LanguagesProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = (lang: Language) => t(`settings.languageNames.${lang}`);
  const others = LANGUAGES.filter((l) => !value.includes(l));
  const move = (index: number, by: number) => {
    const next = [...value];
    const [lang] = next.splice(index, 1);
    if (lang) next.splice(index + by, 0, lang);
    onChange(next);
  };
  return (
    <fieldset className={styles.languages} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={ui.label}>{t('settings.fields.languages')}</legend>
      <ol className={styles.languageList}>
        {value.map((lang, i) => (
          <li key={lang} className={styles.languageRow}>
            <CheckField
              label={name(lang)}
              checked
              disabled={readOnly}
              onChange={() => onChange(value.filter((l) => l !== lang))}
            />
            {readOnly ? null : (
              <span className={styles.move}>
                <Button
                  variant="quiet"
                  isDisabled={i === 0}
                  aria-label={t('settings.languages.up', { name: name(lang) })}
                  onPress={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="quiet"
                  isDisabled={i === value.length - 1}
                  aria-label={t('settings.languages.down', { name: name(lang) })}
                  onPress={() => move(i, 1)}
                >
                  ↓
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {others.length > 0 ? (
        <ul className={styles.languageList} aria-label={t('settings.languages.notOffered')}>
          {others.map((lang) => (
            <li key={lang} className={styles.languageRow}>
              <CheckField
                label={name(lang)}
                checked={false}
                disabled={readOnly}
                onChange={() => onChange([...value, lang])}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A titled group of the form (a card), its fields in two columns where there is room. */
export function Section({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section className={`${ui.card} ${wide ? styles.wide : ''}`} aria-labelledby={id}>
      <h2 id={id} className={ui.cardTitle}>
        {title}
      </h2>
      <div className={styles.fields}>{children}</div>
    </section>
  );
}
