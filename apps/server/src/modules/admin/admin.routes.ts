import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerAdminAuditRoutes } from './admin-audit.routes.ts';
import { registerAdminAuthRoutes } from './admin-auth.routes.ts';
import { registerAdminCampaignsRoutes } from './admin-campaigns.routes.ts';
import { registerAdminCatalogRoutes } from './admin-catalog.routes.ts';
import { registerAdminContentRoutes } from './admin-content.routes.ts';
import { registerAdminCustomersRoutes } from './admin-customers.routes.ts';
import { registerAdminGroupPictureRoutes } from './admin-group-pictures.routes.ts';
import { registerAdminImportRoutes } from './admin-import.routes.ts';
import { registerAdminMediaRoutes } from './admin-media.routes.ts';
import { registerAdminOrdersRoutes } from './admin-orders.routes.ts';
import { registerAdminSettingsRoutes } from './admin-settings.routes.ts';
import { registerAdminStoresRoutes } from './admin-stores.routes.ts';

/** Every call of the back office (`/api/admin/...`). */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerAdminAuthRoutes(app, ctx);
  registerAdminOrdersRoutes(app, ctx);
  registerAdminCustomersRoutes(app, ctx);
  registerAdminStoresRoutes(app, ctx);
  registerAdminAuditRoutes(app, ctx);
  registerAdminMediaRoutes(app, ctx);
  registerAdminCatalogRoutes(app, ctx);
  registerAdminGroupPictureRoutes(app, ctx);
  registerAdminImportRoutes(app, ctx);
  registerAdminContentRoutes(app, ctx);
  registerAdminSettingsRoutes(app, ctx);
  registerAdminCampaignsRoutes(app, ctx);
}
