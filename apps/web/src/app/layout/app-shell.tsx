import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { LazySideCart } from '../../features/cart/components/lazy-side-cart.tsx';
import { ConsentHost } from '../../features/consent/components/consent-host.tsx';
import styles from './app-shell.module.css';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Overlays every page shares, after the footer: the side cart, the cookie banner and settings. */
function ShellOverlays() {
  return (
    <>
      <LazySideCart />
      <ConsentHost />
    </>
  );
}

/** Skip link, header, main landmark with the routed page, footer, then the shared overlays. */
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
      <ShellOverlays />
      <ScrollRestoration />
    </>
  );
}
