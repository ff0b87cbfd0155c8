import { readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeCsv } from '@shop/contract';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest, openDb } from '../apps/server/src/db/connect.ts';
import { progressBar } from '../apps/server/src/lib/progress.ts';
import { importCatalog } from '../apps/server/src/modules/admin/admin-import.service.ts';
import { TenantDirectory } from '../apps/server/src/plugins/tenant-context.ts';

/**
 * `npm run import:catalog -- FILE.csv --tenant T [--dry-run]`: imports a catalog CSV (the
 * back office's export format, see docs/back-office.md) into tenant T's articles, by article
 * number, in the database the server uses (DATABASE_URL, else the PGlite data in SHOP_DATA_DIR).
 * The same service as `POST /api/admin/catalog/import`: a dry run reports and changes nothing;
 * otherwise the good rows are written in one transaction and the bad ones listed. Progress on
 * stderr; exit code 1 when a row was bad.
 */
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: {
    tenant: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: true,
});
const usage = 'Usage: npm run import:catalog -- FILE.csv --tenant T [--dry-run]';
if (values.help || positionals.length !== 1 || !values.tenant) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
const tenantId = Number(values.tenant);
if (!Number.isInteger(tenantId) || tenantId < 1) {
  console.error('--tenant must be a tenant id, e.g. 4');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] as string);
let text: string;
try {
  statSync(file);
  text = decodeCsv(readFileSync(file));
} catch {
  console.error(`Cannot read ${file}`);
  process.exit(2);
}

const config = loadConfig();
const db = await openDb(config.db);
const tty = process.stderr.isTTY === true;
const started = Date.now();
const phases = { read: 'reading', check: 'checking', write: 'writing' } as const;
try {
  await migrateToLatest(db);
  const tenant = await new TenantDirectory(db).get(tenantId);
  if (!tenant) throw new Error(`No tenant ${tenantId}`);
  let last = '';
  const report = await importCatalog(db, tenant, text, {
    dryRun: values['dry-run'],
    fileName: path.basename(file),
    actor: { userId: null, username: `cli:${userInfo().username}` },
    onProgress: (phase, done, total) => {
      const ratio = total > 0 ? done / total : 1;
      const line = `${phases[phase].padEnd(8)} ${progressBar(ratio)} ${Math.round(ratio * 100)}% ${done}/${total}`;
      if (line === last) return;
      last = line;
      if (tty) process.stderr.write(`\r${line}`);
      else if (done === total) process.stderr.write(`${line}\n`);
    },
  });
  if (tty) process.stderr.write('\n');
  for (const e of report.errors.slice(0, 50)) {
    console.error(`line ${e.line}${e.column ? `, ${e.column}` : ''}: ${e.message}${e.value ? ` (${e.value})` : ''}`);
  }
  if (report.errorsTotal > 50) console.error(`... and ${report.errorsTotal - 50} more errors`);
  if (report.ignoredColumns.length > 0) console.error(`Columns passed over: ${report.ignoredColumns.join(', ')}`);
  const verb = report.dryRun ? 'would be' : 'were';
  console.log(
    `${report.rows} rows: ${report.created} ${verb} created, ${report.updated} updated, ${report.unchanged} unchanged, ` +
      `${report.badRows} bad (skipped)${report.dryRun ? ' — dry run, nothing changed' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (report.badRows > 0 || report.errorsTotal > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
