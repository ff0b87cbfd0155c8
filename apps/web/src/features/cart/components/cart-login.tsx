import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
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
  return (
    <TitledSection classes={[styles.login, styles.loginTitle]} title={t('cart.login.title')} testId="cart-login">
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
    </TitledSection>
  );
}
