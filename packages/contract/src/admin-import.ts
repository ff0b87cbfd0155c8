import { z } from 'zod';
import { LANGUAGES, type Language } from './language.ts';
import { MAX_MONEY_MINOR } from './limits.ts';
import { toMinor } from './money.ts';
import { TenantIdSchema } from './tenant.ts';
import { isSingleLine } from './text-rules.ts';

/**
 * The catalog's import and export (`/api/admin/catalog.csv`, `/api/admin/catalog/import`): one
 * CSV row per article, upserted by its article number.
 *
 * Names: one column per language (`name_sv`, `name_en`, ...; the export writes the tenant's
 * languages), stored as the shop's language-tagged text; `alternative_price_<lang>` likewise.
 * `product_name` is written by the export for the reader and ignored by the import. A column left
 * out of the header leaves its field as it is; an empty cell too, except a language's column
 * (empty: no text in that language; no alternative price in any language: none). A new article
 * needs product_id, a name, package_size, price and weight_grams.
 */

export const NAME_COLUMNS = LANGUAGES.map((lang) => `name_${lang}` as const);
export type NameColumn = (typeof NAME_COLUMNS)[number];
export const ALTERNATIVE_PRICE_COLUMNS = LANGUAGES.map((lang) => `alternative_price_${lang}` as const);
export type AlternativePriceColumn = (typeof ALTERNATIVE_PRICE_COLUMNS)[number];
/** The texts stored language-tagged: a column per language each (`name_sv`, `alternative_price_en`). */
export const LOCALIZED_FIELDS = ['name', 'alternative_price'] as const;
export type LocalizedField = (typeof LOCALIZED_FIELDS)[number];

/** The columns the import reads (besides the names), in the export's order. */
export const CATALOG_VALUE_COLUMNS = [
  'package_size',
  'price',
  'weight_grams',
  'free_shipping',
  'number_of_forms',
  'payer',
  'active',
] as const;
export type CatalogValueColumn = (typeof CATALOG_VALUE_COLUMNS)[number];

/** The export's header for a tenant with these languages; the import takes any of these in any order. */
export function catalogCsvColumns(languages: readonly Language[]): string[] {
  return [
    'article_number',
    'product_id',
    'product_name',
    ...languages.map((lang) => `name_${lang}`),
    ...CATALOG_VALUE_COLUMNS.slice(0, -1),
    ...languages.map((lang) => `alternative_price_${lang}`),
    'active',
  ];
}

/** Columns the export writes for reading only: the import passes over them. */
export const CATALOG_READ_ONLY_COLUMNS = ['product_name'] as const;

/** The largest file the import takes. */
export const CATALOG_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The report lists at most this many changes (the counts are of all of them). */
export const CATALOG_IMPORT_MAX_CHANGES = 500;
/** And at most this many bad rows' errors. */
export const CATALOG_IMPORT_MAX_ERRORS = 1000;

/** A price in major units as people write it: 12, 12.5, 12.50 or 12,50 (at most 2 decimals). */
export const DECIMAL_PRICE = /^\d{1,8}(?:[.,]\d{1,2})?$/;

/** A price cell as minor units (12,50 → 1250), with the contract's rounding; null when not a price. */
export function minorOfPrice(text: string): number | null {
  const value = text.trim();
  if (!DECIMAL_PRICE.test(value)) return null;
  const minor = toMinor(Number(value.replace(',', '.')));
  return minor <= MAX_MONEY_MINOR ? minor : null;
}

const TRUE_WORDS = ['true', '1', 'yes', 'ja', 'y', 'x'];
const FALSE_WORDS = ['false', '0', 'no', 'nej', 'n'];

/** An empty cell: undefined (keep the field as it is, or its default for a new article). */
const blank = (v: string) => v.trim() === '';

const intCell = (min: number, max: number) =>
  z
    .string()
    .transform((v, ctx) => {
      if (blank(v)) return undefined;
      const t = v.trim();
      if (!/^-?\d+$/.test(t)) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      const n = Number(t);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: n < min ? 'too_small' : 'too_big' });
        return z.NEVER;
      }
      return n;
    })
    .optional();

const boolCell = z
  .string()
  .transform((v, ctx) => {
    if (blank(v)) return undefined;
    const t = v.trim().toLowerCase();
    if (TRUE_WORDS.includes(t)) return true;
    if (FALSE_WORDS.includes(t)) return false;
    ctx.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  })
  .optional();

