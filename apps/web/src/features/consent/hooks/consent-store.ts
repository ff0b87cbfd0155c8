import { create } from 'zustand';
import { type ConsentChoice, consentCookie, parseConsent } from '../lib/consent-cookie.ts';

/** The event a page dispatches on `window` to open the cookie settings. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'shop:open-cookie-settings';

function readChoice(): ConsentChoice | null {
  if (typeof document === 'undefined') return null;
  return parseConsent(document.cookie);
}

type ConsentState = {
  /** The stored choice; null until the shopper made one (the banner shows). */
  choice: ConsentChoice | null;
  settingsOpen: boolean;
  choose: (choice: ConsentChoice) => void;
  openSettings: () => void;
  closeSettings: () => void;
  /** Reads the cookie again (another tab, a test). */
  reload: () => void;
};

export const useConsentStore = create<ConsentState>()((set) => ({
  choice: readChoice(),
  settingsOpen: false,
  choose: (choice) => {
    if (typeof document !== 'undefined') {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
      document.cookie = consentCookie(choice, window.location.protocol === 'https:');
    }
    set({ choice, settingsOpen: false });
  },
  openSettings: () => set({ settingsOpen: true }),
  closeSettings: () => set({ settingsOpen: false }),
  reload: () => set({ choice: readChoice() }),
}));

/** Opens the cookie settings from anywhere (e.g. a link on the cookie information page). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
