import { useTranslation } from '../../../lib/i18n.ts';
import { CollapsibleColumns } from './collapsible.tsx';
import { LoadedContentPage } from './content-page.tsx';
import { ServiceCard } from './service-card.tsx';

/** Frequently asked questions, each a collapsible answer, in the order the shop keeps them. */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <LoadedContentPage page="faq" testId="page-faq" count={(body) => body.questions.length}>
      {(body, fill) => (
        <CollapsibleColumns
          prefix="faq"
          items={body.questions.map((q) => ({
            title: fill(q.question),
            testId: 'faq-item',
            body: <p>{fill(q.answer)}</p>,
          }))}
          aside={
            <ServiceCard title={t('content.common.stillQuestions')} text={t('content.common.stillQuestionsText')} />
          }
        />
      )}
    </LoadedContentPage>
  );
}
