import { isLanguage, type Language, pickLanguage, type Tenant } from '@shop/contract';

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
