import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { htmlLang } from '../../../lib/language.ts';
import { useLists } from '../api/lists.ts';
import styles from './lists.module.css';

/** What the list page hands on after a delete: the deleted list's name, for the notice here. */
export type OverviewState = { deletedList?: string } | null;

function EmptyLists() {
  const { t } = useTranslation();
  return (
    <EmptyState classes={[styles.empty, styles.emptyTitle]} texts="lists.empty" testId="lists-empty">
      <ul className={styles.emptyLinks}>
        <li>
          <Link to="/cart" data-testid="lists-empty-cart">
            {t('lists.empty.toCart')}
          </Link>
        </li>
        <li>
          <Link to="/account/orders" data-testid="lists-empty-orders">
            {t('lists.empty.toOrders')}
          </Link>
        </li>
      </ul>
    </EmptyState>
  );
}

/** The customer's order lists: name, number of lines and last change, the last changed first. */
export function ListOverview() {
  const { t, i18n } = useTranslation();
  const lists = useLists();
  const headingId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the address's state is cleared at once, so that a reload does not say it again.
  const [deleted] = useState(() => (location.state as OverviewState)?.deletedList ?? null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const date = new Intl.DateTimeFormat(htmlLang(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  // After a delete the focus continues from the notice that says what happened: one frame after
  // the route gate has moved it to the page's heading, as it does on every change of address.
  const told = useRef(false);
  useEffect(() => {
    if (deleted === null || told.current) return;
    told.current = true;
    navigate('/account/lists', { replace: true, state: null });
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => noticeRef.current?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, [deleted, navigate]);

  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid="lists-overview">
      <h2 id={headingId} className={styles.title}>
        {t('lists.overview.title')}
      </h2>
      <p className={styles.intro}>{t('lists.intro')}</p>
      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className={styles.focusTarget}>
        {deleted !== null ? (
          <Alert tone="success" className={styles.notice} data-testid="lists-deleted">
            {t('lists.delete.deleted', { name: deleted })}
          </Alert>
        ) : null}
      </div>
      <QueryState
        query={lists}
        texts={{ loading: t('lists.overview.loading'), error: t('lists.overview.loadError') }}
        testId="lists"
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyLists />
          ) : (
            <ul className={styles.lists} data-testid="lists" aria-busy={lists.isFetching || undefined}>
              {data.map((list) => (
                <li key={list.id} className={styles.listCard} data-testid="list-summary" data-list={list.id}>
                  <h3 className={styles.listName}>
                    <Link to={`/account/lists/${list.id}`} data-testid="list-open">
                      {list.name}
                    </Link>
                  </h3>
                  <p className={styles.listMeta}>
                    <span data-testid="list-lines">{t('lists.overview.lines', { count: list.lines })}</span>
                    <span>{t('lists.overview.changed', { date: date.format(new Date(list.updatedAt)) })}</span>
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
