import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type MailWorkerState, type ReadyAnswer, readiness } from './health.service.ts';

export type { MailWorkerState };

const HealthAnswerSchema = z.object({ status: z.literal('ok') });

const ReadyAnswerSchema: z.ZodType<ReadyAnswer> = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    migrations: z.object({ state: z.enum(['applied', 'pending', 'unknown']), pending: z.array(z.string()) }),
    mailWorker: z.enum(['running', 'stopped', 'not_in_this_process']),
    /** 'down' is degraded, not unready: the login counters fall back to this process's memory. */
    redis: z.enum(['none', 'up', 'down']),
  }),
});

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
