import { AdminCampaignsApi } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import {
  adminCampaigns,
  changeCampaign,
  changeSlider,
  createCampaign,
  removeCampaign,
} from './admin-campaigns.service.ts';
import { registerOperatorCalls } from './admin-route.ts';

/** The back office's campaigns and home-page calls. */
export function registerAdminCampaignsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerOperatorCalls(app, ctx, AdminCampaignsApi, {
    list: ({ operator, query }) => adminCampaigns(ctx, operator.tenant, query.lang),
    create: ({ operator, body }) => createCampaign(ctx, operator, body),
    change: ({ operator, params, body }) => changeCampaign(ctx, operator, params.id, body),
    remove: ({ operator, params }) => removeCampaign(ctx, operator, params.id),
    slider: ({ operator, query, body }) => changeSlider(ctx, operator, body.productIds, query.lang),
  });
}
