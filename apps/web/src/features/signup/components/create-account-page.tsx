import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** Stub: replaced by the real page. */
export default function Page() {
  const { t } = useTranslation();
  return (
    <div data-testid="page-account-new">
      <PageHeading>{t('pages.accountNew')}</PageHeading>
    </div>
  );
}
