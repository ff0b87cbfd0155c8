import type { Readable } from 'node:stream';
import {
  ALTERNATIVE_PRICE_COLUMNS,
  CATALOG_IMPORT_MAX_CHANGES,
  CATALOG_IMPORT_MAX_ERRORS,
  CATALOG_READ_ONLY_COLUMNS,
  CATALOG_VALUE_COLUMNS,
  type CatalogImportChange,
  type CatalogImportError,
  type CatalogImportReport,
  CatalogImportRowSchema,
  CsvSyntaxError,
  catalogCsvColumns,
  decimalOfMinor,
  LANGUAGES,
  type LocalizedField,
  localize,
  NAME_COLUMNS,
  parseCsv,
  parseTagged,
  type Tenant,
  toTagged,
} from '@shop/contract';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/connect.ts';
import { lockTenantFor } from '../../db/locks.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import {
  type CatalogArticle,
  exportBatch,
  findTenantArticles,
  findTenantProductIds,
  upsertArticles,
} from './admin-import.repository.ts';
import { writeAudit } from './audit.ts';

/** The tenant the catalog belongs to: its id, languages and default language. */
export type CatalogTenant = Pick<Tenant, 'id' | 'languages' | 'defaultLanguage'>;

// ---------------------------------------------------------------------------------------------
// Names: one column per language, stored as language-tagged text.

/** A stored name by language; an untagged name is the tenant's default language's. */
export function namesOf(name: string, defaultLanguage: string): Map<string, string> {
  const parts = parseTagged(name);
  if (parts.size === 0 && name.trim() !== '') return new Map([[defaultLanguage, name.trim()]]);
  return parts;
}

function sameNames(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([lang, text]) => b.get(lang) === text);
}

// ---------------------------------------------------------------------------------------------
// Export.

const EXPORT_BATCH = 1000;

/**
 * The tenant's articles as CSV (UTF-8 with a byte order mark, for Excel): one row per article
 * with its product's id and name, a name column per language of the tenant, money as decimals.
 * Streamed: EXPORT_BATCH articles a query, written as the reader takes them.
 */
