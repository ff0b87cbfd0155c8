import {
  intlLocale,
  LANGUAGES,
  type Language,
  type LocalizedTexts,
  MAX_MONEY_MINOR,
  missingLanguages,
  toMinor,
} from '@shop/contract';

/**
 * The editor's side of texts per language and of prices: what a form holds (a string for each
 * of the tenant's languages, a price as the operator types it) and what a call carries.
 */

/** A form's texts: one string for each of the tenant's languages ('' where there is none). */
export type TextValues = Partial<Record<Language, string>>;

export function toTextValues(texts: LocalizedTexts | undefined, languages: readonly Language[]): TextValues {
  return Object.fromEntries(languages.map((lang) => [lang, texts?.[lang] ?? ''])) as TextValues;
}

/** The languages whose text changed ('' removes a text); undefined when none did. */
export function changedTexts(
  values: TextValues | undefined,
  initial: LocalizedTexts,
  languages: readonly Language[],
): LocalizedTexts | undefined {
  const change: LocalizedTexts = {};
  for (const lang of languages) {
    const now = (values?.[lang] ?? '').trim();
    if (now !== (initial[lang] ?? '').trim()) change[lang] = now;
  }
  return Object.keys(change).length > 0 ? change : undefined;
}

/** Only the languages with text (for a new item). */
export function filledTexts(values: TextValues | undefined): LocalizedTexts {
  const texts: LocalizedTexts = {};
  for (const lang of LANGUAGES) {
    const text = values?.[lang]?.trim();
    if (text) texts[lang] = text;
  }
  return texts;
}

/**
 * The languages to mark on the tabs: those without a name, and those lacking a text that another
 * language has (a description written in Swedish only leaves English marked).
 */
export function languagesToMark(
  fields: readonly (TextValues | undefined)[],
  languages: readonly Language[],
): Language[] {
  const marked = new Set<Language>();
  const [name] = fields;
  for (const lang of missingLanguages(name ?? {}, languages)) marked.add(lang);
  for (const texts of fields.slice(1)) {
    const filled = filledTexts(texts);
    if (Object.keys(filled).length === 0) continue;
    for (const lang of missingLanguages(filled, languages)) marked.add(lang);
  }
  return languages.filter((lang) => marked.has(lang));
}

/** A text to show for texts per language: the operator's language, then the shop's default, then any. */
export function pickText(texts: LocalizedTexts | undefined, lang: string, fallback?: Language): string {
  if (!texts) return '';
  return (
    texts[lang as Language] ?? (fallback ? texts[fallback] : undefined) ?? Object.values(texts).find(Boolean) ?? ''
  );
}

const PRICE = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/**
 * A price as the operator types it in the currency's major unit ('12,50', '12.5', '1 200') in
 * minor units (1250); null when it is not one.
 */
export function parsePrice(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!PRICE.test(compact)) return null;
  const minor = toMinor(Number(compact.replace(',', '.')));
  return minor <= MAX_MONEY_MINOR ? minor : null;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Minor units as the price field shows them: the major unit with two decimals, in the operator's way ('12,50'). */
export function priceText(minor: number, lang: string): string {
  let f = priceFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    priceFormats.set(lang, f);
  }
  return f.format(minor / 100);
}
