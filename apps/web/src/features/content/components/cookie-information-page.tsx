import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The cookieinformation page (heading only so far). */
export default function CookieInformationPage() {
  const { t } = useTranslation();
  const title = t('pages.cookieinformation');
  useDocumentTitle(title);
  return (
    <div data-testid="page-cookieinformation">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
