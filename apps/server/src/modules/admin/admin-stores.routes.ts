import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The back office's stores calls. */
export function registerAdminStoresRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
