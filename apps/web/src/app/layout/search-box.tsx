import { LIMITS } from '@shop/contract';
import { useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './header.module.css';

/** Keywords + enter → `/results?q=...`. */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/results' ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(current);
  // The field follows the address's search when that changes (not on mount: what a shopper typed
  // before the app took the page over is kept, lib/early-input.ts).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }

  return (
    // With an address, the search works as plain HTML too (before the app has taken a server-rendered page over).
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser, screen reader and test tool knows; <search> is too new for some
    <form
      role="search"
      action="/results"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const q = value.trim();
        if (q) void navigate(`/results?${new URLSearchParams({ q }).toString()}`);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('header.search')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={LIMITS.searchPattern}
        placeholder={t('header.searchPlaceholder')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        data-testid="search-input"
      />
      <button type="submit" className={styles.searchButton}>
        <SearchIcon size={20} />
        <span className="visually-hidden">{t('header.searchSubmit')}</span>
      </button>
    </form>
  );
}