export function catalogCsv(db: Db, tenant: CatalogTenant): Readable {
  return csvStream({ header: true, bom: true, columns: catalogCsvColumns(tenant.languages) }, async function* () {
    let afterId = 0;
    for (;;) {
      const rows = await exportBatch(db, tenant.id, afterId, EXPORT_BATCH);
      for (const a of rows) {
        const names = namesOf(a.name, tenant.defaultLanguage);
        const alternative = namesOf(a.alternative_price ?? '', tenant.defaultLanguage);
        yield {
          article_number: a.article_number,
          product_id: a.container_id,
          product_name: localize(a.product_name, tenant.defaultLanguage),
          ...Object.fromEntries(tenant.languages.map((lang) => [`name_${lang}`, names.get(lang) ?? ''])),
          package_size: a.quantity,
          price: decimalOfMinor(a.price_minor),
          weight_grams: a.weight_grams,
          free_shipping: a.free_shipping,
          number_of_forms: a.number_of_forms,
          payer: a.payer,
          ...Object.fromEntries(
            tenant.languages.map((lang) => [`alternative_price_${lang}`, alternative.get(lang) ?? '']),
          ),
          active: a.active,
        };
      }
      if (rows.length < EXPORT_BATCH) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Import.

export interface ImportOptions {
  /** true: report only, change nothing. */
  dryRun: boolean;
  /** The file's name (the audit trail). */
  fileName?: string;
  /** Who imports: the audit row's actor (the command line's has no user id). */
  actor: { userId: number | null; username: string };
  /** Called as the work goes on: the phase and how far (0 to 1). */
  onProgress?: (phase: 'read' | 'check' | 'write', done: number, total: number) => void;
}

/** What one good row does: its article as it will be, and the report's change (none: unchanged). */
interface Planned {
  article: CatalogArticle;
  change: CatalogImportChange | null;
}

interface Analysis {
  report: CatalogImportReport;
  writes: CatalogArticle[];
}

const KNOWN_COLUMNS = new Set<string>([
  'article_number',
  'product_id',
  ...NAME_COLUMNS,
  ...ALTERNATIVE_PRICE_COLUMNS,
  ...CATALOG_VALUE_COLUMNS,
  ...CATALOG_READ_ONLY_COLUMNS,
]);

/** How the report shows a field's value: money as a decimal, the rest as stored. */
const REPORT_FIELDS: [keyof CatalogArticle, string, (v: unknown) => unknown][] = [
  ['container_id', 'product_id', (v) => v],
  ['quantity', 'package_size', (v) => v],
  ['price_minor', 'price', (v) => (typeof v === 'number' ? decimalOfMinor(v) : v)],
  ['weight_grams', 'weight_grams', (v) => v],
  ['free_shipping', 'free_shipping', (v) => v],
  ['number_of_forms', 'number_of_forms', (v) => v],
  ['payer', 'payer', (v) => v],
  ['active', 'active', (v) => v],
];

function emptyReport(dryRun: boolean): CatalogImportReport {
  return {
    dryRun,
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    badRows: 0,
    errors: [],
    errorsTotal: 0,
    changes: [],
    changesTotal: 0,
    ignoredColumns: [],
  };
}

/**
 * Reads and checks a catalog file against the tenant's articles and products as `db` sees them:
 * every row's errors by line and column, and for the good rows what they create or change.
 * Writes nothing.
 */
export async function analyzeCatalogFile(
  db: Db,
  tenant: CatalogTenant,
  text: string,
  options: Pick<ImportOptions, 'dryRun' | 'onProgress'>,
): Promise<Analysis> {
  const report = emptyReport(options.dryRun);
  const errors: CatalogImportError[] = [];
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text, parse);
  } catch (e) {
    if (!(e instanceof CsvSyntaxError)) throw e;
    report.errors = [{ line: e.line, column: '', message: 'csv_invalid' }];
    report.errorsTotal = 1;
    return { report, writes: [] };
  }
  options.onProgress?.('read', 1, 1);
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  if (!names.includes('article_number')) {
    report.errors = [{ line: header?.line ?? 1, column: 'article_number', message: 'no_article_number_column' }];
    report.errorsTotal = 1;
    return { report, writes: [] };
  }
  report.ignoredColumns = names.filter((n) => !KNOWN_COLUMNS.has(n));
  const columns = names
    .map((name, index) => ({ name, index }))
    .filter((c) => KNOWN_COLUMNS.has(c.name) && !(CATALOG_READ_ONLY_COLUMNS as readonly string[]).includes(c.name));
  /** The languages each localized text has a column of in this file. */
  const languagesOf = (field: LocalizedField) =>
    columns.filter((c) => c.name.startsWith(`${field}_`)).map((c) => c.name.slice(field.length + 1));
  const textColumns = { name: languagesOf('name'), alternative_price: languagesOf('alternative_price') };

  const [existing, productIds] = await Promise.all([
    findTenantArticles(db, tenant.id),
    findTenantProductIds(db, tenant.id),
  ]);
  const seen = new Set<string>();
  const writes: CatalogArticle[] = [];
  const changes: CatalogImportChange[] = [];
  report.rows = rows.length;
  for (const [i, record] of rows.entries()) {
    if (i % 1000 === 0) options.onProgress?.('check', i, rows.length);
    const cells: Record<string, string> = {};
    for (const c of columns) cells[c.name] = record.cells[c.index] ?? '';
    const rowErrors: CatalogImportError[] = [];
    const fail = (column: string, message: string) =>
      rowErrors.push({ line: record.line, column, message, ...(cells[column] ? { value: cells[column] } : {}) });
    const parsed = CatalogImportRowSchema.safeParse(cells);
    let planned: Planned | null = null;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(String(issue.path[0] ?? ''), issue.message);
    } else if (seen.has(parsed.data.article_number)) {
      fail('article_number', 'duplicate');
    } else {
      seen.add(parsed.data.article_number);
      planned = planRow(parsed.data, existing.get(parsed.data.article_number), {
        line: record.line,
        cellsOf: cells,
        textColumns,
        productIds,
        defaultLanguage: tenant.defaultLanguage,
        fail,
      });
    }
    if (rowErrors.length > 0 || !planned) {
      report.badRows++;
      errors.push(...rowErrors);
      continue;
    }
    if (!planned.change) {
      report.unchanged++;
      continue;
    }
    if (planned.change.kind === 'create') report.created++;
    else report.updated++;
    writes.push(planned.article);
    changes.push(planned.change);
  }
  options.onProgress?.('check', rows.length, rows.length);
  report.errorsTotal = errors.length;
  report.errors = errors.slice(0, CATALOG_IMPORT_MAX_ERRORS);
  report.changesTotal = changes.length;
  report.changes = changes.slice(0, CATALOG_IMPORT_MAX_CHANGES);
  return { report, writes };
}

type Row = ReturnType<typeof CatalogImportRowSchema.parse>;

interface RowContext {
  line: number;
  cellsOf: Record<string, string>;
  /** The languages of each localized text the file has a column of. */
  textColumns: Record<LocalizedField, string[]>;
  productIds: Set<number>;
  defaultLanguage: string;
  fail: (column: string, message: string) => void;
}

/** What a checked row does to its article (new or existing); null when it cannot (errors given to `fail`). */
function planRow(row: Row, before: CatalogArticle | undefined, rc: RowContext): Planned | null {
  let ok = true;
  const fail = (column: string, message: string) => {
    ok = false;
    rc.fail(column, message);
  };
  if (row.product_id !== undefined && !rc.productIds.has(row.product_id)) fail('product_id', 'not_found');

  const texts = (field: LocalizedField) => {
    const from = namesOf(before?.[field] ?? '', rc.defaultLanguage);
    const to = new Map(from);
    for (const lang of rc.textColumns[field]) {
      const cell = (row as { [column: string]: unknown })[`${field}_${lang}`];
      const text = typeof cell === 'string' ? cell : '';
      if (text === '') to.delete(lang);
      else to.set(lang, text);
    }
    // Unchanged: kept as stored (untagged text stays untagged).
    const stored = before && sameNames(from, to) ? before[field] : to.size > 0 ? tagged(to) : null;
    return { from, to, stored };
  };
  const name = texts('name');
  const alternative = texts('alternative_price');
  if (name.to.size === 0) fail(`name_${rc.textColumns.name[0] ?? rc.defaultLanguage}`, 'required');

  if (!before) {
    for (const [value, column] of [
      [row.product_id, 'product_id'],
      [row.package_size, 'package_size'],
      [row.price, 'price'],
      [row.weight_grams, 'weight_grams'],
    ] as const) {
      if (value === undefined) fail(column, 'required');
    }
  }
  if (!ok) return null;

  const article: CatalogArticle = {
    article_number: row.article_number,
    container_id: row.product_id ?? before?.container_id ?? 0,
    name: name.stored ?? '',
    quantity: row.package_size ?? before?.quantity ?? 0,
    price_minor: row.price ?? before?.price_minor ?? 0,
    weight_grams: row.weight_grams ?? before?.weight_grams ?? 0,
    free_shipping: row.free_shipping ?? before?.free_shipping ?? false,
    number_of_forms: row.number_of_forms ?? before?.number_of_forms ?? 0,
    payer: row.payer ?? before?.payer ?? 'CUSTOMER',
    alternative_price: alternative.stored,
    active: row.active ?? before?.active ?? true,
  };

  const fields: CatalogImportChange['fields'] = {};
  for (const [key, column, show] of REPORT_FIELDS) {
    const from = before ? before[key] : null;
    if (!before || from !== article[key]) fields[column] = { from: before ? show(from) : null, to: show(article[key]) };
  }
  for (const [field, { from, to }] of [
    ['name', name],
    ['alternative_price', alternative],
  ] as const) {
    for (const lang of new Set([...from.keys(), ...to.keys()])) {
      const was = from.get(lang) ?? null;
      const is = to.get(lang) ?? null;
      if (was !== is) fields[`${field}_${lang}`] = { from: was, to: is };
    }
  }
  if (before && Object.keys(fields).length === 0) return { article, change: null };
  return {
    article,
    change: { line: rc.line, articleNumber: row.article_number, kind: before ? 'update' : 'create', fields },
  };
}

/** Names by language as the shop stores them (`[sv]...[en]...`, in the shop's order of languages). */
function tagged(names: Map<string, string>): string {
  return toTagged(Object.fromEntries([...names].filter(([lang]) => (LANGUAGES as readonly string[]).includes(lang))));
}

/**
 * Imports a catalog file into the tenant's articles, upserted by article number. A dry run
 * reports what would change and every bad row, changing nothing. Otherwise the file is checked
 * again inside one transaction, against the articles as they are then, and only its good rows
 * are written (UPSERT_CHUNK a statement), with one audit row for the import; bad rows are
 * skipped and reported again.
 */
export async function importCatalog(
  db: Db,
  tenant: CatalogTenant,
  text: string,
  options: ImportOptions,
): Promise<CatalogImportReport> {
  if (options.dryRun) return (await analyzeCatalogFile(db, tenant, text, options)).report;
  return db.transaction().execute(async (trx) => {
    // One import of the tenant at a time: each checks and reports against what the one before wrote.
    await lockTenantFor(trx, 'catalogImport', tenant.id);
    const { report, writes } = await analyzeCatalogFile(trx, tenant, text, options);
    if (writes.length === 0 && report.rows === 0) return report;
    await upsertArticles(trx, tenant.id, writes, (done) => options.onProgress?.('write', done, writes.length));
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor: options.actor,
      entity: 'catalog_import',
      entityId: (options.fileName ?? 'catalog.csv').slice(0, 200),
      action: 'imported',
      changes: {
        fileName: options.fileName ?? null,
        rows: report.rows,
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        badRows: report.badRows,
      },
    });
    return report;
  });
}
