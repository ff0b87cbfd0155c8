import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The faq page (heading only so far). */
export default function FaqPage() {
  const { t } = useTranslation();
  const title = t('pages.faq');
  useDocumentTitle(title);
  return (
    <div data-testid="page-faq">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
