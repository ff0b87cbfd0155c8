import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { migrationProvider } from '../../db/migrations/index.ts';

/** The mail sender of this process: sending, stopped (shutting down), or run by another process. */
export type MailWorkerState = 'running' | 'stopped' | 'not_in_this_process';

/** How long a readiness check waits for the database before it counts as unreachable. */
const DB_CHECK_MS = 2_000;

const HealthAnswerSchema = z.object({ status: z.literal('ok') });

const ReadyAnswerSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    migrations: z.object({ state: z.enum(['applied', 'pending', 'unknown']), pending: z.array(z.string()) }),
    mailWorker: z.enum(['running', 'stopped', 'not_in_this_process']),
    /** 'down' is degraded, not unready: the login counters fall back to this process's memory. */
    redis: z.enum(['none', 'up', 'down']),
  }),
});
type ReadyAnswer = z.infer<typeof ReadyAnswerSchema>;

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
    await withTimeout(sql`SELECT 1`.execute(ctx.db), DB_CHECK_MS);
    database = 'up';
    const infos = await withTimeout(
      new Migrator({ db: ctx.db, provider: migrationProvider }).getMigrations(),
      DB_CHECK_MS,
    );
    const pending = infos.filter((m) => m.executedAt === undefined).map((m) => m.name);
    migrations = { state: pending.length === 0 ? 'applied' : 'pending', pending };
  } catch {
    // database down, or the migration table unreadable: not ready
  }
  const checks = { database, migrations, mailWorker: mailWorker(), redis: ctx.counters.redisState() };
  const ready = database === 'up' && migrations.state === 'applied' && checks.mailWorker !== 'stopped';
  return { status: ready ? 'ready' : 'not_ready', checks };
}

/**
 * `GET /healthz`: the process answers (liveness). `GET /readyz`: the database answers, every
 * migration is applied, the mail sender of this process (if any) runs, and the state of Redis;
 * 200 when ready, 503 otherwise. Both public, for any host, outside every rate limit.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, mailWorker: () => MailWorkerState): void {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['health'],
        response: { 200: HealthAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        summary:
          'Readiness: database reachable, migrations applied, mail sender and Redis state (Redis down is degraded but ready)',
        tags: ['health'],
        response: { 200: ReadyAnswerSchema, 503: ReadyAnswerSchema },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(ctx, mailWorker);
      return reply
        .code(answer.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );
}
