import { AdminSettingsApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerOperatorCalls } from './admin-route.ts';
import { patchSettings, settingsOf } from './admin-settings.service.ts';

/** The back office's tenant settings calls. */
export function registerAdminSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminSettingsApi, {
    settings: ({ operator }) => settingsOf(ctx, operator.tenant),
    change: ({ operator, body }) => patchSettings(ctx, operator, body),
  });
}
