import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { CertificateSlot } from '../../features/consent/components/certificate-slot.tsx';
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button.tsx';
import { telHref } from '../../lib/contact.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useTenant } from '../../lib/tenant.ts';
import { isRouted } from '../routing.ts';
import { useRouteState } from '../use-route-state.ts';
import styles from './footer.module.css';

const FOOTER_LINKS = [
  { to: '/about', key: 'nav.about' },
  { to: '/terms', key: 'nav.terms' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/faq', key: 'nav.faq' },
  { to: '/cookieinformation', key: 'nav.cookieinformation' },
] as const;

/**
 * Shop name, customer-service contact, the information links this state routes to, cookie
 * settings and, where configured and consented, the e-commerce certificate.
 */
export function Footer() {
  const { t } = useTranslation();
  const { name, contact } = useTenant();
  const state = useRouteState();
  const links = FOOTER_LINKS.filter((l) => isRouted(l.to, state));

  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.container}>
        <div className={styles.grid}>
          <div className={styles.brand}>
            <p className={styles.name}>{name}</p>
            <p className={styles.muted}>{t('footer.tagline')}</p>
            <CertificateSlot className={styles.certificate} />
          </div>
          <section aria-labelledby="footer-service">
            <h2 id="footer-service" className={styles.heading}>
              {t('footer.customerService')}
            </h2>
            <ul className={styles.list}>
              <li>
                <a href={telHref(contact.phone)} data-testid="footer-phone">
                  <PhoneIcon size={18} />
                  <span className="visually-hidden">{t('footer.phone')}: </span>
                  {contact.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${contact.email}`} data-testid="footer-email">
                  <MailIcon size={18} />
                  <span className="visually-hidden">{t('footer.email')}: </span>
                  {contact.email}
                </a>
              </li>
              {contact.hours ? (
                <li className={styles.muted}>
                  {t('footer.hours')}: {contact.hours}
                </li>
              ) : null}
            </ul>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.heading}>
              {t('footer.information')}
            </h2>
            <ul className={styles.list}>
              {links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.key)}</Link>
                </li>
              ))}
              <li>
                <CookieSettingsButton className={styles.textButton} />
              </li>
            </ul>
          </nav>
        </div>
        <p className={styles.bottom}>
          © {new Date().getFullYear()} {contact.companyName}
          {contact.registrationNumber ? ` · ${contact.registrationNumber}` : ''}
        </p>
      </div>
    </footer>
  );
}
