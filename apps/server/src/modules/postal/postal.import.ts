import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
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

/** Splits one CSV line into fields; double quotes enclose a field and "" is a quote. Null when a quote is not closed. */
export function parseCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) return null;
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else field += line[i++];
      }
      // Anything between the closing quote and the separator is kept as is.
      while (i < line.length && line[i] !== ',') field += line[i++];
    } else {
      while (i < line.length && line[i] !== ',') field += line[i++];
    }
    fields.push(field.trim());
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

const HEADER = ['zip_code', 'city', 'street_name'] as const;

/**
 * Reads a postcode CSV (header zip_code,city,street_name; quoted fields allowed) and upserts
 * the good rows into postal_directory in batches, each inside a transaction. Bad rows (zip
 * not 5 digits, empty city or street, wrong column count) are reported by line and skipped.
 */
export async function importPostcodes(db: Db, input: Readable, opts: ImportOptions = {}): Promise<ImportSummary> {
  const country = (opts.country ?? 'SE').toUpperCase();
  const batchSize = opts.batchSize ?? 1000;
  const summary: ImportSummary = { read: 0, imported: 0, skipped: 0, problems: [] };
  let bytes = 0;
  let lineNo = 0;
  let columns: Record<(typeof HEADER)[number], number> | null = null;
  let batch = new Map<string, DirectoryRow>();

  const flush = async () => {
    if (batch.size === 0) return;
    const rows = [...batch.values()];
    batch = new Map();
    await db.transaction().execute((trx) => upsertDirectoryRows(trx, rows));
    opts.onProgress?.(bytes, opts.totalBytes ?? null, summary.read);
  };
  const problem = (reason: ImportProblem['reason']) => {
    summary.skipped++;
    summary.problems.push({ line: lineNo, reason });
  };

  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const raw of lines) {
    lineNo++;
    bytes += Buffer.byteLength(raw) + 1;
    const line = lineNo === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (line.trim() === '') continue;
    const fields = parseCsvLine(line);
    if (!columns) {
      const names = (fields ?? []).map((f) => f.toLowerCase());
      const idx = HEADER.map((h) => names.indexOf(h));
      if (idx.some((n) => n < 0)) throw new Error(`line 1: the header must name ${HEADER.join(', ')}`);
      columns = { zip_code: idx[0] as number, city: idx[1] as number, street_name: idx[2] as number };
      continue;
    }
    summary.read++;
    if (!fields) {
      problem('quote');
      continue;
    }
    if (fields.length < 3) {
      problem('columns');
      continue;
    }
    const zip = (fields[columns.zip_code] ?? '').replace(/\s+/g, '');
    const city = fields[columns.city] ?? '';
    const street = fields[columns.street_name] ?? '';
    if (!/^\d{5}$/.test(zip)) problem('zip_code');
    else if (city === '' || city.length > 50) problem('city');
    else if (street === '' || street.length > 100) problem('street_name');
    else {
      // The same key twice in one statement would make the upsert fail: the last one wins.
      batch.set(`${zip}\u0000${street}`, { country, zip_code: zip, city, street_name: street });
      if (batch.size >= batchSize) await flush();
    }
  }
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
