import { LANGUAGES } from '@shop/contract';
import { migrateToLatest, openDb } from '../apps/server/src/db/connect.ts';
import { seedDemoData } from '../apps/server/src/db/seed/index.ts';
import { importCatalog } from '../apps/server/src/modules/admin/admin-import.service.ts';
import { TenantDirectory } from '../apps/server/src/plugins/tenant-context.ts';
import { type BudgetRow, budget, table } from './report.ts';
import { cleanUpAll, createDatabase, postgresReachable, tempDir } from './server.ts';

/**
 * `node bench/catalog-import.ts`: the back office's catalog import (issue 24) of a 10,000-row
 * CSV for shop 4 (new articles on its demo products), through the import's service on a fresh
 * seeded database: the dry run, the import, the same file changed in every row (dry run and
 * import: 10,000 updates), and the same file again (nothing to change). Budget: an import of
 * 10,000 rows (its check and its writes) under 30 s.
 *
 * BENCH_IMPORT_ROWS (10000), BENCH_SCALE_DB (pglite, postgres or both; default both),
 * BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
export const IMPORT_BUDGET_S = 30;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const TENANT = 4;
const which = process.env.BENCH_SCALE_DB ?? 'both';
const adminUrl = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A catalog file of `rows` articles spread over `products`, every column filled; `round` changes every price. */
export function catalogFile(products: readonly number[], rows: number, round = 0): string {
  const header = [
    'article_number',
    'product_id',
    ...LANGUAGES.map((l) => `name_${l}`),
    'package_size',
    'price',
    'weight_grams',
    'free_shipping',
    'number_of_forms',
    'payer',
    'alternative_price_en',
    'active',
  ];
  const lines = [header.join(';')];
  for (let i = 0; i < rows; i++) {
    const product = products[i % products.length];
    const names = LANGUAGES.map((l) => `"${l.toUpperCase()} bag ${i}; size ${(i % 7) + 1}"`);
    const price = `${(i % 900) + 1 + round},${String(i % 100).padStart(2, '0')}`;
    lines.push(
      [`IMP-${100000 + i}`, product, ...names, 100, price, (i % 50) + 5, i % 2 === 0, 0, 'CUSTOMER', '', true].join(
        ';',
      ),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export interface ImportRun {
  db: string;
  steps: { step: string; seconds: number; report: string }[];
}

/** The import's steps on a fresh seeded database of `kind` (PGlite in files, or a PostgreSQL database of its own). */
export async function measureImport(kind: 'pglite' | 'postgres'): Promise<ImportRun> {
  const target =
    kind === 'pglite'
      ? { kind: 'pglite' as const, dataDir: tempDir('bench-import').dir }
      : { kind: 'postgres' as const, url: (await createDatabase(adminUrl, 'bench_import')).url };
  const db = await openDb(target);
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    const tenant = await new TenantDirectory(db).get(TENANT);
    if (!tenant) throw new Error(`no tenant ${TENANT}`);
    const products = (
      await db.selectFrom('products').select('id').where('tenant_id', '=', TENANT).orderBy('id').execute()
    ).map((r) => r.id);
    const steps: ImportRun['steps'] = [];
    const actor = { userId: null, username: 'bench' };
    const step = async (name: string, text: string, dryRun: boolean) => {
      const started = performance.now();
      const r = await importCatalog(db, tenant, text, { dryRun, actor, fileName: 'bench.csv' });
      const seconds = (performance.now() - started) / 1000;
      steps.push({
        step: name,
        seconds,
        report: `${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.badRows} bad`,
      });
    };
    const first = catalogFile(products, ROWS);
    const second = catalogFile(products, ROWS, 1);
    await step(`dry run, ${ROWS} new`, first, true);
    await step(`import, ${ROWS} new`, first, false);
    await step(`dry run, ${ROWS} changed`, second, true);
    await step(`import, ${ROWS} changed`, second, false);
    await step('import, nothing changed', second, false);
    return { db: kind === 'pglite' ? 'PGlite' : 'PostgreSQL', steps };
  } finally {
    await db.destroy();
  }
}

/** The report's rows: each step of each run. */
export function importTable(runs: readonly ImportRun[]): string {
  return table(
    ['catalog import', 'database', 'seconds', 'report'],
    runs.flatMap((r) => r.steps.map((s) => [s.step, r.db, s.seconds.toFixed(2), s.report])),
  );
}

/** The budget rows: each import of ROWS rows (new, then changed) under IMPORT_BUDGET_S. */
export function importBudgets(runs: readonly ImportRun[]): BudgetRow[] {
  return runs.flatMap((r) =>
    r.steps
      .filter((s) => s.step.startsWith('import, ') && !s.step.includes('nothing'))
      .map((s) =>
        budget(
          `catalog import, ${s.step} rows (${r.db})`,
          s.seconds,
          `< ${IMPORT_BUDGET_S} s`,
          (v) => v < IMPORT_BUDGET_S,
          (v) => `${v.toFixed(2)} s`,
        ),
      ),
  );
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  try {
    const kinds: ('pglite' | 'postgres')[] = which === 'both' ? ['pglite', 'postgres'] : [which as 'pglite'];
    const runs: ImportRun[] = [];
    for (const kind of kinds) {
      if (kind === 'postgres' && !(await postgresReachable(adminUrl))) {
        console.log(`PostgreSQL not reachable at ${adminUrl}: not measured`);
        continue;
      }
      console.log(`measuring on ${kind} ...`);
      runs.push(await measureImport(kind));
    }
    console.log(importTable(runs));
    const rows = importBudgets(runs);
    console.log('');
    console.log(
      table(
        ['budget', 'figure', 'limit', 'verdict'],
        rows.map((b) => [b.budget, b.figure, b.limit, b.verdict]),
      ),
    );
    if (rows.some((b) => b.verdict === 'FAIL')) process.exitCode = 1;
  } finally {
    await cleanUpAll();
  }
  process.exit(process.exitCode ?? 0);
}
