import { LANGUAGES, type Language } from '@shop/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLang } from './language.ts';
import { writeLanguage } from './storage.ts';

type Messages = Record<string, unknown>;

/**
 * Texts of the whole app: `locales/<lang>.json` for the shell, and each feature's own
 * `features/<area>/locales/<lang>.json` whose top-level keys are that feature's namespace.
 */
const coreFiles = import.meta.glob<Messages>('../locales/*.json', { eager: true, import: 'default' });
const featureFiles = import.meta.glob<Messages>('../features/*/locales/*.json', { eager: true, import: 'default' });

function languageOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

/** Every language's messages, the shell's and the features' merged (top-level keys never collide). */
export function buildResources(): Record<Language, { translation: Messages }> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, { translation: {} as Messages }])) as Record<
    Language,
    { translation: Messages }
  >;
  for (const [path, messages] of [...Object.entries(coreFiles), ...Object.entries(featureFiles)]) {
    const lang = languageOf(path) as Language;
    if (!out[lang]) continue;
    for (const [key, value] of Object.entries(messages)) {
      if (key in out[lang].translation) throw new Error(`i18n: key "${key}" of ${path} is defined twice`);
      out[lang].translation[key] = value;
    }
  }
  return out;
}

export const resources = buildResources();

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
