import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Stub: registers nothing yet. */
export function registerOrderHistoryRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
