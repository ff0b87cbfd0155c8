import { isLanguage, type Language, pickLanguage, type Tenant } from '@shop/contract';
import { readLanguage } from './storage.ts';

type LanguageSettings = Pick<Tenant, 'forcedLanguage' | 'languages' | 'defaultLanguage'>;

/** Each language's own name, shown on the language links whatever the interface language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  sv: 'Svenska',
  en: 'English',
  no: 'Norsk',
  es: 'Español',
  fi: 'Suomi',
  dk: 'Dansk',
};

/**
 * The interface language: the tenant's forced language, else a language the shopper chose
 * before (if the tenant offers it), else the first browser language the tenant offers,
 * else the tenant's default.
 */
export function chooseLanguage(
  tenant: LanguageSettings,
  chosen: string | null,
  browserLanguages: readonly string[],
): Language {
  if (tenant.forcedLanguage) return tenant.forcedLanguage;
  if (isLanguage(chosen) && tenant.languages.includes(chosen)) return chosen;
  return pickLanguage(tenant, browserLanguages);
}

/** Whether the language links are shown: not with a forced language, not with one language. */
export function showsLanguageLinks(tenant: LanguageSettings): boolean {
  return !tenant.forcedLanguage && tenant.languages.length > 1;
}

/** The BCP 47 tag for `<html lang>` (the contract's, shared with the server's page). */
export { htmlLang } from '@shop/contract';

/** The browser's preferred languages, or none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** A language the address names (`?lang=xx`, as the language links carry it) that the tenant offers. */
export function languageInAddress(tenant: LanguageSettings, search: string): Language | null {
  const lang = new URLSearchParams(search).get('lang');
  return isLanguage(lang) && tenant.languages.includes(lang) ? lang : null;
}

/** The language the app shows this address in: the address's choice counts as the shopper's. */
export function pageLanguage(tenant: LanguageSettings, search: string): Language {
  return chooseLanguage(tenant, languageInAddress(tenant, search) ?? readLanguage(), browserLanguages());
}
