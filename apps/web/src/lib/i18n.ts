import { LANGUAGES, type Language } from '@shop/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dk from '../locales/dk.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fi from '../locales/fi.json';
import no from '../locales/no.json';
import sv from '../locales/sv.json';
import { htmlLang } from './language.ts';
import { writeLanguage } from './storage.ts';

export const resources = {
  sv: { translation: sv },
  en: { translation: en },
  no: { translation: no },
  es: { translation: es },
  fi: { translation: fi },
  dk: { translation: dk },
} as const satisfies Record<Language, { translation: Record<string, unknown> }>;

function syncDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

/** Starts i18next synchronously with every bundled language, in `lang`. */
export function initI18n(lang: Language): i18n {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', syncDocumentLanguage);
    void i18next.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      initAsync: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  syncDocumentLanguage(lang);
  return i18next;
}

/** Switches the interface language on the shopper's request and remembers the choice. */
export function switchLanguage(lang: Language): void {
  writeLanguage(lang);
  void i18next.changeLanguage(lang);
}

export function currentLanguage(): Language {
  const lang = i18next.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'sv';
}

export { i18next };