const textCell = (max: number) =>
  z
    .string()
    .transform((v, ctx) => {
      const t = v.trim();
      if (t.length > max) ctx.addIssue({ code: 'custom', message: 'too_long' });
      else if (!isSingleLine(t)) ctx.addIssue({ code: 'custom', message: 'invalid' });
      return t;
    })
    .optional();

export const CATALOG_PAYERS = ['CUSTOMER', 'ALWAYS_CUSTOMER', 'TENANT'] as const;

/**
 * One row of the file as read (cells as text, a column left out: undefined) and checked column
 * by column; each issue's path is its column and its message a field-error key.
 */
export const CatalogImportRowSchema = z.object({
  article_number: z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, 'required')
        .max(50, 'too_long')
        .refine((v) => isSingleLine(v), 'invalid'),
    ),
  product_id: intCell(1, 2_147_483_647),
  ...(Object.fromEntries(NAME_COLUMNS.map((c) => [c, textCell(200)])) as Record<
    NameColumn,
    ReturnType<typeof textCell>
  >),
  package_size: intCell(1, 1_000_000_000),
  price: z
    .string()
    .transform((v, ctx) => {
      if (blank(v)) return undefined;
      const minor = minorOfPrice(v);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return minor;
    })
    .optional(),
  weight_grams: intCell(0, 1_000_000_000),
  free_shipping: boolCell,
  number_of_forms: intCell(0, 1000),
  payer: z
    .string()
    .transform((v, ctx) => {
      if (blank(v)) return undefined;
      const t = v.trim().toUpperCase();
      if ((CATALOG_PAYERS as readonly string[]).includes(t)) return t as (typeof CATALOG_PAYERS)[number];
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    })
    .optional(),
  ...(Object.fromEntries(ALTERNATIVE_PRICE_COLUMNS.map((c) => [c, textCell(100)])) as Record<
    AlternativePriceColumn,
    ReturnType<typeof textCell>
  >),
  active: boolCell,
});
export type CatalogImportRow = z.infer<typeof CatalogImportRowSchema>;

/** `?tenant=&dryRun=`: the dry run is the default; `dryRun=false` applies the good rows. */
export const CatalogImportQuerySchema = z.object({
  tenant: TenantIdSchema,
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The file's name, for the audit trail. */
  fileName: z
    .string()
    .trim()
    .max(200)
    .refine((v) => isSingleLine(v), 'invalid')
    .optional(),
});

/** Why a row or the file was refused: a field-error key, or one of these. */
export const CATALOG_IMPORT_ERRORS = [
  /** The file is no CSV (a quote not closed, ...): nothing read. */
  'csv_invalid',
  /** The header lacks article_number. */
  'no_article_number_column',
  /** The same article number again in the file. */
  'duplicate',
  /** A product id the tenant has not. */
  'not_found',
] as const;

export const CatalogImportErrorSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  /** The column, as the header names it; '' for the whole row or file. */
  column: z.string(),
  /** A field-error key ('required', 'invalid', ...) or one of CATALOG_IMPORT_ERRORS. */
  message: z.string(),
  value: z.string().optional(),
});
export type CatalogImportError = z.infer<typeof CatalogImportErrorSchema>;

export const CatalogFieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

export const CatalogImportChangeSchema = z.object({
  line: z.number().int(),
  articleNumber: z.string(),
  kind: z.enum(['create', 'update']),
  /** column (price, name_sv, ...) → { from, to } as the file writes them; from is null on create. */
  fields: z.record(z.string(), CatalogFieldChangeSchema),
});
export type CatalogImportChange = z.infer<typeof CatalogImportChangeSchema>;

export const CatalogImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (the header and empty lines not counted). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with at least one error (skipped). */
  badRows: z.number().int(),
  /** The errors, by line then column (at most CATALOG_IMPORT_MAX_ERRORS). */
  errors: z.array(CatalogImportErrorSchema),
  errorsTotal: z.number().int(),
  /** The first CATALOG_IMPORT_MAX_CHANGES changes, in the file's order. */
  changes: z.array(CatalogImportChangeSchema),
  changesTotal: z.number().int(),
  /** Header names the import does not know (passed over). */
  ignoredColumns: z.array(z.string()),
});
export type CatalogImportReport = z.infer<typeof CatalogImportReportSchema>;
