import { type AdminOrder, formatMoney, formatNumber, localize } from '@shop/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AddressBlock } from '../../../components/ui/address-block.tsx';
import { Card, Definitions, ui } from '../../../components/ui/card.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { formatDate, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOrder } from '../api/orders.ts';
import { type EventOutcome, OrderActions } from './order-actions.tsx';
import styles from './order-page.module.css';
import { OrderStatusBadge } from './order-status.tsx';

function formValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const { t, lang } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const payment = order.payment ? t(`order.paymentMethod.${order.payment}`) : t('order.noPayment');
  return (
    <div className={styles.grid}>
      <Card title={t('order.customer')}>
        <Definitions
          items={[
            [
              t('order.customerNumber'),
              order.customerNumber ? (
                <Link key="customer" to={`/customers/${order.customerNumber}`}>
                  {order.customerNumber}
                </Link>
              ) : (
                t('orders.guest')
              ),
            ],
            [t('order.name'), order.name ?? ''],
            [t('order.email'), order.email ?? ''],
            [t('order.customerType'), t(order.privateCustomer ? 'customer.private' : 'customer.business')],
          ]}
        />
      </Card>
      <Card title={t('order.payment')}>
        <Definitions
          items={[
            [t('order.paymentLabel'), payment],
            [t('order.net'), money(order.totals.net)],
            [t('order.vat', { rate: formatNumber(order.vatPercent, lang) }), money(order.totals.vat)],
            [t('order.gross'), <strong key="gross">{money(order.totals.gross)}</strong>],
            [t('order.shipping'), `${money(order.shipping)}${order.premiumSelected ? ` (${t('order.premium')})` : ''}`],
            [t('order.fee'), money(order.administrativeFee)],
          ]}
        />
      </Card>
      <Card title={t('order.delivery')}>
        <Definitions
          items={[
            [t('order.status'), <OrderStatusBadge key="status" status={order.status} />],
            [
              t('order.parcelNumber'),
              order.parcelNumber ? (
                order.trackingUrl ? (
                  <a key="tracking" href={order.trackingUrl} target="_blank" rel="noreferrer noopener">
                    {order.parcelNumber}
                  </a>
                ) : (
                  order.parcelNumber
                )
              ) : (
                t('order.noParcel')
              ),
            ],
          ]}
        />
      </Card>
      <Card title={t('order.addresses')} className={styles.wide}>
        <div className={styles.addresses}>
          <AddressBlock title={t('address.DELIVERY')} address={order.deliveryAddress} />
          <AddressBlock title={t('address.POSTAL')} address={order.postalAddress} />
          <AddressBlock title={t('address.INVOICE')} address={order.invoiceAddress} />
        </div>
      </Card>
      <Card title={t('order.lines')} className={styles.wide}>
        <div className={styles.scroll}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">{t('order.line.articleNumber')}</th>
                <th scope="col">{t('order.line.name')}</th>
                <th scope="col" className={ui.number}>
                  {t('order.line.packageSize')}
                </th>
                <th scope="col" className={ui.number}>
                  {t('order.line.quantity')}
                </th>
                <th scope="col" className={ui.number}>
                  {t('order.line.price')}
                </th>
                <th scope="col">{t('order.line.payer')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines, fixed and in their order
                <tr key={`${line.articleNumber}-${i}`}>
                  <td className={styles.nowrap}>{line.articleNumber}</td>
                  <td>{localize(line.name, lang)}</td>
                  <td className={ui.number}>{formatNumber(line.quantity, lang)}</td>
                  <td className={ui.number}>{formatNumber(line.amount, lang)}</td>
                  <td className={ui.number}>{line.alternativePrice ?? money(line.price)}</td>
                  <td>{t(`order.payer.${line.payer}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {order.formData ? (
        <Card title={t('order.forms')}>
          <Definitions items={Object.entries(order.formData).map(([k, v]) => [k, formValue(v)])} />
        </Card>
      ) : null}
      <Card title={t('order.message')}>
        <p className={styles.message}>{order.message ?? t('order.noMessage')}</p>
      </Card>
      <Card title={t('order.history')} className={styles.historyCard}>
        <ol className={styles.history}>
          {order.history.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
            <li key={`${entry.type}-${i}`}>
              <strong>{t(`order.historyEvent.${entry.type}`)}</strong>{' '}
              <span className={ui.muted}>
                {formatDate(entry.at, lang)}
                {entry.by ? ` · ${entry.by === 'customer' ? t('order.byCustomer') : entry.by}` : ''}
              </span>
              {entry.parcelNumber ? <div>{t('order.parcelNumberIs', { parcelNumber: entry.parcelNumber })}</div> : null}
              {entry.note ? <div className={ui.muted}>{entry.note}</div> : null}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

/** One order: what was ordered and by whom, where it is, and what may happen to it next. */
export function OrderPage() {
  const { t, lang } = useTranslation();
  const orderNumber = Number(useParams().orderNumber);
  useDocumentTitle(t('order.title', { orderNumber }));
  const query = useOrder(orderNumber);
  const [outcome, setOutcome] = useState<EventOutcome | null>(null);
  const order = query.data;

  const onOutcome = (next: EventOutcome) => {
    setOutcome(next);
    if (next.kind === 'conflict') void query.refetch();
  };

  return (
    <div data-testid="order-page">
      <p className={styles.back}>
        <Link to="/orders">{t('order.back')}</Link>
      </p>
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>
          {t('order.title', { orderNumber })}
          {order ? <OrderStatusBadge status={order.status} /> : null}
        </h1>
        {order ? <OrderActions order={order} onOutcome={onOutcome} /> : null}
      </div>
      <Notices>
        {outcome?.kind === 'done' ? (
          <Notice tone="success">{t(`order.done.${outcome.event}`, { orderNumber })}</Notice>
        ) : null}
        {outcome?.kind === 'conflict' ? <Notice tone="warning">{t('order.conflict')}</Notice> : null}
        {outcome?.kind === 'failed' ? <Notice tone="failure">{t(`errors.${outcome.code}`)}</Notice> : null}
        {query.isError ? <Notice tone="failure">{t(`errors.${errorCode(query.error)}`)}</Notice> : null}
      </Notices>
      {order ? (
        <>
          <p className={ui.muted}>
            {t('order.placedAt', { date: formatDate(order.orderDate, lang) })} ·{' '}
            <Link to={`/audit?entity=order&id=${order.orderNumber}`}>{t('audit.link')}</Link>
          </p>
          <OrderDetails order={order} />
        </>
      ) : null}
    </div>
  );
}
