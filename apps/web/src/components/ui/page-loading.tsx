import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** Shown while a page's code or first data loads. */
export function PageLoading({ testId = 'page-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid={testId}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
