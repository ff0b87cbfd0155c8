import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The article page (heading only so far). */
export default function ProductPage() {
  const { t } = useTranslation();
  const title = t('pages.article');
  useDocumentTitle(title);
  return (
    <div data-testid="page-article">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
