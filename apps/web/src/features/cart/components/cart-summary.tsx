import { formatNumber, localize } from '@shop/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '../../../components/ui/button.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useCartMoney } from '../hooks/use-cart-money.ts';
import { useShownCart } from '../hooks/use-shown-cart.ts';
import { PriceOnRequestNote, shippingNote } from '../lib/cart-texts.tsx';
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
  const cart = useShownCart();
  const { pricing } = cart;
  const shown = pricing.shown;
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
  const shippingText = shippingNote(t('cart.summary.shipping'), shippingName, i18n.language);
  const { gross, vat } = pricing.totals;
  const shownTotal = shown.total;
  // How the paper-invoice fee is avoided, where the checkout offers a way (the e-invoice question).
  const feeHelp = tenant.checkout.eInvoiceQuestion ? t('cart.summary.feeWaivable') : t('cart.summary.feeFixed');

  return (
    <TitledSection
      classes={[styles.summary, styles.summaryTitle]}
      title={t('cart.summary.title')}
      testId="cart-summary"
    >
      <dl className={styles.rows}>
        <div className={styles.row} data-testid="cart-items-total">
          <dt>
            {t('cart.summary.items')}
            {cart.onRequest.length > 0 ? (
              <span className={styles.rowNote}>{t('cart.summary.itemsOnRequest')}</span>
            ) : null}
          </dt>
          <dd className="tabular">{money.money(shown.items)}</dd>
        </div>
        <div className={styles.row} data-testid="cart-shipping" data-amount={pricing.shipping}>
          <dt>
            {t('cart.summary.shipping')}
            {shippingText ? <span className={styles.rowNote}>{shippingText}</span> : null}
          </dt>
          <dd className="tabular">{pending ? t('cart.summary.calculating') : money.money(shown.shipping)}</dd>
        </div>
        {cost.administrativeFee ? (
          <div className={styles.row} data-testid="cart-fee" data-amount={shown.administrativeFee}>
            <dt>
              {t('cart.summary.fee')}
              <span className={styles.rowNote} data-testid="cart-fee-text">
                {feeHelp}
              </span>
            </dt>
            <dd className="tabular">{money.money(shown.administrativeFee)}</dd>
          </div>
        ) : null}
      </dl>
      <PriceOnRequestNote lines={cart.onRequest} className={styles.vatNote} />
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
              vat: money.money(vat),
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
