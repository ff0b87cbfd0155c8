import { MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { telHref } from '../../../lib/contact.ts';
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
}: {
  title?: string;
  text?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { contact } = useTenant();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.card} ${styles.tinted}`} aria-labelledby="service-card-title">
      <Heading id="service-card-title">{title ?? t('content.common.serviceTitle')}</Heading>
      {text ? <p>{text}</p> : null}
      <ul className={styles.contactLinks}>
        <li>
          <a href={telHref(contact.phone)}>
            <PhoneIcon size={20} />
            <span className="visually-hidden">{t('content.common.phone')}: </span>
            {contact.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${contact.email}`}>
            <MailIcon size={20} />
            <span className="visually-hidden">{t('content.common.email')}: </span>
            <EmailText email={contact.email} />
          </a>
        </li>
      </ul>
      <p className={styles.muted}>
        {t('content.common.hours')}: {t('content.common.hoursValue', { hours: contact.hours })}.{' '}
        {t('content.common.reply')}
      </p>
    </section>
  );
}
