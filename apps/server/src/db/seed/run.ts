import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDb } from '../connect.ts';
import { DEMO_PASSWORD, seedDemoData } from './index.ts';

/** `npx node apps/server/src/db/seed/run.ts`: migrates the configured database and seeds the demo shops. */
const config = loadConfig();
const where =
  config.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.db.dataDir ?? 'memory'}`;
const db = await openDb(config.db);
try {
  await migrateToLatest(db);
  const started = performance.now();
  const { seeded } = await seedDemoData(db);
  const ms = Math.round(performance.now() - started);
  if (seeded) {
    console.log(`Demo data seeded into ${where} in ${ms} ms.`);
    console.log(
      `Demo accounts: business.T@example.com, private.T@example.com, temp.T@example.com, admin.T@example.com`,
    );
    console.log(`(T = tenant 3..9), stores.3@example.com and stores2.3@example.com; password ${DEMO_PASSWORD}.`);
  } else {
    console.log(`${where} already holds shop data; nothing seeded.`);
  }
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
