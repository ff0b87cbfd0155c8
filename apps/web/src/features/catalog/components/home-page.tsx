import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The home page (heading only so far). */
export default function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const title = t('pages.home', { name: tenant.name });
  useDocumentTitle(title);
  return (
    <div data-testid="page-home">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
