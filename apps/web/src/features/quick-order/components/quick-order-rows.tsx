import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { RowInput } from '../lib/check.ts';
import { ArticleCombobox } from './article-combobox.tsx';
import styles from './quick-order.module.css';

export type Row = RowInput & { key: number };

let nextKey = 1;
/** A new empty row. */
export function emptyRow(): Row {
  return { key: nextKey++, articleNumber: '', amount: '' };
}

type Props = {
  rows: Row[];
  onChange: (rows: Row[]) => void;
};

type FocusTarget = { key: number; field: 'number' | 'amount' } | { key: 'add'; field: 'button' };

/**
 * The typed rows: article number (with suggestions) and amount. Enter in an amount adds a row
 * and puts the focus in its number; picking a suggestion moves on to the amount; a row can be
 * removed (the focus goes to the next row, or to 'Add row').
 */
export function QuickOrderRows({ rows, onChange }: Props) {
  const { t } = useTranslation();
  const baseId = useId();
  const fields = useRef(new Map<string, HTMLElement | null>());
  const focusNext = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    fields.current.get(`${target.key}:${target.field}`)?.focus();
  });

  const setRef = (key: number | 'add', field: string) => (el: HTMLElement | null) => {
    fields.current.set(`${key}:${field}`, el);
  };
  const update = (key: number, patch: Partial<RowInput>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function addRow(after?: number) {
    const row = emptyRow();
    const index = after === undefined ? rows.length : rows.findIndex((r) => r.key === after) + 1;
    focusNext.current = { key: row.key, field: 'number' };
    onChange([...rows.slice(0, index), row, ...rows.slice(index)]);
  }

  function removeRow(key: number) {
    const index = rows.findIndex((r) => r.key === key);
    const rest = rows.filter((r) => r.key !== key);
    const next = rest[index] ?? rest[index - 1];
    focusNext.current = next ? { key: next.key, field: 'number' } : { key: 'add', field: 'button' };
    onChange(rest);
  }

  return (
    <div className={styles.rows}>
      <div className={styles.rowHead} aria-hidden="true">
        <span>{t('quickOrder.rows.numberColumn')}</span>
        <span>{t('quickOrder.rows.amountColumn')}</span>
      </div>
      <ol className={styles.rowList} data-testid="quick-order-rows">
        {rows.map((row, index) => {
          const n = index + 1;
          const amountId = `${baseId}-amount-${row.key}`;
          return (
            <li key={row.key} className={styles.row} data-testid="quick-order-row">
              <ArticleCombobox
                id={`${baseId}-number-${row.key}`}
                label={t('quickOrder.rows.number', { row: n })}
                value={row.articleNumber}
                inputRef={setRef(row.key, 'number')}
                onChange={(articleNumber) => update(row.key, { articleNumber })}
                onPick={(s) => {
                  focusNext.current = { key: row.key, field: 'amount' };
                  update(row.key, { articleNumber: s.article.articleNumber, amount: row.amount || '1' });
                }}
              />
              <div className={styles.amount}>
                <label htmlFor={amountId} className="visually-hidden">
                  {t('quickOrder.rows.amount', { row: n })}
                </label>
                <input
                  ref={setRef(row.key, 'amount')}
                  id={amountId}
                  className={styles.input}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  value={row.amount}
                  onChange={(e) => update(row.key, { amount: e.target.value })}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addRow(row.key);
                    }
                  }}
                  data-testid="quick-order-amount"
                />
              </div>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('quickOrder.rows.remove', { row: n })}
                onClick={() => removeRow(row.key)}
                data-testid="quick-order-remove"
              >
                <CloseIcon size={18} />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        ref={setRef('add', 'button')}
        className={buttonClass('secondary', false, styles.addRow)}
        onClick={() => addRow()}
        data-testid="quick-order-add-row"
      >
        {t('quickOrder.rows.add')}
      </button>
    </div>
  );
}
