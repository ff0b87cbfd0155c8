import { AdminSettingsPatchSchema, AdminSettingsQuerySchema, AdminSettingsSchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';
import { patchSettings, settingsOf } from './admin-settings.service.ts';

/** The back office's tenant settings calls. */
export function registerAdminSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin: settings');

  typed.get(
    '/api/admin/settings',
    route('settings:read', {
      summary: "The tenant's settings: VAT, languages, checkout switches, service prices, addresses, contact",
      querystring: AdminSettingsQuerySchema,
      response: { 200: AdminSettingsSchema },
    }),
    async (request) => settingsOf(ctx, operatorOf(request).tenant),
  );

  typed.patch(
    '/api/admin/settings',
    route('settings:write', {
      summary:
        'Change any subset of the settings; one audit row of what changed; in effect in the shop at once, ' +
        'on every process; 409 currency_locked (the tenant has orders)',
      querystring: AdminSettingsQuerySchema,
      body: AdminSettingsPatchSchema,
      response: { 200: AdminSettingsSchema },
    }),
    async (request) => patchSettings(ctx, operatorOf(request), request.body),
  );
}
