import { localize } from '@shop/contract';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { packageText } from '../../../lib/articles.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { type Suggestion, useSuggestions } from '../hooks/use-suggestions.ts';
import styles from './quick-order.module.css';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (Enter on the highlighted one, or a click). */
  onPick: (suggestion: Suggestion) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** One suggestion: picture, article number, name, package size and price as the customer sees it. */
function SuggestionView({ suggestion }: { suggestion: Suggestion }) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  const { product, article } = suggestion;
  const name = localize(product.name, i18n.language);
  const price = format(article);
  const size = packageText(article, product.name, i18n.language) ?? t('quickOrder.pieces', { count: article.quantity });
  return (
    <>
      <span className={styles.thumb} aria-hidden="true">
        {product.image ? <Thumbnail file={product.image} size={40} /> : null}
      </span>
      <span className={styles.optionText}>
        <span className={styles.optionNumber}>{article.articleNumber}</span>
        <span className={styles.optionName}>{name}</span>
        <span className={styles.optionMeta}>
          {size} · <span className="tabular">{price.text}</span>
          {price.amount !== null ? ` ${price.withVat ? t('quickOrder.vat.incl') : t('quickOrder.vat.excl')}` : ''}
        </span>
      </span>
    </>
  );
}

/**
 * The article-number field of a row: an ARIA combobox (WAI-ARIA 1.2, list autocomplete) that
 * suggests packages by article number or product name. Arrow keys move through the list (the
 * focus stays in the field, `aria-activedescendant` names the option), Enter picks, Escape
 * closes; typing goes on as in any field.
 */
export function ArticleCombobox({ id, label, value, onChange, onPick, inputRef }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, active: asking, searching } = useSuggestions(value, focused);
  const expanded = focused && !closed && asking;
  const count = suggestions.length;
  // The list shows when it has options; while searching or without a match a note says so.
  const open = expanded && count > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function pick(s: Suggestion) {
    onPick(s);
    setClosed(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setClosed(false);
          setActive(-1);
          return;
        }
        if (!open) return;
        const down = event.key === 'ArrowDown';
        setActive((a) => (down ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
        return;
      }
      case 'Enter': {
        const chosen = open ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          pick(chosen);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setClosed(true);
          setActive(-1);
        }
        return;
      default:
    }
  }

  const status = searching ? t('quickOrder.rows.searching') : count === 0 ? t('quickOrder.rows.noMatch') : '';

  return (
    <div className={styles.combo}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && active < count ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setClosed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
        }}
        data-testid="quick-order-number"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className={styles.listbox}
        hidden={!open}
        data-testid="quick-order-suggestions"
      >
        {open
          ? suggestions.map((s, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox field's (arrows, Enter), as WAI-ARIA's pattern has them
              <div
                key={s.article.id}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={styles.option}
                data-testid="quick-order-suggestion"
                data-article-number={s.article.articleNumber}
                // The field keeps the focus: the click picks without blurring it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(s)}
              >
                <SuggestionView suggestion={s} />
              </div>
            ))
          : null}
      </div>
      <span className={open || !expanded ? 'visually-hidden' : styles.comboNote} role="status">
        {expanded ? status || t('quickOrder.rows.suggestions', { count }) : ''}
      </span>
    </div>
  );
}
