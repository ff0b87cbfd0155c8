import { formatNumber, localize, withVat } from '@shop/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '../../../components/ui/button.tsx';
import { MoneyRow } from '../../../components/ui/money-row.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { selectTotals } from '../hooks/cart-costs.ts';
import { useCartMoney } from '../hooks/use-cart-money.ts';
import styles from './cart-page.module.css';

type Props = {
  /** The shop's costs are still being asked. */
  pending: boolean;
  /** Whether /checkout is open to this shopper (not for guests of a shop without guest checkout). */
  canCheckout: boolean;
};

/** Products, shipping (with premium switch), administrative fee and total, and the way on. */
export function CartSummary({ pending, canCheckout }: Props) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const money = useCartMoney();
  const premiumId = useId();
  const totals = useCartStore(selectTotals);
  const cost = useCartStore(
    useShallow((s) => ({
      deliveryName: s.deliveryName,
      premiumName: s.premiumName,
      premiumAvailable: s.premiumAvailable,
      premiumSelected: s.premiumSelected,
      premiumDelivery: s.premiumDelivery,
      administrativeFee: s.administrativeFee,
      setPremium: s.setPremium,
    })),
  );
  const showPremium = cost.premiumAvailable && tenant.checkout.premiumDelivery;
  const premiumActive = showPremium && cost.premiumSelected;
  const shippingName = premiumActive && cost.premiumName ? cost.premiumName : cost.deliveryName;
  const gross = withVat(totals.total, tenant.vat);
  const shownTotal = money.shown(totals.total);

  return (
    <TitledSection
      classes={[styles.summary, styles.summaryTitle]}
      title={t('cart.summary.title')}
      testId="cart-summary"
    >
      <dl className={styles.rows}>
        <MoneyRow className={styles.row} label={t('cart.summary.items')} testId="cart-items-total">
          {money.format(totals.items)}
        </MoneyRow>
        <div className={styles.row} data-testid="cart-shipping" data-amount={totals.shipping}>
          <dt>
            {t('cart.summary.shipping')}
            {shippingName ? <span className={styles.rowNote}>{localize(shippingName, i18n.language)}</span> : null}
          </dt>
          <dd className="tabular">{pending ? t('cart.summary.calculating') : money.format(totals.shipping)}</dd>
        </div>
        {cost.administrativeFee ? (
          <MoneyRow className={styles.row} label={t('cart.summary.fee')} row={{ 'data-testid': 'cart-fee' }}>
            {money.format(totals.administrativeFee)}
          </MoneyRow>
        ) : null}
      </dl>
      {showPremium ? (
        <div className={styles.premium}>
          <input
            id={premiumId}
            type="checkbox"
            checked={cost.premiumSelected}
            onChange={(event) => cost.setPremium(event.target.checked)}
            data-testid="cart-premium"
          />
          <label htmlFor={premiumId}>
            {t('cart.summary.premium', { price: money.format(cost.premiumDelivery) })}
            {cost.premiumName ? (
              <span className={styles.rowNote}>{localize(cost.premiumName, i18n.language)}</span>
            ) : null}
          </label>
        </div>
      ) : null}
      <p className={styles.total}>
        <span>{t('cart.summary.total')}</span>
        <span className={`${styles.totalPrice} tabular`} data-testid="cart-total" data-amount={shownTotal}>
          {money.money(shownTotal)} <small>{money.vatLabel}</small>
        </span>
      </p>
      <p className={styles.vatNote} data-testid="cart-vat">
        {money.privateCustomer
          ? t('cart.summary.vatIncluded', {
              vat: money.money(gross - totals.total),
              percent: formatNumber(tenant.vat, i18n.language),
            })
          : t('cart.summary.withVat', { total: money.money(gross), percent: formatNumber(tenant.vat, i18n.language) })}
      </p>
      {canCheckout ? (
        <Link to="/checkout" className={buttonClass('primary', true)} data-testid="cart-checkout">
          {t('cart.summary.checkout')}
        </Link>
      ) : (
        <p className={styles.loginFirst} data-testid="cart-login-first">
          {t('cart.summary.loginFirst')}
        </p>
      )}
      <Link to="/shop" className={buttonClass('secondary', true)}>
        {t('cart.summary.continue')}
      </Link>
    </TitledSection>
  );
}
