import { localize, type SavedListLine } from '@shop/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/field.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { packageText } from '../../../lib/articles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { readAmount } from '../../cart/index.ts';
import styles from './lists.module.css';

/** A line of an open list as the customer edits it: the amount as typed, checked or not, its error. */
export type LineRow = { line: SavedListLine; amount: string; selected: boolean; error: string | undefined };

type Props = {
  row: LineRow;
  amountRef: (el: HTMLInputElement | null) => void;
  removeRef: (el: HTMLButtonElement | null) => void;
  onSelect: (selected: boolean) => void;
  onAmount: (amount: string) => void;
  onRemove: () => void;
};

/**
 * One line: check box, picture, name, package size and article number, the price as the
 * customer sees it (usePriceFormatter: net, or with VAT for private customers), the amount and
 * remove. A line no longer sold is greyed, says why, and its check box cannot be checked.
 */
export function ListLine({ row, amountRef, removeRef, onSelect, onAmount, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  const baseId = useId();
  const { line } = row;
  const lang = i18n.language;
  const name = localize(line.product.name, lang);
  const number = line.article.articleNumber;
  const size =
    packageText(line.article, line.product.name, lang) ?? t('lists.pieces', { count: line.article.quantity });
  const typed = readAmount(row.amount);
  const unit = format(line.article, 1);
  const total = typed.ok ? format(line.article, typed.amount) : null;
  const href = `/article/${line.article.containerId || line.product.id}`;
  const reasonId = `${baseId}-reason`;

  return (
    <li
      className={[styles.line, line.sold ? '' : styles.unsold].filter(Boolean).join(' ')}
      data-testid="list-line"
      data-article-id={line.article.id}
      data-article-number={number}
      data-sold={line.sold}
    >
      <span className={styles.check}>
        <input
          id={`${baseId}-select`}
          type="checkbox"
          checked={row.selected}
          disabled={!line.sold}
          onChange={(e) => onSelect(e.target.checked)}
          aria-describedby={line.sold ? undefined : reasonId}
          data-testid="list-line-select"
        />
        <label htmlFor={`${baseId}-select`} className="visually-hidden">
          {t('lists.line.select', { name, number })}
        </label>
      </span>
      <span className={styles.thumb} aria-hidden="true">
        {line.product.image ? <Thumbnail file={line.product.image} size={64} /> : null}
      </span>
      <div className={styles.lineInfo}>
        <h4 className={styles.lineName}>{line.sold ? <Link to={href}>{name}</Link> : name}</h4>
        <p className={styles.lineMeta}>
          <span>{t('lists.line.package', { size })}</span>
          <span>{t('lists.line.articleNumber', { number })}</span>
        </p>
        {line.sold ? null : (
          <p id={reasonId} className={styles.reason} data-testid="list-line-unsold">
            {t('lists.line.notSold')}
          </p>
        )}
      </div>
      <div className={styles.linePrices}>
        <span className={`${styles.linePrice} tabular`} data-testid="list-line-price">
          {total ? total.text : unit.text}
        </span>
        {unit.amount !== null && total && typed.ok && typed.amount > 1 ? (
          <span className={`${styles.note} tabular`}>{t('lists.line.each', { price: unit.text })}</span>
        ) : null}
      </div>
      <div className={styles.lineControls}>
        <Field
          label={
            <>
              <span aria-hidden="true">{t('lists.line.amount')}</span>
              <span className="visually-hidden">{t('lists.line.amountLabel', { name, number })}</span>
            </>
          }
          error={row.error}
          className={styles.amountField}
        >
          {(control) => (
            <input
              {...control}
              ref={amountRef}
              className={styles.amountInput}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={row.amount}
              onChange={(e) => onAmount(e.target.value)}
              data-testid="list-line-amount"
            />
          )}
        </Field>
        <button
          ref={removeRef}
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('lists.line.removeLabel', { name, number })}
          data-testid="list-line-remove"
        >
          {t('lists.line.remove')}
        </button>
      </div>
    </li>
  );
}
