import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The terms page (heading only so far). */
export default function TermsPage() {
  const { t } = useTranslation();
  const title = t('pages.terms');
  useDocumentTitle(title);
  return (
    <div data-testid="page-terms">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
