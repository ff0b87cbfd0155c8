import {
  CsvSyntaxError,
  isArticleNumber,
  parseCsv,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderLine,
  type QuickOrderRefusal,
} from '@shop/contract';
import { readRows } from './check.ts';

/**
 * Reads an uploaded CSV file into quick-order lines: csv-parse splits it (the back office's
 * catalog import reads files the same way, contract `parseCsv`: the separator of `;`, tab and `,`
 * the first line holds most of, quoted fields, each record's first line), loaded with the first
 * file. A header row is optional: the article number and amount columns are found by their
 * names in the six languages, or else by their content. Lines are numbered as in the file (a
 * header is line 1).
 */

/** Column names, compared without case, accents, spaces and punctuation. */
const NUMBER_NAMES = [
  'articlenumber',
  'articleno',
  'article',
  'artno',
  'itemnumber',
  'itemno',
  'productnumber',
  'sku',
  'artikelnummer',
  'artikelnr',
  'artnr',
  'artikel',
  'artikkelnummer',
  'artikkelnr',
  'tuotenumero',
  'tuotenro',
  'tuote',
  'numerodearticulo',
  'articulo',
  'referencia',
  'varenummer',
  'varenr',
];
const AMOUNT_NAMES = [
  'amount',
  'quantity',
  'qty',
  'count',
  'pcs',
  'antal',
  'antall',
  'maara',
  'kpl',
  'lukumaara',
  'cantidad',
  'maengde',
  'mengde',
  'st',
  'stk',
];

/** A column name as compared: lower case, no accents, æ/ø as ae/o, letters and digits only. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** The records of a CSV text with the line each starts on, cells trimmed (csv-parse, loaded on first use). */
export async function splitCsv(text: string): Promise<FileRecord[]> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  return parseCsv(text, parse).map((r) => ({ line: r.line, fields: r.cells.map((c) => c.trim()) }));
}

export type CsvColumns = { number: number; amount: number | null; header: boolean };

function columnByName(names: readonly string[], header: readonly string[]): number {
  return header.findIndex((h) => names.includes(normalizeName(h)));
}

const WHOLE = /^\d+$/;

/**
 * The article number and amount columns: by the first row's names when it names the article
 * number column, else by content (the amount column holds whole numbers only; the article number
 * column holds article numbers, not only digits where another column does).
 */
export function detectColumns(records: readonly { fields: string[] }[]): CsvColumns {
  const first = records[0]?.fields ?? [];
  const byName = columnByName(NUMBER_NAMES, first);
  if (byName >= 0) {
    const amount = columnByName(AMOUNT_NAMES, first);
    return { number: byName, amount: amount >= 0 ? amount : null, header: true };
  }
  const namedAmount = columnByName(AMOUNT_NAMES, first);
  const width = Math.max(0, ...records.map((r) => r.fields.length));
  const sample = records.slice(0, 50);
  const cells = (c: number) => sample.map((r) => r.fields[c] ?? '').filter((f) => f !== '');
  const share = (c: number, test: (f: string) => boolean) => {
    const list = cells(c);
    return list.length === 0 ? 0 : list.filter(test).length / list.length;
  };
  const columns = Array.from({ length: width }, (_, c) => c).filter((c) => c !== namedAmount);
  const numbers = columns.filter((c) => share(c, isArticleNumber) >= 0.5);
  const coded = (f: string) => isArticleNumber(f) && /\d/.test(f) && !WHOLE.test(f);
  const number =
    numbers.find((c) => share(c, coded) >= 0.5) ??
    numbers.find((c) => share(c, (f) => !WHOLE.test(f)) >= 0.5) ??
    numbers[0] ??
    0;
  const amount =
    namedAmount >= 0
      ? namedAmount
      : (columns.find((c) => c !== number && share(c, (f) => WHOLE.test(f)) >= 0.6) ?? null);
  // A first row of other names: its amount is no number, or its article number has no digit where the others have.
  const firstNumber = first[number] ?? '';
  const header =
    namedAmount >= 0 ||
    !isArticleNumber(firstNumber) ||
    (amount !== null && (first[amount] ?? '') !== '' && !WHOLE.test(first[amount] ?? '')) ||
    (!/\d/.test(firstNumber) && share(number, (f) => /\d/.test(f)) >= 0.5);
  return { number, amount, header };
}

/** A file's rows as read: the line (or sheet row) each starts on and its cells, trimmed. */
export type FileRecord = { line: number; fields: string[] };
export type FileLines = { lines: QuickOrderLine[]; refused: QuickOrderRefusal[] };

/** The lines of a CSV file, numbered as in the file; unreadable rows refused by their line. */
export async function readCsv(text: string): Promise<FileLines> {
  let all: FileRecord[];
  try {
    all = await splitCsv(text);
  } catch (error) {
    // A quote never closed: the file is refused from that line.
    if (error instanceof CsvSyntaxError) {
      return { lines: [], refused: [{ line: error.line, text: '', reason: 'unreadable' }] };
    }
    throw error;
  }
  return readRecords(all);
}

/**
 * The quick-order lines of a file's rows (CSV records or a sheet's rows): empty rows left out,
 * the columns found (detectColumns), each row read as a typed row is; bad rows refused by line.
 */
export function readRecords(all: readonly FileRecord[]): FileLines {
  const records = all.filter((r) => r.fields.some((f) => f !== '')).slice(0, QUICK_ORDER_MAX_LINES + 1);
  const columns = detectColumns(records);
  const data = columns.header ? records.slice(1) : records;
  const lines: QuickOrderLine[] = [];
  const refused: QuickOrderRefusal[] = [];
  for (const record of data) {
    const number = record.fields[columns.number] ?? '';
    const amount = columns.amount === null ? '' : (record.fields[columns.amount] ?? '');
    const read = readRows([{ articleNumber: number, amount }]);
    const [ok] = read.lines;
    const text = record.fields.filter(Boolean).join(' ').slice(0, 200);
    if (ok) lines.push({ line: record.line, articleNumber: ok.articleNumber, amount: ok.amount });
    else refused.push({ line: record.line, text, reason: read.refused[0]?.reason ?? 'unreadable' });
  }
  return { lines, refused };
}
