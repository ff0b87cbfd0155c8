import { Button } from '../components/ui/button.tsx';
import { useTranslation } from '../lib/i18n.ts';
import styles from './layout/app-shell.module.css';

function Message({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="main" className={styles.main}>
      <div className={styles.container} role="alert" data-testid="startup-error">
        <h1>{t('app.loadFailed')}</h1>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </div>
    </main>
  );
}

/** Shown when the tenant data cannot be loaded at all. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return <Message onRetry={onRetry} />;
}
