import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { ForgotPasswordDialog, LoginForm } from '../../auth/index.ts';
import styles from './cart-page.module.css';

/**
 * For guests: the login form with its forgot-password modal, and the ways on without one:
 * create an account, or continue as a guest where the shop allows it (not tenant 5).
 */
export function CartLogin() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const headingId = useId();
  return (
    <section className={styles.login} aria-labelledby={headingId} data-testid="cart-login">
      <h2 id={headingId} className={styles.loginTitle}>
        {t('cart.login.title')}
      </h2>
      <p className={styles.loginIntro}>{t('cart.login.intro')}</p>
      <LoginForm />
      <ForgotPasswordDialog />
      <div className={styles.loginLinks}>
        <Link to="/account/new" data-testid="cart-create-account">
          {t('cart.login.createAccount')}
        </Link>
        {tenant.guestCheckout ? (
          <Link to="/checkout" data-testid="cart-guest-link">
            {t('cart.login.guest')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
