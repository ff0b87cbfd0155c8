import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { OPEN_COOKIE_SETTINGS_EVENT, useConsentStore } from '../hooks/consent-store.ts';
import { ConsentBanner } from './consent-banner.tsx';

const loadModal = () => import('./cookie-settings-modal.tsx');
const CookieSettingsModal = lazy(() => loadModal().then((m) => ({ default: m.CookieSettingsModal })));

const never = () => () => {};

/**
 * Whether the page runs its script: false in the server's render and while the browser takes
 * that HTML over, true from then on. The banner's buttons need the script, so a page read
 * without it (or before it runs) shows no banner that cannot be answered.
 */
function useInteractive(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * The banner until the shopper chose (once the page runs its script), and the settings modal, which the banner, the footer
 * button and the `shop:open-cookie-settings` window event open. The modal loads with its first
 * opening (fetched ahead as soon as the shopper points at, touches or focuses the banner).
 */
export function ConsentHost() {
  const choice = useConsentStore((s) => s.choice);
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  const openSettings = useConsentStore((s) => s.openSettings);
  const [used, setUsed] = useState(false);
  const interactive = useInteractive();

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  useEffect(() => {
    if (settingsOpen) setUsed(true);
  }, [settingsOpen]);

  return (
    <>
      {choice === null && interactive ? <ConsentBanner onIntent={() => void loadModal()} /> : null}
      {used || settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsModal />
        </Suspense>
      ) : null}
    </>
  );
}
