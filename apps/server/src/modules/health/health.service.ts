import type { AppContext } from '../../context.ts';
import { pendingMigrations, pingDatabase } from './health.repository.ts';

/** The mail sender of this process: sending, stopped (shutting down), or run by another process. */
export type MailWorkerState = 'running' | 'stopped' | 'not_in_this_process';

/** How long a readiness check waits for the database before it counts as unreachable. */
const DB_CHECK_MS = 2_000;

/** The readiness of this process, as `GET /readyz` answers it. */
export interface ReadyAnswer {
  status: 'ready' | 'not_ready';
  checks: {
    database: 'up' | 'down';
    migrations: { state: 'applied' | 'pending' | 'unknown'; pending: string[] };
    mailWorker: MailWorkerState;
    /** 'down' is degraded, not unready: the login counters fall back to this process's memory. */
    redis: 'none' | 'up' | 'down';
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The readiness of this process: every check, and whether it may take traffic. */
export async function readiness(ctx: AppContext, mailWorker: () => MailWorkerState): Promise<ReadyAnswer> {
  let database: 'up' | 'down' = 'down';
  let migrations: ReadyAnswer['checks']['migrations'] = { state: 'unknown', pending: [] };
  try {
    await withTimeout(pingDatabase(ctx.db), DB_CHECK_MS);
    database = 'up';
    const pending = await withTimeout(pendingMigrations(ctx.db), DB_CHECK_MS);
    migrations = { state: pending.length === 0 ? 'applied' : 'pending', pending };
  } catch {
    // database down, or the migration table unreadable: not ready
  }
  const checks = { database, migrations, mailWorker: mailWorker(), redis: ctx.counters.redisState() };
  const ready = database === 'up' && migrations.state === 'applied' && checks.mailWorker !== 'stopped';
  return { status: ready ? 'ready' : 'not_ready', checks };
}
