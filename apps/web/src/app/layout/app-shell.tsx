import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import styles from './app-shell.module.css';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Skip link, header, main landmark with the routed page, footer. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.container}>
          <Outlet />
        </div>
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
