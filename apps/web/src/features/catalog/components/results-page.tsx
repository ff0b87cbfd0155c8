import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The results page (heading only so far). */
export default function ResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const title = query ? t('pages.resultsFor', { query }) : t('pages.results');
  useDocumentTitle(title);
  return (
    <div data-testid="page-results">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
