import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactLinkItems } from '../../components/ui/contact-links.tsx';
import { CertificateSlot } from '../../features/consent/components/certificate-slot.tsx';
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button.tsx';
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

/** A titled column of the footer: a section or a nav with its h2 and a list. */
function FooterColumn({
  as: Tag,
  id,
  title,
  children,
}: {
  as: 'section' | 'nav';
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </Tag>
  );
}

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
          <FooterColumn as="section" id="footer-service" title={t('footer.customerService')}>
            <ContactLinkItems contact={contact} labels="footer" iconSize={18} testIdPrefix="footer" />
            {contact.hours ? (
              <li className={styles.muted}>
                {t('footer.hours')}: {contact.hours}
              </li>
            ) : null}
          </FooterColumn>
          <FooterColumn as="nav" id="footer-links" title={t('footer.information')}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.key)}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className={styles.textButton} />
            </li>
          </FooterColumn>
        </div>
        <p className={styles.bottom}>
          © {new Date().getFullYear()} {contact.companyName}
          {contact.registrationNumber ? ` · ${contact.registrationNumber}` : ''}
        </p>
      </div>
    </footer>
  );
}
