import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { logout } from '../../auth/hooks/auth-store.ts';
import styles from './store-selection-page.module.css';

/** Shown for every path while a signed-in customer of the non-public tenant must pick a store. */
export function StoreSelectionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.storeSelection'));
  return (
    <div data-testid="store-selection" className={styles.page}>
      <PageHeading>{t('stores.title')}</PageHeading>
      <p className={styles.lead}>{t('stores.intro')}</p>
      <Button variant="secondary" onClick={() => void logout()}>
        {t('stores.logout')}
      </Button>
    </div>
  );
}
