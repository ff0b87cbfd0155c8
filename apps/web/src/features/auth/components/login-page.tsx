import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-page.module.css';

type Props = {
  /** Shown in place of a page that needs a login: the address stays. */
  inPlace?: boolean;
};

/** The login page: form, forgot password, guest and sign-up links, benefits on public tenants. */
export function LoginPage({ inPlace = false }: Props) {
  const { t } = useTranslation();
  const tenant = useTenant();
  useDocumentTitle(t('pages.login'));
  const showGuest = tenant.publicTenant && tenant.guestCheckout;

  return (
    <div className={tenant.publicTenant ? styles.page : `${styles.page} ${styles.narrow}`} data-testid="login-page">
      <div className={styles.intro}>
        <PageHeading>{t('login.title')}</PageHeading>
        <p className={styles.lead}>{inPlace ? t('login.required') : t('login.intro')}</p>
      </div>
      <div className={tenant.publicTenant ? styles.grid : undefined}>
        <section className={styles.card} aria-labelledby="login-card-title">
          <h2 id="login-card-title" className="visually-hidden">
            {t('login.title')}
          </h2>
          <LoginForm />
          <div className={styles.below}>
            <ForgotPasswordDialog />
            {showGuest ? (
              <Link to="/checkout" className={styles.guest} data-testid="guest-checkout-link">
                {t('login.guest')}
              </Link>
            ) : null}
          </div>
          {tenant.publicTenant ? null : (
            <p className={styles.requestAccount}>
              <span>{t('login.noAccount')}</span>{' '}
              <Link to="/account/new" data-testid="store-request-link">
                {t('login.requestAccount')}
              </Link>
            </p>
          )}
          <p className={styles.cookieNote}>{t('login.cookieWarning')}</p>
        </section>
        {tenant.publicTenant ? (
          <aside className={styles.benefits} aria-labelledby="login-benefits-title">
            <h2 id="login-benefits-title">{t('login.benefitsTitle')}</h2>
            <ul className={styles.benefitList}>
              {(['benefit1', 'benefit2', 'benefit3'] as const).map((key) => (
                <li key={key}>
                  <CheckIcon className={styles.check} size={20} />
                  <span>{t(`login.${key}`)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.signUp}>
              <span>{t('login.newCustomer')}</span>{' '}
              <Link to="/account/new" data-testid="signup-link">
                {t('login.signUp')}
              </Link>
            </p>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
