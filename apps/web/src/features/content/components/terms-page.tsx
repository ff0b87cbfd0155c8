import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { CollapsibleColumns } from './collapsible.tsx';
import styles from './content.module.css';
import { LoadedContentPage, Paragraphs } from './content-page.tsx';
import { ServiceCard } from './service-card.tsx';

/** Terms and conditions in collapsible sections, as the shop keeps them. */
export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <LoadedContentPage page="terms" testId="page-terms">
      {(body, fill) => (
        <CollapsibleColumns
          prefix="terms"
          items={body.sections.map((section, i) => ({
            title: fill(section.heading),
            testId: `terms-${i + 1}`,
            body: <Paragraphs texts={section.paragraphs} fill={fill} />,
          }))}
          aside={<ServiceCard />}
        >
          <p className={styles.section}>
            <Link to="/cookieinformation">{t('content.terms.privacyLink')}</Link>
          </p>
        </CollapsibleColumns>
      )}
    </LoadedContentPage>
  );
}
