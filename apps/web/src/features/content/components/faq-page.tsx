import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useContent } from '../lib/use-content.ts';
import { Collapsible, CollapsibleList } from './collapsible.tsx';
import styles from './content.module.css';
import { ServiceCard } from './service-card.tsx';

/** Frequently asked questions, each a collapsible answer; the set depends on shop and language. */
export default function FaqPage() {
  const { t } = useTranslation();
  const { profile, values } = useContent();
  const title = t('pages.faq');
  useDocumentTitle(title);
  return (
    <div data-testid="page-faq" data-count={profile.faq.length} className={styles.page}>
      <header className={styles.header}>
        <PageHeading>{title}</PageHeading>
        <p className={styles.lead}>{t('content.faq.intro')}</p>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <CollapsibleList>
            {profile.faq.map((n) => (
              <Collapsible key={n} id={`faq-${n}`} title={t(`content.faq.q${n}.q`)} testId="faq-item">
                <p>{t(`content.faq.q${n}.a`, values)}</p>
              </Collapsible>
            ))}
          </CollapsibleList>
        </div>
        <aside>
          <ServiceCard title={t('content.common.stillQuestions')} text={t('content.common.stillQuestionsText')} />
        </aside>
      </div>
    </div>
  );
}
