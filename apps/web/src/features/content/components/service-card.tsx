import { ContactLinkItems } from '../../../components/ui/contact-links.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import styles from './content.module.css';

/** An e-mail address that may wrap after the '@' on narrow cards. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span>{email}</span>;
  return (
    <span>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

/** Customer service: phone and e-mail links, opening hours and the reply time. */
export function ServiceCard({
  title,
  text,
  headingLevel = 2,
  contact: given,
}: {
  title?: string;
  text?: string;
  headingLevel?: 2 | 3;
  /** The phone, e-mail and hours to show (the contact page's own); else the shop's. */
  contact?: { phone: string; email: string; hours: string };
}) {
  const { t } = useTranslation();
  const shop = useTenant().contact;
  const contact = given ?? shop;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.card} ${styles.tinted}`} aria-labelledby="service-card-title">
      <Heading id="service-card-title">{title ?? t('content.common.serviceTitle')}</Heading>
      {text ? <p>{text}</p> : null}
      <ul className={styles.contactLinks}>
        <ContactLinkItems
          contact={contact}
          labels="content.common"
          iconSize={20}
          renderEmail={(email) => <EmailText email={email} />}
        />
      </ul>
      <p className={styles.muted}>
        {t('content.common.hours')}: {t('content.common.hoursValue', { hours: contact.hours })}.{' '}
        {t('content.common.reply')}
      </p>
    </section>
  );
}
