import { useTranslation } from '../../../lib/i18n.ts';
import { useContent } from '../lib/use-content.ts';
import { Collapsible, CollapsibleList } from './collapsible.tsx';
import styles from './content.module.css';
import { ContentLoader } from './content-loader.tsx';
import { ContentPage } from './content-page.tsx';
import { ServiceCard } from './service-card.tsx';

/** Frequently asked questions, each a collapsible answer, in the order the shop keeps them. */
export default function FaqPage() {
  const { t } = useTranslation();
  const { fill } = useContent();
  return (
    <ContentLoader page="faq">
      {(body) => (
        <ContentPage title={body.title} intro={fill(body.intro)} testId="page-faq" count={body.questions.length}>
          <div className={styles.columns}>
            <div className={styles.main}>
              <CollapsibleList>
                {body.questions.map((q, i) => (
                  <Collapsible
                    // biome-ignore lint/suspicious/noArrayIndexKey: questions are identified by their place
                    key={i}
                    id={`faq-${i + 1}`}
                    title={fill(q.question)}
                    testId="faq-item"
                  >
                    <p>{fill(q.answer)}</p>
                  </Collapsible>
                ))}
              </CollapsibleList>
            </div>
            <aside>
              <ServiceCard title={t('content.common.stillQuestions')} text={t('content.common.stillQuestionsText')} />
            </aside>
          </div>
        </ContentPage>
      )}
    </ContentLoader>
  );
}
