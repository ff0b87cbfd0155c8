import type { Language } from './language.ts';
import { interpolate } from './messages.ts';

/**
 * The content pages' names, placeholders and limits, and how a text is filled: what the shop's
 * pages need to show a page (the schemas that check a stored page are in content-pages.ts, so
 * that a page shown from its answer loads no schema library; decision 017).
 */
export const CONTENT_PAGES = ['about', 'faq', 'terms', 'contact', 'cookies', 'home'] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

/** The values a page's texts may name as `{{name}}`. */
export const CONTENT_PLACEHOLDERS = [
  'name',
  'company',
  'street',
  'zip',
  'city',
  'country',
  'phone',
  'email',
  'hours',
  'days',
  'vat',
  'fee',
  'seconds',
] as const;
export type ContentPlaceholder = (typeof CONTENT_PLACEHOLDERS)[number];
export type ContentValues = Record<ContentPlaceholder, string | number>;

export const CONTENT_LIMITS = {
  /** A heading, a title, a question, a table cell or an address line. */
  line: 200,
  /** A paragraph or an answer. */
  paragraph: 2_000,
  paragraphs: 20,
  questions: 50,
  sections: 30,
  rows: 30,
} as const;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The values the home page's texts may name: the shop's name and contact details (the home page
 * shows without the calls the other values need).
 */
export const HOME_PLACEHOLDERS = [
  'name',
  'company',
  'phone',
  'email',
  'hours',
] as const satisfies readonly ContentPlaceholder[];

/** Whether every `{{name}}` of a text is a known placeholder (of `known`, by default all of them). */
export function knownPlaceholders(text: string, known: readonly string[] = CONTENT_PLACEHOLDERS): boolean {
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (!known.includes(m[1] as string)) return false;
  }
  return true;
}

/** A text split at its `{{placeholders}}`: plain parts as strings, placeholders by name. */
export function contentParts(text: string): (string | { placeholder: string })[] {
  const out: (string | { placeholder: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ placeholder: m[1] as string });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The pictures a promotion on the home page may carry. */
export const HOME_ICONS = ['truck', 'phone', 'mail', 'shield', 'clock', 'star'] as const;
export type HomeIcon = (typeof HOME_ICONS)[number];
/** Promotions the home page shows at most. */
export const HOME_PROMOTIONS_MAX = 6;

/** `text` with its `{{placeholders}}` filled from the shop's values. */
export function fillContent(value: string, values: Partial<ContentValues>): string {
  return interpolate(value, values);
}

/**
 * The languages to look a page up in, best first: the requested one, the tenant's default, then
 * English.
 */
export function contentLanguages(requested: Language | null | undefined, defaultLanguage: Language): Language[] {
  const out: Language[] = [];
  for (const l of [requested, defaultLanguage, 'en'] as const) if (l && !out.includes(l)) out.push(l);
  return out;
}
