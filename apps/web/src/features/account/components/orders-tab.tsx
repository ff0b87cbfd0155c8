import { useTranslation } from '../../../lib/i18n.ts';
import { OrderList } from './order-list.tsx';

/** `/account/orders` and `/account/orders/{n}` (that order expanded). */
export default function OrdersTab({ orderNumber }: { orderNumber: number | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="account-order-list-heading">
      <h2 id="account-order-list-heading" className="visually-hidden">
        {t('account.previousOrders')}
      </h2>
      <OrderList key={orderNumber ?? 'all'} expandedOrder={orderNumber} scope="orders" />
    </section>
  );
}
