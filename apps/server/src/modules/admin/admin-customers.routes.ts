import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The back office's customers calls. */
export function registerAdminCustomersRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
