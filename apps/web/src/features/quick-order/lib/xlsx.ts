import { type FileLines, type FileRecord, readRecords } from './csv.ts';
import { readFileBytes } from './read-file.ts';

/**
 * Reads the first sheet of an Excel workbook (.xlsx) into quick-order lines, numbered by the
 * sheet's rows as the spreadsheet shows them; then as a CSV file's rows (readRecords: header
 * optional, columns by name or content). read-excel-file reads the workbook, loaded with the
 * first .xlsx file. A number cell is read as Excel shows it without grouping: 5 as "5", an
 * article number typed as a number (10032) as "10032".
 */
export async function readXlsx(file: Blob): Promise<FileLines> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(await readFileBytes(file));
  const records: FileRecord[] = rows.map((row, index) => ({
    line: index + 1,
    fields: row.map((cell) => cellText(cell)),
  }));
  return readRecords(records);
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}
