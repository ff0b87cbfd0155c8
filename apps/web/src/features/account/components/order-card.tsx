import {
  addressLines,
  countryLabel,
  formatMoney,
  isCancelable,
  localize,
  type Order,
  orderStatusKeys,
  packagesLabel,
  packageText,
} from '@shop/contract';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { htmlLang } from '../../../lib/language.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { SaveAsList } from '../../lists/index.ts';
import { cancelOrder, fetchProduct } from '../api/orders.ts';
import { repeatLines } from '../lib/repeat-order.ts';
import styles from './account.module.css';

export type Notice = { tone: 'success' | 'error'; text: string; persistent: boolean };

type StoredAddress = Order['deliveryAddress'];

function AddressLines({ title, address, testId }: { title: string; address: StoredAddress; testId: string }) {
  const { i18n } = useTranslation();
  if (!address) return null;
  const lines = addressLines(address, (c) => countryLabel(c, i18n.language));
  if (lines.length === 0) return null;
  return (
    <section className={styles.address} data-testid={testId}>
      <h4 className={styles.addressTitle}>{title}</h4>
      <address>
        {lines.map((l) => (
          <span key={l} className={styles.line}>
            {l}
          </span>
        ))}
      </address>
    </section>
  );
}

/** Canceled in red; otherwise printed and/or invoiced joined by ' / '; none blank (SPEC.md §4). */
export function OrderStatus({ order }: { order: Order }) {
  const { t } = useTranslation();
  const keys = orderStatusKeys(order);
  return (
    <span
      className={order.canceled ? styles.canceled : styles.status}
      data-testid="order-status"
      data-status={keys.join('/')}
    >
      {keys.map((k) => t(`account.status.${k}`)).join(' / ')}
    </span>
  );
}

/**
 * The parcel number; a link to the carrier's tracking page (in a new tab) where the shop has one,
 * named for what it does, since the number alone does not say it.
 */
export function ParcelNumber({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.parcelNumber) return null;
  if (!order.trackingUrl) return <>{order.parcelNumber}</>;
  return (
    <a
      href={order.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('account.orders.trackParcel', { parcelNumber: order.parcelNumber })}
      data-testid="order-tracking-link"
    >
      {order.parcelNumber}
    </a>
  );
}

type Props = {
  order: Order;
  initiallyExpanded: boolean;
  /** Heading level of the order's title inside its list. */
  onNotice: (notice: Notice) => void;
  onCanceled: () => void;
};

/**
 * One order: summary row, repeat and cancel, and when expanded its items, addresses and 'Save as
 * order list'.
 */
