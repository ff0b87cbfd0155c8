import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ContactLinkItems } from '../../../components/ui/contact-links.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './content-page.module.css';

/** `/404` and every path that leads nowhere, with the customer-service contact. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { contact } = useTenant();
  useDocumentTitle(t('pages.notFound'));
  return (
    <div data-testid="not-found" className={styles.notFound}>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p className={styles.lead}>{t('notFound.help')}</p>
      <ul className={styles.contactList}>
        <ContactLinkItems contact={contact} labels="footer" iconSize={20} />
      </ul>
      <Link to="/" className={buttonClass('primary')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
