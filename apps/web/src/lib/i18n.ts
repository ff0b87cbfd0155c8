import { LANGUAGES, type Language } from '@shop/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadArea, loaded, loadMessages } from './i18n-loader.ts';
import { htmlLang } from './language.ts';
import { writeLanguage } from './storage.ts';

/** The messages of every language loaded so far, as i18next resources. */
function loadedResources() {
  return Object.fromEntries(Object.entries(loaded).map(([lang, messages]) => [lang, { translation: messages }]));
}

declare global {
  interface Window {
    /** Translation keys a page asked for that no language has (browser tests fail on any). */
    __i18nMissing?: string[];
  }
}

function recordMissingKey(languages: readonly string[], _ns: string, key: string): void {
  if (typeof window === 'undefined') return;
  window.__i18nMissing ??= [];
  window.__i18nMissing.push(`${languages.join(',')}:${key}`);
  console.warn(`Missing translation: ${key}`);
}

function syncDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

/** Starts i18next synchronously in `lang`; its messages must be loaded first (`loadLanguage`). */
export function initI18n(lang: Language): i18n {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', syncDocumentLanguage);
    void i18next.use(initReactI18next).init({
      resources: loadedResources(),
      lng: lang,
      // Every language has every key (locales.test.ts); a missing key is reported, never papered over.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      initAsync: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      saveMissing: true,
      missingKeyHandler: recordMissingKey,
      react: { useSuspense: false },
    });
  } else if (i18next.language !== lang) {
    void i18next.changeLanguage(lang);
  }
  syncDocumentLanguage(lang);
  return i18next;
}

/** Loads the messages of a language and hands them to i18next if it runs. */
export async function loadLanguage(lang: Language): Promise<void> {
  const messages = await loadMessages(lang);
  if (i18next.isInitialized) i18next.addResourceBundle(lang, 'translation', messages, true, true);
}

/** Loads a feature area's texts in the current language (its components call this first). */
export async function ensureArea(area: string): Promise<void> {
  const lang = currentLanguage();
  const messages = await loadArea(area, lang);
  if (i18next.isInitialized) i18next.addResourceBundle(lang, 'translation', messages, true, true);
}

/** Changes the interface language once its messages are there. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
}

/** Switches the interface language on the shopper's request and remembers the choice. */
export function switchLanguage(lang: Language): void {
  writeLanguage(lang);
  void changeLanguage(lang);
}

export function currentLanguage(): Language {
  const lang = i18next.language;
  return (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'sv';
}

export { i18next };
