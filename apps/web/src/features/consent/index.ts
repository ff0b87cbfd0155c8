/** The consent feature's public API: the consent state, its cookie's name and the settings event. */
export { OPEN_COOKIE_SETTINGS_EVENT, openCookieSettings, useConsentStore } from './hooks/consent-store.ts';
export { useConsent } from './hooks/use-consent.ts';
export { CONSENT_COOKIE } from './lib/consent-cookie.ts';
