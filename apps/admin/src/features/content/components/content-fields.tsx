import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ui } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './content.module.css';
import { emptyItem, type FieldSpec } from './content-fields.ts';

/** Field errors by path in the body (`questions.0.answer`), as message keys. */
export type FieldErrors = Record<string, string>;

type EditorProps = {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's path in the body, for its errors and ids. */
  path: string;
  /** What the field is called (its label, with the item's number inside a list). */
  label: string;
  errors: FieldErrors;
  readOnly: boolean;
};

/** The translated text of an error key. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    return message ? t(`validation.${message}`) : undefined;
  };
}

/** A paragraph: a labelled text area with its error below, announced with the field. */
function TextArea({
  label,
  value,
  onChange,
  error,
  readOnly,
  id,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  readOnly: boolean;
  id: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${ui.input} ${styles.textarea}`}
        value={value}
        rows={4}
        readOnly={readOnly}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\s*\n\s*/g, ' '))}
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

const domId = (path: string) => `content-${path.replace(/\./g, '-')}`;

/** Moves the focus to a control of a list once React has drawn the list anew. */
function focusLater(id: string) {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/**
 * An ordered list of entries: each with move up, move down and remove (named with its number for
 * a screen reader), and an add button at the end. The focus follows a moved entry.
 */
function ListEditor({
  path,
  label,
  itemLabel,
  items,
  onChange,
  make,
  readOnly,
  error,
  children,
  focusPath = (index) => `${path}.${index}`,
}: {
  /** The path of an entry's first field, where the focus goes when it is added. */
  focusPath?: (index: number) => string;
  path: string;
  label: string;
  itemLabel: string;
  items: unknown[];
  onChange: (items: unknown[]) => void;
  make: () => unknown;
  readOnly: boolean;
  error: string | undefined;
  children: (item: unknown, index: number, update: (v: unknown) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const move = (from: number, to: number, control: 'up' | 'down') => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
    const target =
      (to === 0 && control === 'up') || (to === items.length - 1 && control === 'down') ? 'remove' : control;
    focusLater(`${domId(path)}-${to}-${target}`);
  };
  return (
    <fieldset className={styles.list} aria-describedby={error ? `${domId(path)}-error` : undefined}>
      <legend id={headingId} className={styles.legend}>
        {label}
      </legend>
      {error ? (
        <span id={`${domId(path)}-error`} className={ui.error}>
          {error}
        </span>
      ) : null}
      <ol className={styles.items}>
        {items.map((item, i) => {
          const n = { label: itemLabel, n: i + 1 };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries are identified by their place in the list
            <li key={i} className={styles.item} data-testid={`${path}-item`}>
              <div className={styles.itemBody}>
                {children(item, i, (v) => onChange(items.map((old, j) => (j === i ? v : old))))}
              </div>
              {readOnly ? null : (
                <div className={styles.itemActions}>
                  <Button
                    variant="quiet"
                    id={`${domId(path)}-${i}-up`}
                    isDisabled={i === 0}
                    aria-label={t('content.editor.moveUp', n)}
                    onPress={() => move(i, i - 1, 'up')}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="quiet"
                    id={`${domId(path)}-${i}-down`}
                    isDisabled={i === items.length - 1}
                    aria-label={t('content.editor.moveDown', n)}
                    onPress={() => move(i, i + 1, 'down')}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="quiet"
                    id={`${domId(path)}-${i}-remove`}
                    aria-label={t('content.editor.remove', n)}
                    onPress={() => {
                      onChange(items.filter((_, j) => j !== i));
                      focusLater(
                        items.length > 1 ? `${domId(path)}-${Math.max(0, i - 1)}-remove` : `${domId(path)}-add`,
                      );
                    }}
                  >
                    {t('content.editor.removeShort')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <Button
          id={`${domId(path)}-add`}
          onPress={() => {
            onChange([...items, make()]);
            focusLater(domId(focusPath(items.length)));
          }}
        >
          {t('content.editor.add', { label: itemLabel })}
        </Button>
      )}
    </fieldset>
  );
}

/** One field of a page's body, by its kind. */
export function FieldEditor({ spec, value, onChange, path, label, errors, readOnly }: EditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const error = errorText(errors[path]);
  if (spec.kind === 'line') {
    return (
      <Field
        id={domId(path)}
        label={label}
        value={String(value ?? '')}
        readOnly={readOnly}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  if (spec.kind === 'choice') {
    return (
      <SelectField
        id={domId(path)}
        label={label}
        value={String(value ?? '')}
        disabled={readOnly}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {t(`content.choice.${spec.key}.${option}`)}
          </option>
        ))}
      </SelectField>
    );
  }
  if (spec.kind === 'text') {
    return (
      <TextArea
        id={domId(path)}
        label={label}
        value={String(value ?? '')}
        onChange={onChange}
        error={error}
        readOnly={readOnly}
      />
    );
  }
  const items = Array.isArray(value) ? value : [];
  if (spec.kind === 'lines' || spec.kind === 'texts') {
    const itemLabel = t(`content.item.${spec.kind === 'lines' ? 'line' : 'paragraph'}`);
    return (
      <ListEditor
        path={path}
        label={label}
        itemLabel={itemLabel}
        items={items}
        onChange={onChange}
        make={() => ''}
        readOnly={readOnly}
        error={error}
      >
        {(item, i, update) => (
          <FieldEditor
            spec={spec.kind === 'lines' ? { key: String(i), kind: 'line' } : { key: String(i), kind: 'text' }}
            value={item}
            onChange={update}
            path={`${path}.${i}`}
            label={`${itemLabel} ${i + 1}`}
            errors={errors}
            readOnly={readOnly}
          />
        )}
      </ListEditor>
    );
  }
  const itemLabel = t(`content.item.${spec.item}`);
  return (
    <ListEditor
      path={path}
      label={label}
      itemLabel={itemLabel}
      items={items}
      onChange={onChange}
      make={() => emptyItem(spec)}
      readOnly={readOnly}
      error={error}
      focusPath={(index) => `${path}.${index}.${spec.fields[0]?.key ?? ''}`}
    >
      {(item, i, update) => {
        const record = (item ?? {}) as Record<string, unknown>;
        return (
          <div className={styles.fields}>
            {spec.fields.map((field) => (
              <FieldEditor
                key={field.key}
                spec={field}
                value={record[field.key]}
                onChange={(v) => update({ ...record, [field.key]: v })}
                path={`${path}.${i}.${field.key}`}
                label={`${t(`content.field.${field.key}`)} (${itemLabel} ${i + 1})`}
                errors={errors}
                readOnly={readOnly}
              />
            ))}
          </div>
        );
      }}
    </ListEditor>
  );
}
