import { LIMITS, PAGE_SIZES, PRODUCT_SORTS, type ProductSort } from '@shop/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Options } from '../../../components/ui/options.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { ListingParams, ListingView, PageSize } from '../hooks/listing-params.ts';
import styles from './listing-toolbar.module.css';

/** Typing settles for this long before the filter reaches the address and the server. */
const FILTER_DEBOUNCE_MS = 350;

type Props = {
  state: ListingParams;
  onChange: (next: Partial<ListingParams>, options?: { replace?: boolean }) => void;
};

function FilterField({ value, onChange }: { value: string; onChange: (filter: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onChange);
  latest.current = onChange;
  // The address wins when it changes (back button, a shared link).
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className={`${styles.field} ${styles.filter}`}>
      <label htmlFor={id}>{t('catalog.toolbar.filter')}</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={LIMITS.searchPattern}
        placeholder={t('catalog.toolbar.filterPlaceholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') latest.current(text.trim());
        }}
        data-testid="listing-filter"
      />
    </div>
  );
}

export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.view} data-testid="view-toggle">
      <legend className="visually-hidden">{t('catalog.toolbar.view')}</legend>
      {(['gallery', 'list'] as const).map((v) => (
        <button
          key={v}
          type="button"
          className={styles.viewButton}
          aria-pressed={view === v}
          onClick={() => onChange(v)}
          data-view={v}
        >
          <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            {v === 'gallery' ? (
              <path d="M2 2h5v5H2zM11 2h5v5h-5zM2 11h5v5H2zM11 11h5v5h-5z" fill="currentColor" />
            ) : (
              <path d="M2 3h14v2H2zM2 8h14v2H2zM2 13h14v2H2z" fill="currentColor" />
            )}
          </svg>
          <span className={styles.viewLabel}>{t(`catalog.toolbar.${v}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}

/** Filter, sort, page size and gallery/list view of a group listing. */
export function ListingToolbar({ state, onChange }: Props) {
  const { t } = useTranslation();
  const sortId = useId();
  const sizeId = useId();
  return (
    <div className={styles.toolbar} data-testid="listing-toolbar">
      <FilterField value={state.filter} onChange={(filter) => onChange({ filter, page: 1 }, { replace: true })} />
      <div className={`${styles.field} ${styles.sort}`}>
        <label htmlFor={sortId}>{t('catalog.toolbar.sort')}</label>
        <select
          id={sortId}
          value={state.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort, page: 1 })}
          data-testid="sort-select"
        >
          <Options values={PRODUCT_SORTS} label={(s) => t(`catalog.sort.${s}`)} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={sizeId}>{t('catalog.toolbar.pageSize')}</label>
        <select
          id={sizeId}
          value={state.size}
          onChange={(event) => onChange({ size: Number(event.target.value) as PageSize, page: 1 })}
          data-testid="page-size-select"
        >
          <Options values={PAGE_SIZES} label={(s) => t('catalog.toolbar.perPage', { size: s })} />
        </select>
      </div>
      <ViewToggle view={state.view} onChange={(view) => onChange({ view })} />
    </div>
  );
}
