import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerAdminAuthRoutes } from './admin-auth.routes.ts';

/** Every call of the back office (`/api/admin/...`). */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAdminAuthRoutes(app, ctx);
}
