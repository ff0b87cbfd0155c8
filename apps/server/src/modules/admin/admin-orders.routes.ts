import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The back office's orders calls. */
export function registerAdminOrdersRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
