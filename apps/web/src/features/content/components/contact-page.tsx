import { telHref } from '../../../lib/contact.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useContent } from '../lib/use-content.ts';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';
import { CreditBadge } from './credit-badge.tsx';
import { EmailText, ServiceCard } from './service-card.tsx';

/** The shop's postal address as an <address> block. */
function PostalAddress() {
  const { contact } = useTenant();
  return (
    <address className={styles.address}>
      {contact.companyName}
      <br />
      {contact.street}
      <br />
      {contact.zipCode} {contact.city}
      <br />
      {contact.country}
    </address>
  );
}

/** Contact details of the Finnish shop: one list with the business ID, and the invoicing note. */
function FinnishContact() {
  const { t } = useTranslation();
  const { contact } = useTenant();
  const { values } = useContent();
  return (
    <div className={`${styles.cards} ${styles.cards2}`} data-layout="fi">
      <section className={styles.card} aria-labelledby="contact-reach">
        <h2 id="contact-reach">{t('content.contact.fi.reachTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('content.common.phone')}</dt>
          <dd>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </dd>
          <dt>{t('content.common.email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>
              <EmailText email={contact.email} />
            </a>
          </dd>
          <dt>{t('content.common.hours')}</dt>
          <dd>{t('content.common.hoursValue', { hours: contact.hours })}</dd>
          <dt>{t('content.contact.addressTitle')}</dt>
          <dd>
            <PostalAddress />
          </dd>
          <dt>{t('content.contact.fi.businessId')}</dt>
          <dd>{contact.registrationNumber}</dd>
          <dt>{t('content.contact.vat')}</dt>
          <dd>{contact.vatNumber}</dd>
        </dl>
        <p className={`${styles.muted} ${styles.note}`}>{t('content.common.reply')}</p>
      </section>
      <section className={`${styles.card} ${styles.tinted}`} aria-labelledby="contact-invoicing">
        <h2 id="contact-invoicing">{t('content.contact.fi.invoicingTitle')}</h2>
        <p>{t('content.contact.fi.invoicing', values)}</p>
      </section>
    </div>
  );
}

/** Contact cards of every other shop, with the credit-rating badge. */
function DefaultContact({ badge }: { badge: boolean }) {
  const { t } = useTranslation();
  const { contact } = useTenant();
  return (
    <div className={`${styles.cards} ${styles.cards2}`} data-layout="default">
      <ServiceCard />
      <section className={styles.card} aria-labelledby="contact-address">
        <h2 id="contact-address">{t('content.contact.addressTitle')}</h2>
        <PostalAddress />
      </section>
      <section className={styles.card} aria-labelledby="contact-company">
        <h2 id="contact-company">{t('content.contact.companyTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('content.contact.registration')}</dt>
          <dd>{contact.registrationNumber}</dd>
          <dt>{t('content.contact.vat')}</dt>
          <dd>{contact.vatNumber}</dd>
        </dl>
      </section>
      {badge ? (
        <section className={styles.card} aria-labelledby="contact-badge">
          <h2 id="contact-badge">{t('content.contact.badgeTitle')}</h2>
          <CreditBadge />
          <p className={`${styles.muted} ${styles.badgeText}`}>{t('content.contact.badgeText')}</p>
        </section>
      ) : null}
    </div>
  );
}

/** Contact us: address, phone, e-mail, registration and VAT numbers; Finland has its own layout. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { profile } = useContent();
  return (
    <ContentPage
      title={t('pages.contact')}
      intro={t(profile.finnishContact ? 'content.contact.fi.intro' : 'content.contact.intro')}
      testId="page-contact"
    >
      {profile.finnishContact ? <FinnishContact /> : <DefaultContact badge={profile.creditBadge} />}
    </ContentPage>
  );
}
