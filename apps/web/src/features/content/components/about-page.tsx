import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The about page (heading only so far). */
export default function AboutPage() {
  const { t } = useTranslation();
  const title = t('pages.about');
  useDocumentTitle(title);
  return (
    <div data-testid="page-about">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
