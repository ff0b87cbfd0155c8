import type { ContactBody } from '@shop/contract';
import { telHref } from '../../../lib/contact.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useContent } from '../lib/use-content.ts';
import styles from './content.module.css';
import { ContentLoader } from './content-loader.tsx';
import { ContentPage } from './content-page.tsx';
import { CreditBadge } from './credit-badge.tsx';
import { EmailText, ServiceCard } from './service-card.tsx';

/** The page's postal address as an <address> block, one line each. */
function PostalAddress({ lines }: { lines: string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: address lines have no identity but their place
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}

/** Contact details of the Finnish shop: one list with the business ID, and the invoicing note. */
function FinnishContact({ body, fill }: { body: ContactBody; fill: (text: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.cards} ${styles.cards2}`} data-layout="fi">
      <section className={styles.card} aria-labelledby="contact-reach">
        <h2 id="contact-reach">{t('content.contact.fi.reachTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('content.common.phone')}</dt>
          <dd>
            <a href={telHref(body.phone)}>{body.phone}</a>
          </dd>
          <dt>{t('content.common.email')}</dt>
          <dd>
            <a href={`mailto:${body.email}`}>
              <EmailText email={body.email} />
            </a>
          </dd>
          <dt>{t('content.common.hours')}</dt>
          <dd>{t('content.common.hoursValue', { hours: body.hours })}</dd>
          <dt>{t('content.contact.addressTitle')}</dt>
          <dd>
            <PostalAddress lines={body.address} />
          </dd>
          <Fact term={t('content.contact.fi.businessId')} value={body.registrationNumber} />
          <Fact term={t('content.contact.vat')} value={body.vatNumber} />
        </dl>
        <p className={`${styles.muted} ${styles.note}`}>{t('content.common.reply')}</p>
      </section>
      {body.notes.length > 0 ? (
        <section className={`${styles.card} ${styles.tinted}`} aria-labelledby="contact-invoicing">
          <h2 id="contact-invoicing">{t('content.contact.fi.invoicingTitle')}</h2>
          {body.notes.map((note, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes have no identity but their place
            <p key={i}>{fill(note)}</p>
          ))}
        </section>
      ) : null}
    </div>
  );
}

/** One term of a description list and its value, where the shop has a value. */
function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Contact cards of every other shop, with the credit-rating badge. */
function DefaultContact({ body, badge, fill }: { body: ContactBody; badge: boolean; fill: (text: string) => string }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.cards} ${styles.cards2}`} data-layout="default">
      <ServiceCard contact={body} />
      <section className={styles.card} aria-labelledby="contact-address">
        <h2 id="contact-address">{t('content.contact.addressTitle')}</h2>
        <PostalAddress lines={body.address} />
      </section>
      {body.registrationNumber || body.vatNumber ? (
        <section className={styles.card} aria-labelledby="contact-company">
          <h2 id="contact-company">{t('content.contact.companyTitle')}</h2>
          <dl className={styles.facts}>
            <Fact term={t('content.contact.registration')} value={body.registrationNumber} />
            <Fact term={t('content.contact.vat')} value={body.vatNumber} />
          </dl>
        </section>
      ) : null}
      {body.notes.map((note, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes have no identity but their place
        <p key={i} className={styles.card}>
          {fill(note)}
        </p>
      ))}
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
  const { profile, fill } = useContent();
  return (
    <ContentLoader page="contact">
      {(body) => (
        <ContentPage title={body.title} intro={fill(body.intro)} testId="page-contact">
          {profile.finnishContact ? (
            <FinnishContact body={body} fill={fill} />
          ) : (
            <DefaultContact body={body} badge={profile.creditBadge} fill={fill} />
          )}
        </ContentPage>
      )}
    </ContentLoader>
  );
}
