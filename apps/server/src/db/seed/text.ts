import { LANGUAGES, type Language, toTagged } from '@shop/contract';
import { seedData } from './demo-data.ts';

/**
 * Demo texts are written as six parts separated by `|`, in the order of LANGUAGES
 * (sv, en, no, es, fi, dk). A text without `|` is the same in every language.
 */
export type Six = string;

/** Splits a `|`-separated text into its six language parts. */
export function parts(text: Six): Record<Language, string> {
  const split = text.split('|');
  if (split.length !== 1 && split.length !== LANGUAGES.length) {
    throw new Error(`demo text needs 1 or ${LANGUAGES.length} parts: ${text}`);
  }
  const out = {} as Record<Language, string>;
  LANGUAGES.forEach((lang, i) => {
    out[lang] = (split.length === 1 ? split[0] : split[i]) ?? '';
  });
  return out;
}

/** A `|`-separated demo text as the stored language-tagged text. */
export function tag(text: Six): string {
  return toTagged(parts(text));
}

/** Joins six-language texts part by part: join('Påse|Bag|…', ' ', 'C4') → 'Påse C4|Bag C4|…'. */
export function join(...texts: Six[]): Six {
  const split = texts.map(parts);
  return LANGUAGES.map((lang) => split.map((p) => p[lang]).join('')).join('|');
}

/** The words of the catalog texts that are not a product's own (demo/texts.json). */
const TEXTS = seedData<{ specLabels: Record<string, Six>; unitWords: Record<Unit, { one: Six; many: Six }> }>(
  'texts.json',
);

/** A specification line's label (a key of `specLabels` in demo/texts.json) and its value. */
export type SpecRow = readonly [label: string, value: Six];

/** The label of a specification line in every language. */
export function specLabel(label: string): Six {
  const text = TEXTS.specLabels[label];
  if (text === undefined) throw new Error(`unknown specification label ${label}`);
  return text;
}

/** Specification lines (`Label: value`, one per line) in every language, as a tagged text. */
export function specText(rows: readonly SpecRow[]): string {
  const lines = rows.map(([label, value]) => join(specLabel(label), ': ', value));
  const split = lines.map(parts);
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) out[lang] = split.map((p) => p[lang]).join('\n');
  return toTagged(out);
}

/** How a package size is written in an article name. */
export type Unit = 'pcs' | 'rolls' | 'forms' | 'packs';

/** '100 st|100 pcs|…' for an article name. */
export function packageText(quantity: number, unit: Unit): Six {
  const n = quantity.toLocaleString('en-GB').replace(/,/g, ' ');
  const words = TEXTS.unitWords[unit];
  return join(n, ' ', quantity === 1 ? words.one : words.many);
}
