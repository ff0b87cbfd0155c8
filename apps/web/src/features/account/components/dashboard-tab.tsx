import { RECOMMENDED_COUNT } from '@shop/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { ProductGrid, ProductGridSkeleton, useProducts } from '../../catalog/index.ts';
import styles from './account.module.css';
import { OrderList } from './order-list.tsx';

/** Account overview (SPEC.md §2): recommended products and previous orders (3, load more adds 3). */
export default function DashboardTab() {
  const { t } = useTranslation();
  const recommended = useProducts({ recommended: true, limit: RECOMMENDED_COUNT });
  return (
    <>
      <section className={styles.section} aria-labelledby="account-orders-heading">
        <div className={styles.sectionHead}>
          <h2 id="account-orders-heading">{t('account.previousOrders')}</h2>
          <Link to="/account/orders">{t('account.allOrders')}</Link>
        </div>
        <OrderList expandedOrder={null} scope="dashboard" />
      </section>
      <section
        className={styles.section}
        aria-labelledby="account-recommended-heading"
        data-testid="account-recommended"
      >
        <h2 id="account-recommended-heading">{t('account.recommended')}</h2>
        {recommended.data ? (
          <ProductGrid products={recommended.data} columns={4} />
        ) : (
          <ProductGridSkeleton count={RECOMMENDED_COUNT} />
        )}
      </section>
    </>
  );
}
