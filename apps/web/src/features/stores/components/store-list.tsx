import { pageCount, STORE_PAGE_SIZE } from '@shop/contract';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Pagination } from '../../catalog/index.ts';
import { selectStore, useStores, useStoreTotal } from '../api/stores.ts';
import styles from './store-selection-page.module.css';

const SEARCH_DELAY_MS = 300;

/** The searchable store list: 10 per page, customer number and store id, a select button each. */
export default function StoreList() {
  const { t } = useTranslation();
  const searchId = useId();
  const [input, setInput] = useState('');
  const [pattern, setPattern] = useState('');
  const [page, setPage] = useState(1);
  const [selecting, setSelecting] = useState<string | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    const id = setTimeout(() => {
      const next = input.trim();
      if (next !== pattern) {
        setPattern(next);
        setPage(1);
      }
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [input, pattern]);

  const stores = useStores({ pattern, limit: STORE_PAGE_SIZE, offset: (page - 1) * STORE_PAGE_SIZE });
  const total = useStoreTotal(pattern);
  const pages = pageCount(total.data ?? 0, STORE_PAGE_SIZE);

  const choose = async (customerNumber: string) => {
    setSelecting(customerNumber);
    setError(false);
    try {
      await selectStore(customerNumber);
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) setError(true);
      setSelecting(null);
    }
  };

  return (
    <div className={styles.list}>
      {/* biome-ignore lint/a11y/useSemanticElements: the header has no search box on this page; a form with role="search" is the landmark every tool knows */}
      <form
        role="search"
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          setPattern(input.trim());
          setPage(1);
        }}
      >
        <label htmlFor={searchId} className={styles.label}>
          {t('stores.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={input}
          maxLength={50}
          placeholder={t('stores.searchPlaceholder')}
          onChange={(e) => setInput(e.target.value)}
          data-testid="store-search"
        />
      </form>
      {error ? (
        <Alert tone="error" data-testid="store-select-error">
          {t('stores.selectFailed')}
        </Alert>
      ) : null}
      <p className={styles.count} aria-live="polite" data-testid="store-count">
        {total.data !== undefined ? t('stores.count', { count: total.data }) : ''}
      </p>
      <QueryState query={stores} texts={{ loading: t('stores.loading'), error: t('stores.loadFailed') }}>
        {(data) =>
          data.length === 0 ? (
            <p data-testid="store-empty">{t('stores.empty')}</p>
          ) : (
            <ul className={styles.stores} data-testid="store-list" aria-busy={stores.isFetching || undefined}>
              {data.map((store) => (
                <li
                  key={store.customerNumber}
                  className={styles.store}
                  data-testid="store"
                  data-customer={store.customerNumber}
                >
                  <div className={styles.storeText}>
                    <span className={styles.storeName}>{store.name}</span>
                    {/* Each fact stays whole on its line: the two wrap between them, never inside an id. */}
                    <span className={styles.storeMeta}>
                      <span className={styles.fact} data-testid="store-customer-number">
                        {t('stores.customerNumber')}: <span className="tabular">{store.customerNumber}</span>
                      </span>
                      <span className={styles.fact} data-testid="store-id">
                        {t('stores.storeId')}: <span className="tabular">{store.storeId}</span>
                      </span>
                    </span>
                  </div>
                  <Button
                    onClick={() => void choose(store.customerNumber)}
                    disabled={selecting !== null}
                    aria-label={t('stores.selectStore', { name: store.name })}
                    data-testid="store-select"
                  >
                    {t('stores.select')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {pages > 1 ? <Pagination page={page} pages={pages} onChange={setPage} /> : null}
    </div>
  );
}
