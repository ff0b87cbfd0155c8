import { useTranslation } from 'react-i18next';
import styles from './layout/app-shell.module.css';

/** Shown while a page's code or first data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="page-loading">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
