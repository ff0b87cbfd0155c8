import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_COOKIE_SETTINGS_EVENT, useConsentStore } from '../hooks/consent-store.ts';
import { ConsentBanner } from './consent-banner.tsx';

const loadModal = () => import('./cookie-settings-modal.tsx');
const CookieSettingsModal = lazy(() => loadModal().then((m) => ({ default: m.CookieSettingsModal })));

/**
 * The banner until the shopper chose, and the settings modal, which the banner, the footer
 * button and the `shop:open-cookie-settings` window event open. The modal loads with its first
 * opening (fetched ahead as soon as the shopper points at, touches or focuses the banner).
 */
export function ConsentHost() {
  const choice = useConsentStore((s) => s.choice);
  const settingsOpen = useConsentStore((s) => s.settingsOpen);
  const openSettings = useConsentStore((s) => s.openSettings);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  useEffect(() => {
    if (settingsOpen) setUsed(true);
  }, [settingsOpen]);

  return (
    <>
      {choice === null ? <ConsentBanner onIntent={() => void loadModal()} /> : null}
      {used || settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsModal />
        </Suspense>
      ) : null}
    </>
  );
}
