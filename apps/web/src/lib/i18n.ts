import { LANGUAGES, type Language } from '@shop/contract';
import { useSyncExternalStore } from 'react';
import { loadArea, loaded, loadMessages } from './i18n-loader.ts';
import type { Messages } from './i18n-merge.ts';
import { htmlLang } from './language.ts';
import { writeLanguage } from './storage.ts';

/**
 * The shop's interface texts: nested message files per language (`locales/`, each feature's
 * `locales/`), looked up by dotted key, with `{{name}}` placeholders and `_one`/`_other` plural
 * forms chosen by `count`. Small on purpose: it is part of every page's start-up code.
 */

/** Values for a text's placeholders; `count` also picks the plural form. */
export type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

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

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(htmlLang(lang));
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
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
    const messages = loaded[lang];
    if (typeof count === 'number') {
      return (
        lookup(messages, `${key}_${pluralForm(lang, count)}`) ??
        lookup(messages, `${key}_other`) ??
        lookup(messages, key)
      );
    }
    return lookup(messages, key);
  }

  /** The translate function of a language (one per language, so it is stable between renders). */
  tFor(lang: Language): TFunction {
    let t = this.#t.get(lang);
    if (!t) {
      t = (key, options) => {
        const text = this.resolve(lang, key, options?.count);
        if (text === undefined) {
          recordMissingKey(lang, key);
          return key;
        }
        return interpolate(text, options);
      };
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