export function OrderCard({ order, initiallyExpanded, onNotice, onCanceled }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'cancel' | 'repeat' | null>(null);
  const detailsId = useId();
  const lang = i18n.language;
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const date = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: 'medium' }).format(new Date(order.orderDate));
  const cancelable = isCancelable(order);

  const confirmCancel = async () => {
    setConfirming(false);
    setBusy('cancel');
    try {
      await cancelOrder(order.orderNumber);
      onNotice({ tone: 'success', text: t('account.orders.canceledNotice'), persistent: false });
      onCanceled();
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0;
      onNotice({ tone: 'error', text: t('account.orders.cancelFailed'), persistent: offline });
    } finally {
      setBusy(null);
    }
  };

  const repeat = async () => {
    setBusy('repeat');
    try {
      const lines = await repeatLines(order, fetchProduct);
      if (lines.length === 0) {
        onNotice({ tone: 'error', text: t('account.orders.repeatFailed'), persistent: true });
        return;
      }
      const add = useCartStore.getState().add;
      for (const line of lines) add(line.product, line.article, line.amount);
      navigate('/cart');
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className={styles.order} data-testid="order" data-order={order.orderNumber} data-expanded={expanded}>
      <div className={styles.orderHead}>
        <h3 className={styles.orderTitle}>{t('account.orders.order', { orderNumber: order.orderNumber })}</h3>
        <dl className={styles.facts}>
          <div>
            <dt>{t('account.orders.date')}</dt>
            <dd data-testid="order-date">{date}</dd>
          </div>
          <div>
            <dt>{t('account.orders.total')}</dt>
            <dd className="tabular" data-testid="order-total">
              {money(order.totalPrice)}
            </dd>
          </div>
          <div>
            <dt>{t('account.orders.status')}</dt>
            <dd>
              <OrderStatus order={order} />
            </dd>
          </div>
          <div>
            <dt>{t('account.orders.tracking')}</dt>
            <dd data-testid="order-tracking">
              <ParcelNumber order={order} />
            </dd>
          </div>
        </dl>
        <div className={styles.orderActions}>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((e) => !e)}
            data-testid="order-toggle"
          >
            {expanded ? t('account.orders.hideDetails') : t('account.orders.showDetails')}
          </Button>
          <Button variant="secondary" onClick={() => void repeat()} disabled={busy !== null} data-testid="order-repeat">
            {t('account.orders.repeat')}
          </Button>
          {expanded ? <SaveAsList source={{ kind: 'order', orderNumber: order.orderNumber }} /> : null}
          <Button
            variant="quiet"
            className={styles.cancel}
            onClick={() => setConfirming(true)}
            disabled={!cancelable || busy !== null}
            title={cancelable ? undefined : t('account.orders.notCancelable')}
            data-testid="order-cancel"
          >
            {t('account.orders.cancel')}
          </Button>
        </div>
      </div>
      <div id={detailsId} hidden={!expanded} className={styles.details} data-testid="order-details">
        {expanded ? (
          <>
            <table className={styles.items}>
              <caption className={styles.caption}>{t('account.orders.items')}</caption>
              <TableHead
                columns={[
                  t('account.orders.article'),
                  { label: t('account.orders.articleNumber'), className: styles.articleNumber },
                  { label: t('account.orders.amount'), className: styles.num },
                  { label: t('account.orders.price'), className: styles.num },
                ]}
              />
              <tbody>
                {order.orderItems.map((item, i) => {
                  const name = localize(item.name, lang);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own
                    <tr key={`${item.articleNumber}-${i}`} data-testid="order-item">
                      <td>
                        {item.containerId !== null && item.freight === 'NONE' && !item.administrativeFee ? (
                          <Link to={`/article/${item.containerId}`} data-testid="order-item-link">
                            {name}
                          </Link>
                        ) : (
                          name
                        )}
                        {/* On phones the article number goes under the name (its column is hidden). */}
                        <span className={styles.itemNumber} aria-hidden="true">
                          {item.articleNumber}
                        </span>
                      </td>
                      <td className={styles.articleNumber}>{item.articleNumber}</td>
                      <td className={`${styles.packages} tabular`} data-testid="order-item-packages">
                        {item.freight === 'NONE' && !item.administrativeFee
                          ? packagesLabel(
                              item.amount,
                              packageText(item.description, item.name, lang) ?? String(item.quantity),
                              lang,
                            )
                          : item.amount}
                      </td>
                      <td className={`${styles.num} tabular`}>
                        {item.alternativePrice ? localize(item.alternativePrice, lang) : money(item.price)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <div className={styles.addresses}>
              <AddressLines
                title={t('account.orders.deliveryAddress')}
                address={order.deliveryAddress}
                testId="order-delivery-address"
              />
              <AddressLines
                title={t('account.orders.postalAddress')}
                address={order.addressType === 'POSTAL' ? order.postalAddress : null}
                testId="order-postal-address"
              />
              <AddressLines
                title={t('account.orders.invoiceAddress')}
                address={order.invoiceAddress}
                testId="order-invoice-address"
              />
            </div>
          </>
        ) : null}
      </div>
      <Modal
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('account.orders.cancelTitle', { orderNumber: order.orderNumber })}
        closeLabel={t('account.orders.close')}
        testId="order-cancel-dialog"
      >
        <p>{t('account.orders.cancelQuestion')}</p>
        <div className={styles.dialogActions}>
          <Button onClick={() => void confirmCancel()} data-testid="order-cancel-yes">
            {t('account.orders.yes')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} data-testid="order-cancel-no">
            {t('account.orders.no')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
