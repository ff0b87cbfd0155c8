/** UI languages of the shop, in the order the language links show them. */
export const LANGUAGES = ['sv', 'en', 'no', 'es', 'fi', 'dk'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const TAG = /\[([a-z]{2})\]/g;

/** Splits `[sv]Text[en]Text` into its parts; untagged text gives an empty map. */
export function parseTagged(text: string): Map<string, string> {
  const parts = new Map<string, string>();
  const matches = [...text.matchAll(TAG)];
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i];
    if (!m || m.index === undefined) continue;
    const start = m.index + m[0].length;
    const end = matches[i + 1]?.index ?? text.length;
    const lang = m[1] ?? '';
    if (!parts.has(lang)) parts.set(lang, text.slice(start, end).trim());
  }
  return parts;
}

/** Builds the bracketed language-tag format from a map of texts. */
export function toTagged(texts: Partial<Record<Language, string>>): string {
  return LANGUAGES.filter((l) => texts[l] !== undefined)
    .map((l) => `[${l}]${texts[l]}`)
    .join('');
}

/**
 * The part of a language-tagged text for `lang`, then en, then sv, then the first part;
 * untagged text as it is; null/undefined as ''.
 */
export function localize(text: string | null | undefined, lang: string): string {
  if (!text) return '';
  if (!text.startsWith('[') && !text.includes('[')) return text;
  const parts = parseTagged(text);
  if (parts.size === 0) return text;
  return parts.get(lang) ?? parts.get('en') ?? parts.get('sv') ?? parts.values().next().value ?? '';
}

/** The UI language: forced language, else the browser's if the tenant offers it, else the default. */
export function pickLanguage(
  tenant: { forcedLanguage: Language | null; languages: readonly Language[]; defaultLanguage: Language },
  wanted: readonly string[],
): Language {
  if (tenant.forcedLanguage) return tenant.forcedLanguage;
  for (const w of wanted) {
    const code = normalizeBrowserLanguage(w);
    const hit = tenant.languages.find((l) => l === code);
    if (hit) return hit;
  }
  return tenant.defaultLanguage;
}

/** The BCP 47 tag of a UI language (`<html lang>`, hreflang): the shop's 'dk' and 'no' are 'da' and 'nb'. */
export function htmlLang(lang: string): string {
  if (lang === 'dk') return 'da';
  if (lang === 'no') return 'nb';
  return lang;
}

/** Browser language tags (nb-NO, da, sv-FI) to the shop's UI codes. */
export function normalizeBrowserLanguage(tag: string): string {
  const base = tag.toLowerCase().split('-')[0] ?? '';
  if (base === 'nb' || base === 'nn') return 'no';
  if (base === 'da') return 'dk';
  return base;
}
