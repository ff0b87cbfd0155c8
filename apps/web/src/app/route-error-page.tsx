import { Button } from '../components/ui/button.tsx';
import { useTranslation } from '../lib/i18n.ts';
import styles from './layout/app-shell.module.css';

/** Shown when rendering a page fails unexpectedly. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.main}>
      <div className={styles.container} role="alert">
        <h1>{t('errors.error')}</h1>
        <Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>
      </div>
    </main>
  );
}
