import { formatMoney, formatNumber, localize } from '@shop/contract';
import { Link } from 'react-router';
import { MoneyRow } from '../../../components/ui/money-row.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { CartLinePackages, PriceOnRequestNote, useShownCart } from '../../cart/index.ts';
import { useShownMoney } from '../hooks/use-shown-money.ts';
import styles from './checkout.module.css';

const GRAND_TOTAL_ROW = `${styles.totalRow} ${styles.grandTotal}`;
const VAT_ROW = `${styles.totalRow} ${styles.vatRow}`;
/**
 * The order summary beside the steps: the cart lines, shipping, the administrative fee and the
 * total — net with VAT and gross for business customers, gross for private customers.
 */
export function OrderSummary() {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const cart = useShownCart();
  const money = useShownMoney();
  const lang = i18n.language;
  const { lines, linePrice } = cart;
  // Round per line, then sum: the lines shown add up to the total shown.
  const shown = cart.pricing.shown;
  const sum = cart.pricing.totals;
  const currency = (minor: number) => formatMoney(minor, tenant.currency, lang);
  const vatPercent = formatNumber(tenant.vat, lang);

  return (
    <TitledSection
      classes={[styles.summary, styles.summaryTitle]}
      title={t('checkout.summary.title')}
      testId="order-summary"
    >
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('checkout.summary.empty')}</p>
      ) : (
        <ul className={styles.summaryLines} aria-label={t('checkout.summary.items')}>
          {lines.map((item) => (
            <li key={item.article.id} className={styles.summaryLine} data-testid="summary-line">
              <span className={styles.summaryName}>
                {localize(item.product.name, lang)}
                <span className={styles.summaryMeta}>
                  <CartLinePackages line={item} testId="summary-line-packages" /> ·{' '}
                  {t('checkout.summary.lineMeta', { number: item.article.articleNumber })}
                </span>
              </span>
              <span className="tabular">
                {item.article.alternativePrice && item.article.payer !== 'TENANT'
                  ? localize(item.article.alternativePrice, lang)
                  : currency(linePrice.get(item.article.id) ?? 0)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        <MoneyRow className={styles.totalRow} label={t('checkout.summary.subtotal')}>
          {currency(shown.items)}
        </MoneyRow>
        <MoneyRow className={styles.totalRow} label={t('checkout.summary.shipping')} testId="summary-shipping">
          {currency(shown.shipping)}
        </MoneyRow>
        {shown.administrativeFee > 0 ? (
          <MoneyRow className={styles.totalRow} label={t('checkout.summary.administrativeFee')} testId="summary-fee">
            {currency(shown.administrativeFee)}
          </MoneyRow>
        ) : null}
        {/* Prices with VAT: the total, of which VAT. Without: the total, the VAT, and the total with it. */}
        <MoneyRow
          className={GRAND_TOTAL_ROW}
          label={t(money.withVat ? 'checkout.summary.totalInclVat' : 'checkout.summary.totalExclVat')}
          testId="summary-total"
        >
          {currency(money.withVat ? sum.gross : sum.net)}
        </MoneyRow>
        <MoneyRow
          className={VAT_ROW}
          label={t(money.withVat ? 'checkout.summary.ofWhichVat' : 'checkout.summary.vat', { percent: vatPercent })}
        >
          {currency(sum.vat)}
        </MoneyRow>
        {money.withVat ? null : (
          <MoneyRow className={VAT_ROW} label={t('checkout.summary.totalInclVat')}>
            {currency(sum.gross)}
          </MoneyRow>
        )}
      </dl>
      <PriceOnRequestNote lines={cart.onRequest} className={styles.muted} />
      <Link to="/cart" className={styles.editCart}>
        {t('checkout.summary.editCart')}
      </Link>
    </TitledSection>
  );
}
