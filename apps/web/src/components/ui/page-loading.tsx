import { useTranslation } from '../../lib/i18n.ts';
import styles from './page-loading.module.css';

/**
 * Shown while a page's code or first data loads. A whole page's placeholder (`fill`) is as tall
 * as the window, so that the footer does not show and then jump down when the page comes.
 */
export function PageLoading({ testId = 'page-loading', fill = false }: { testId?: string; fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={fill ? `${styles.loading} ${styles.fill}` : styles.loading}
      role="status"
      aria-live="polite"
      data-testid={testId}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
