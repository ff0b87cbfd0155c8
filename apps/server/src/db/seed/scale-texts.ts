import { type RawBuilder, sql } from 'kysely';
import { seedData } from './demo-data.ts';

/** The words and figures the scale data is made of, in the six languages, and their SQL forms. */

export const LANGS = ['sv', 'en', 'no', 'es', 'fi', 'dk'] as const;
export type Six = readonly [string, string, string, string, string, string];

interface ScaleTexts {
  kinds: readonly { name: Six; code: string; cents: number; grams: number }[];
  description: Six;
  packagesLabel: Six;
  detail: Six;
  unit: Six;
  category: Six;
  group: Six;
}
const TEXTS = seedData<ScaleTexts>('scale-texts.json');

/** Product kinds: names in the six languages, a model code, price per piece (euro cents) and weight (g). */
export const KINDS = TEXTS.kinds;
/** "<kind> for secure handling and traceability." in the six languages, after the kind's name. */
export const DESCRIPTION = TEXTS.description;
export const PACKAGES_LABEL = TEXTS.packagesLabel;
export const DETAIL = TEXTS.detail;
export const UNIT = TEXTS.unit;
export const CATEGORY = TEXTS.category;
export const GROUP = TEXTS.group;
/** Package sizes of the 1st to 4th article of a product, and their price factor per piece. */
export const PACKAGES = [10, 50, 100, 250] as const;
export const TIERS = [1, 0.92, 0.85, 0.8] as const;
/** Minor units per euro cent. */
export const RATES: Record<string, number> = { EUR: 1, GBP: 0.85, SEK: 11, DKK: 7.5 };

/** `[sv]<a>[en]<b>…` from one SQL expression per language. */
export function sixSql(part: (lang: number) => RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`(${sql.join(
    LANGS.map((lang, i) => sql`${`[${lang}]`}::text || ${part(i)}`),
    sql` || `,
  )})`;
}

export const kindName = (lang: number, kind: RawBuilder<unknown>) =>
  sql`(${KINDS.map((k) => k.name[lang] ?? '')}::text[])[${kind} + 1]`;

export function sixText(values: Six, suffix: RawBuilder<unknown> = sql`''`): RawBuilder<string> {
  return sixSql((i) => sql`${values[i]}::text || ${suffix}`);
}
