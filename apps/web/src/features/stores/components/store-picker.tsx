import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ensureArea, useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { logout } from '../../../stores/auth-store.ts';
import StoreList from './store-list.tsx';
import styles from './store-selection-page.module.css';

/** The store selection (SPEC.md §2): heading, logout, and the searchable list of the user's stores. */
export default function StorePicker() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.storeSelection'));
  // The list's pagination uses the catalog's texts.
  const [textsReady, setTextsReady] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureArea('catalog').finally(() => {
      if (live) setTextsReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <PageHeading>{t('stores.title')}</PageHeading>
        <Button variant="secondary" onClick={() => void logout()} data-testid="store-logout">
          {t('stores.logout')}
        </Button>
      </div>
      <p className={styles.lead}>{t('stores.intro')}</p>
      {textsReady ? <StoreList /> : <PageLoading />}
    </div>
  );
}
