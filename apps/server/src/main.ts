import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateToLatest, openDb } from './db/connect.ts';
import { seedDemoData } from './db/seed/index.ts';

/** How long requests in flight may take to finish after SIGTERM/SIGINT before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

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
  /**
   * Graceful shutdown: stop accepting connections (new requests on kept-alive ones get 503),
   * let the requests in flight finish (at most SHUTDOWN_GRACE_MS, then their connections are
   * closed), stop the mail sender (it finishes its batch and hands back the mails it has not
   * tried), then close the database. Exit 0 when all of it went well.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still in flight after the grace period: closing them');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the server failed');
      code = 1;
    }
    clearTimeout(force);
    try {
      await db.destroy();
    } catch (error) {
      app.log.error({ err: error }, 'closing the database failed');
      code = 1;
    }
    app.log.info({ signal }, 'shut down');
    process.exit(code);
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
