import { useTranslation } from '../../../lib/i18n.ts';
import { useContent } from '../lib/use-content.ts';
import { Collapsible, CollapsibleList } from './collapsible.tsx';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';
import { ServiceCard } from './service-card.tsx';

/** Frequently asked questions, each a collapsible answer; the set depends on shop and language. */
export default function FaqPage() {
  const { t } = useTranslation();
  const { profile, values } = useContent();
  return (
    <ContentPage title={t('pages.faq')} intro={t('content.faq.intro')} testId="page-faq" count={profile.faq.length}>
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
    </ContentPage>
  );
}
