import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerAdminAuditRoutes } from './admin-audit.routes.ts';
import { registerAdminAuthRoutes } from './admin-auth.routes.ts';
import { registerAdminCustomersRoutes } from './admin-customers.routes.ts';
import { registerAdminOrdersRoutes } from './admin-orders.routes.ts';
import { registerAdminStoresRoutes } from './admin-stores.routes.ts';

/** Every call of the back office (`/api/admin/...`). */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAdminAuthRoutes(app, ctx);
  registerAdminOrdersRoutes(app, ctx);
  registerAdminCustomersRoutes(app, ctx);
  registerAdminStoresRoutes(app, ctx);
  registerAdminAuditRoutes(app, ctx);
}
