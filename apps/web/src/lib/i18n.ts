import { LANGUAGES, type Language, resolveMessage, type TFunction, translator } from '@shop/contract';
import { useSyncExternalStore } from 'react';
import { loadArea, loaded, loadMessages } from './i18n-loader.ts';
import { htmlLang } from './language.ts';
import { writeLanguage } from './storage.ts';

/**
 * The shop's interface texts: nested message files per language (`locales/`, each feature's
 * `locales/`), looked up by dotted key, with `{{name}}` placeholders and `_one`/`_other` plural
 * forms chosen by `count` (that core is the contract's `messages.ts`, which the back office uses
 * too). Small on purpose: it is part of every page's start-up code.
 */

export type { TFunction, TOptions } from '@shop/contract';

declare global {
  interface Window {
    /** Translation keys a page asked for that no language has (browser tests fail on any). */
    __i18nMissing?: string[];
  }
}

function recordMissingKey(lang: string, key: string): void {
  if (typeof window === 'undefined') return;
  window.__i18nMissing ??= [];
  window.__i18nMissing.push(`${lang}:${key}`);
  console.warn(`Missing translation: ${key}`);
}

type Listener = () => void;

/** The translate function and the language, with a check whether a key has a text. */
export type Translation = { t: TFunction; i18n: { language: Language; exists: (key: string) => boolean } };

/** The texts loaded so far and the interface language; components follow its changes. */
class Translations {
  language: Language | undefined = undefined;
  readonly #listeners = new Set<Listener>();
  readonly #t = new Map<Language, TFunction>();
  readonly #views = new Map<Language, Translation>();

  /** The text of `key` in `lang`, if loaded: the plural form for a numeric `count` first. */
  resolve(lang: Language, key: string, count: unknown): string | undefined {
    // Plural rules by the language's BCP 47 tag: the shop's 'dk' and 'no' are 'da' and 'nb'.
    return resolveMessage(loaded[lang], htmlLang(lang), key, count);
  }

  /** The translate function of a language (one per language, so it is stable between renders). */
  tFor(lang: Language): TFunction {
    let t = this.#t.get(lang);
    if (!t) {
      t = translator(
        (key, count) => this.resolve(lang, key, count),
        (key) => recordMissingKey(lang, key),
      );
      this.#t.set(lang, t);
    }
    return t;
  }

  /** What a component gets for a language (the same object every time). */
  viewFor(lang: Language): Translation {
    let view = this.#views.get(lang);
    if (!view) {
      view = {
        t: this.tFor(lang),
        i18n: { language: lang, exists: (key) => this.resolve(lang, key, undefined) !== undefined },
      };
      this.#views.set(lang, view);
    }
    return view;
  }

  setLanguage(lang: Language): void {
    if (this.language === lang) return;
    this.language = lang;
    syncDocumentLanguage(lang);
    for (const listener of this.#listeners) listener();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function syncDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

/** The one set of texts of the shop. */
export const translations = new Translations();

/** Starts the texts in `lang`; its messages must be loaded first (`loadLanguage`). */
export function initI18n(lang: Language): void {
  translations.setLanguage(lang);
  syncDocumentLanguage(lang);
}

/** Loads the messages of a language (the shell's and those of every feature area in use). */
export async function loadLanguage(lang: Language): Promise<void> {
  await loadMessages(lang);
}

/**
 * Loads a feature area's texts in the current language (its components call this first), or
 * in `lang` before the texts start.
 */
export async function ensureArea(area: string, lang: Language = currentLanguage()): Promise<void> {
  await loadArea(area, lang);
}

/** Changes the interface language once its messages are there. */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  translations.setLanguage(lang);
}

/** Switches the interface language on the shopper's request and remembers the choice. */
export function switchLanguage(lang: Language): void {
  writeLanguage(lang);
  void changeLanguage(lang);
}

export function currentLanguage(): Language {
  const lang = translations.language;
  return lang && (LANGUAGES as readonly string[]).includes(lang) ? lang : 'sv';
}

const subscribe = (listener: Listener) => translations.subscribe(listener);
const snapshot = () => translations.language;

/**
 * The translate function and the language of the interface; the component renders again when
 * the language changes.
 */
export function useTranslation(): Translation {
  return translations.viewFor(useSyncExternalStore(subscribe, snapshot, snapshot) ?? currentLanguage());
}
