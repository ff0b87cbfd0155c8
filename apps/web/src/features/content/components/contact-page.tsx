import type { ContactBody } from '@shop/contract';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { telHref } from '../../../lib/contact.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useContent } from '../lib/use-content.ts';
import styles from './content.module.css';
import { LoadedContentPage, Paragraphs, ParagraphsSection } from './content-page.tsx';
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
      <TitledSection classes={[styles.card, undefined]} title={t('content.contact.fi.reachTitle')}>
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
      </TitledSection>
      <ParagraphsSection
        texts={body.notes}
        fill={fill}
        title={t('content.contact.fi.invoicingTitle')}
        className={`${styles.card} ${styles.tinted}`}
      />
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
      <TitledSection classes={[styles.card, undefined]} title={t('content.contact.addressTitle')}>
        <PostalAddress lines={body.address} />
      </TitledSection>
      {body.registrationNumber || body.vatNumber ? (
        <TitledSection classes={[styles.card, undefined]} title={t('content.contact.companyTitle')}>
          <dl className={styles.facts}>
            <Fact term={t('content.contact.registration')} value={body.registrationNumber} />
            <Fact term={t('content.contact.vat')} value={body.vatNumber} />
          </dl>
        </TitledSection>
      ) : null}
      <Paragraphs texts={body.notes} fill={fill} className={styles.card} />
      {badge ? (
        <TitledSection classes={[styles.card, undefined]} title={t('content.contact.badgeTitle')}>
          <CreditBadge />
          <p className={`${styles.muted} ${styles.badgeText}`}>{t('content.contact.badgeText')}</p>
        </TitledSection>
      ) : null}
    </div>
  );
}

/** Contact us: address, phone, e-mail, registration and VAT numbers; Finland has its own layout. */
export default function ContactPage() {
  const { profile } = useContent();
  return (
    <LoadedContentPage page="contact" testId="page-contact">
      {(body, fill) =>
        profile.finnishContact ? (
          <FinnishContact body={body} fill={fill} />
        ) : (
          <DefaultContact body={body} badge={profile.creditBadge} fill={fill} />
        )
      }
    </LoadedContentPage>
  );
}
