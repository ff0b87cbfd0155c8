import { formatMoney, intlLocale, localize, orderTotals } from '@shop/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { selectTotals } from '../../cart/index.ts';
import { useShownMoney } from '../hooks/use-shown-money.ts';
import styles from './checkout.module.css';

/**
 * The order summary beside the steps: the cart lines, shipping, the administrative fee and the
 * total — net with VAT and gross for business customers, gross for private customers.
 */
export function OrderSummary() {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const headingId = useId();
  const items = useCartStore((s) => s.items);
  const totals = useCartStore(selectTotals);
  const money = useShownMoney();
  const lang = i18n.language;
  const lines = Object.values(items);
  const sum = orderTotals(totals.total, tenant.vat);
  const currency = (minor: number) => formatMoney(minor, tenant.currency, lang);
  const vatPercent = new Intl.NumberFormat(intlLocale(lang)).format(tenant.vat);

  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="order-summary">
      <h2 id={headingId} className={styles.summaryTitle}>
        {t('checkout.summary.title')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('checkout.summary.empty')}</p>
      ) : (
        <ul className={styles.summaryLines} aria-label={t('checkout.summary.items')}>
          {lines.map((item) => (
            <li key={item.article.id} className={styles.summaryLine} data-testid="summary-line">
              <span className={styles.summaryName}>
                {localize(item.product.name, lang)}
                <span className={styles.summaryMeta}>
                  {t('checkout.summary.lineMeta', { amount: item.amount, number: item.article.articleNumber })}
                </span>
              </span>
              <span className="tabular">{money.format(item.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd className="tabular">{money.format(totals.items)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd className="tabular" data-testid="summary-shipping">
            {money.format(totals.shipping)}
          </dd>
        </div>
        {totals.administrativeFee > 0 ? (
          <div className={styles.totalRow}>
            <dt>{t('checkout.summary.administrativeFee')}</dt>
            <dd className="tabular" data-testid="summary-fee">
              {money.format(totals.administrativeFee)}
            </dd>
          </div>
        ) : null}
        {money.withVat ? (
          <>
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>{t('checkout.summary.totalInclVat')}</dt>
              <dd className="tabular" data-testid="summary-total">
                {currency(sum.gross)}
              </dd>
            </div>
            <div className={`${styles.totalRow} ${styles.vatRow}`}>
              <dt>{t('checkout.summary.ofWhichVat', { percent: vatPercent })}</dt>
              <dd className="tabular">{currency(sum.vat)}</dd>
            </div>
          </>
        ) : (
          <>
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>{t('checkout.summary.totalExclVat')}</dt>
              <dd className="tabular" data-testid="summary-total">
                {currency(sum.net)}
              </dd>
            </div>
            <div className={`${styles.totalRow} ${styles.vatRow}`}>
              <dt>{t('checkout.summary.vat', { percent: vatPercent })}</dt>
              <dd className="tabular">{currency(sum.vat)}</dd>
            </div>
            <div className={`${styles.totalRow} ${styles.vatRow}`}>
              <dt>{t('checkout.summary.totalInclVat')}</dt>
              <dd className="tabular">{currency(sum.gross)}</dd>
            </div>
          </>
        )}
      </dl>
      <Link to="/cart" className={styles.editCart}>
        {t('checkout.summary.editCart')}
      </Link>
    </section>
  );
}
