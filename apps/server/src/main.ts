import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDb } from './db/connect.ts';
import { seedDemoData } from './db/seed/index.ts';

/** Starts the shop: migrate, seed an empty database, listen, and shut down cleanly on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config.db);
  await migrateToLatest(db);
  if (config.seedDemo) {
    const { seeded } = await seedDemoData(db);
    if (seeded) console.log('Demo data seeded.');
  }
  const app = await buildApp({ config, db, logger: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Shop ready: http://localhost:${config.port} (tenant ${config.defaultTenant}); other tenants at http://t<ID>.localhost:${config.port}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
