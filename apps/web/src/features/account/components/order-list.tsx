import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useOrderPages, useReloadOrders, useSingleOrder } from '../api/orders.ts';
import styles from './account.module.css';
import { type Notice, OrderCard } from './order-card.tsx';

/** How long a notice that is not persistent stays. */
const NOTICE_MS = 8000;

/**
 * The customer's orders: ORDERS_FIRST at first, 'Load more' adds ORDERS_MORE (SPEC.md §4). The
 * order of the path is expanded; when it is not among the loaded ones it is shown first.
 */
export function OrderList({ expandedOrder, scope }: { expandedOrder: number | null; scope: 'dashboard' | 'orders' }) {
  const { t } = useTranslation();
  const { pages, orders, hasMore } = useOrderPages(scope);
  const reload = useReloadOrders();
  const [notice, setNotice] = useState<Notice | null>(null);
  const inList = expandedOrder !== null && orders.some((o) => o.orderNumber === expandedOrder);
  const single = useSingleOrder(expandedOrder !== null && pages.isSuccess && !inList ? expandedOrder : null);

  useEffect(() => {
    if (!notice || notice.persistent) return;
    const id = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(id);
  }, [notice]);

  const shown = single.data && !inList ? [single.data, ...orders] : orders;
  // The order of the path is not the customer's (or does not exist): the server answers 404.
  const notFound =
    expandedOrder !== null && !inList && single.error instanceof ApiError && [403, 404].includes(single.error.status);

  if (notFound) {
    return (
      <div className={styles.orders}>
        <Alert tone="info" title={t('account.orders.notFoundTitle')} data-testid="order-not-found">
          <p>{t('account.orders.notFound', { orderNumber: expandedOrder })}</p>
          <p>
            <Link to="/account/orders" data-testid="order-not-found-back">
              {t('account.orders.backToOrders')}
            </Link>
          </p>
        </Alert>
      </div>
    );
  }

  return (
    <div className={styles.orders}>
      <div aria-live="polite">
        {notice ? (
          <Alert tone={notice.tone} data-testid={notice.tone === 'success' ? 'order-canceled' : 'order-cancel-error'}>
            {notice.text}
          </Alert>
        ) : null}
      </div>
      {pages.isPending ? (
        <p role="status" data-testid="orders-loading">
          {t('account.orders.loading')}
        </p>
      ) : pages.isError || (single.isError && !inList) ? (
        <Alert tone="error" data-testid="orders-error">
          {t('account.orders.loadError')}
        </Alert>
      ) : shown.length === 0 ? (
        <p data-testid="orders-empty">{t('account.orders.empty')}</p>
      ) : (
        <ul className={styles.orderList} data-testid="order-list" aria-busy={pages.isFetching || undefined}>
          {shown.map((order) => (
            <OrderCard
              key={order.orderNumber}
              order={order}
              initiallyExpanded={order.orderNumber === expandedOrder}
              onNotice={setNotice}
              onCanceled={() => void reload()}
            />
          ))}
        </ul>
      )}
      {hasMore && !pages.isPending ? (
        <Button
          variant="secondary"
          className={styles.loadMore}
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          data-testid="orders-load-more"
        >
          {t('account.orders.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
