import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** The back office's audit calls. */
export function registerAdminAuditRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
