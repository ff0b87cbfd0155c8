import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LazySideCart } from '../../features/cart/components/lazy-side-cart.tsx';
import { ConsentHost } from '../../features/consent/components/consent-host.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import styles from './app-shell.module.css';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

// The forced settings modal: signed-in customers only, loaded with the session.
const ForcedSettings = lazy(() => import('../../features/settings/components/forced-settings.tsx'));

/**
 * Overlays every page shares, after the footer: the side cart, the cookie banner and settings,
 * and for a signed-in customer the forced settings modal.
 */
function ShellOverlays() {
  const loggedIn = useAuthStore((s) => s.loggedIn);
  return (
    <>
      <LazySideCart />
      <ConsentHost />
      {loggedIn ? (
        <Suspense fallback={null}>
          <ForcedSettings />
        </Suspense>
      ) : null}
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
    </>
  );
}
