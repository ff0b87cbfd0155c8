/**
 * CSV files as both sides read them (the back office's catalog import on the server, the shop's
 * quick order in the browser): the separator, the text of the bytes, and the records with the
 * line each starts on. The parsing itself is csv-parse's; each side passes its build of it
 * (`csv-parse/sync` on the server, `csv-parse/browser/esm/sync` in the browser, loaded when a
 * file is read).
 */

/** csv-parse's `parse` of its sync API, with the options used here. */
export type CsvParse = (
  input: string,
  options: {
    delimiter: string;
    record_delimiter: string;
    info: true;
    raw: true;
    relax_column_count: true;
    skip_empty_lines: true;
  },
) => unknown;

/** One record of a CSV file: the line it starts on (1-based; the header is line 1) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** The separators a file may use: the one its first line holds most of (outside quotes). */
const SEPARATORS = [',', ';', '\t'] as const;

/** The separator of a file: the one its first non-empty line holds most of outside quotes; ',' when none. */
export function detectSeparator(text: string): string {
  const first = text.split('\n').find((l) => l.trim() !== '') ?? '';
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of first) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  let most = 0;
  for (const [sep, n] of counts) {
    if (n > most) {
      best = sep;
      most = n;
    }
  }
  return best;
}

/**
 * A file's bytes as text: UTF-8 (a byte order mark dropped); bytes that are no UTF-8 are read as
 * Windows-1252, which is what Excel writes as "CSV" in Swedish and English Windows.
 */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text;
}

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

/**
 * Parses a CSV file with csv-parse: a byte order mark allowed, `,` `;` or tab as separator
 * (detected), fields in double quotes also over several lines, empty lines skipped, cells trimmed
 * by the caller. Each record says the line it starts on. Throws CsvSyntaxError (with the line)
 * for a quote not closed or text after a closing quote.
 */
export function parseCsv(input: string, parse: CsvParse): CsvRecord[] {
  // One kind of line end: csv-parse counts lines by its record delimiter.
  const text = (input.charCodeAt(0) === 0xfeff ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const delimiter = detectSeparator(text);
  let rows: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    rows = parse(text, {
      delimiter,
      record_delimiter: '\n',
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as typeof rows;
  } catch (e) {
    const error = e as { lines?: number; message?: string };
    throw new CsvSyntaxError(error.lines ?? 1, error.message ?? 'invalid CSV');
  }
  return rows
    .filter((r) => !(r.record.length === 1 && (r.record[0] ?? '').trim() === ''))
    .map((r) => {
      // The record ends on `info.lines`; its own line breaks (in quotes) go before.
      const own = r.raw.replace(/^\n+/, '').replace(/\n$/, '');
      let breaks = 0;
      for (const ch of own) if (ch === '\n') breaks++;
      return { line: r.info.lines - breaks, cells: r.record };
    });
}
