/** The consent feature's public API: the consent state, its cookie (name and reading) and the settings event. */
export { OPEN_COOKIE_SETTINGS_EVENT, openCookieSettings, useConsentStore } from './hooks/consent-store.ts';
export { useConsent } from './hooks/use-consent.ts';
export { CONSENT_COOKIE, parseConsent } from './lib/consent-cookie.ts';
