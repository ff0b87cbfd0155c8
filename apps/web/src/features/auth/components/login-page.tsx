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

/** A line with the way to a new account: its lead-in, then the link to /account/new. */
function AccountNewLink({
  className,
  texts: [lead, link],
  testId,
}: {
  className: string | undefined;
  texts: readonly [string, string];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      <span>{t(lead)}</span>{' '}
      <Link to="/account/new" data-testid={testId}>
        {t(link)}
      </Link>
    </p>
  );
}

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
            <AccountNewLink
              className={styles.requestAccount}
              texts={['login.noAccount', 'login.requestAccount']}
              testId="store-request-link"
            />
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
            <AccountNewLink
              className={styles.signUp}
              texts={['login.newCustomer', 'login.signUp']}
              testId="signup-link"
            />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
