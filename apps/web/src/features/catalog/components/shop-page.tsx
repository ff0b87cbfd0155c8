import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The shop page (heading only so far). */
export default function ShopPage() {
  const { t } = useTranslation();
  const title = t('pages.shop');
  useDocumentTitle(title);
  return (
    <div data-testid="page-shop">
      <PageHeading>{title}</PageHeading>
    </div>
  );
}
