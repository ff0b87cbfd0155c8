import { intlLocale, type Messages, resolveMessage, type TFunction, translator } from '@shop/contract';
import catalogEn from '../locales/catalog.en.json';
import catalogSv from '../locales/catalog.sv.json';
import contentEn from '../locales/content.en.json';
import contentSv from '../locales/content.sv.json';
import en from '../locales/en.json';
import homeEn from '../locales/home.en.json';
import homeSv from '../locales/home.sv.json';
import importEn from '../locales/import.en.json';
import importSv from '../locales/import.sv.json';
import mediaEn from '../locales/media.en.json';
import mediaSv from '../locales/media.sv.json';
import settingsEn from '../locales/settings.en.json';
import settingsSv from '../locales/settings.sv.json';
import sv from '../locales/sv.json';
import { Store, useStore } from './external-store.ts';

/**
 * The back office's texts, through the shop's text core (the contract's `messages.ts`): nested
 * messages per language, looked up by dotted key, `{{name}}` placeholders and `_one`/`_other`
 * plural forms chosen by `count`. Both languages are small, so both come with the app.
 */

export const ADMIN_LANGUAGES = ['en', 'sv'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

// Each area of the catalog's part keeps its texts in a file of its own (`<area>.<lang>.json`, one top-level key).
const MESSAGES: Record<AdminLanguage, Messages> = {
  en: { ...en, ...catalogEn, ...mediaEn, ...importEn, ...settingsEn, ...contentEn, ...homeEn },
  sv: { ...sv, ...catalogSv, ...mediaSv, ...importSv, ...settingsSv, ...contentSv, ...homeSv },
};

export type { TFunction, TOptions } from '@shop/contract';

const LANGUAGE_KEY = 'adminLanguage';

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value);
}

/** The operator's choice when made, else the shop's default language when the back office has it, else English. */
export function chooseLanguage(stored: string | null, shopDefault: string): AdminLanguage {
  if (isAdminLanguage(stored)) return stored;
  return isAdminLanguage(shopDefault) ? shopDefault : 'en';
}

function resolve(lang: AdminLanguage, key: string, count: unknown): string | undefined {
  return resolveMessage(MESSAGES[lang], lang, key, count);
}

const translators = new Map<AdminLanguage, TFunction>();

/** The translate function of a language (one per language: stable between renders). */
export function tFor(lang: AdminLanguage): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = translator(
      (key, count) => resolve(lang, key, count),
      (key) => console.warn(`Missing translation: ${key}`),
    );
    translators.set(lang, t);
  }
  return t;
}

/** Whether a key has a text (for codes from the server: an unknown one falls back to a general text). */
export function hasText(lang: AdminLanguage, key: string): boolean {
  return resolve(lang, key, undefined) !== undefined;
}

export const languageStore = new Store<AdminLanguage>('en');

function syncDocument(lang: AdminLanguage): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function initLanguage(shopDefault: string): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage may be refused (private mode); the default serves.
  }
  const lang = chooseLanguage(stored, shopDefault);
  languageStore.set(lang);
  syncDocument(lang);
}

/** The operator's choice, kept for the next visit. */
export function setLanguage(lang: AdminLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Kept for this visit only.
  }
  languageStore.set(lang);
  syncDocument(lang);
}

export function useTranslation(): { t: TFunction; lang: AdminLanguage } {
  const lang = useStore(languageStore);
  return { t: tFor(lang), lang };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time) as the operator's language writes it. */
export function formatDate(iso: string, lang: AdminLanguage, withTime = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${lang}|${withTime}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(lang), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    dateFormats.set(key, f);
  }
  return f.format(date);
}
