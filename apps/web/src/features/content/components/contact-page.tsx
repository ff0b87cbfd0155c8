import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The contact page (heading only so far). */
export default function ContactPage() {
  const { t } = useTranslation();
  const title = t('pages.contact');
  useDocumentTitle(title);
  return (
    <div data-testid="page-contact">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
