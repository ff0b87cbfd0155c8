import {
  AdminCampaignSchema,
  AdminCampaignsAnswerSchema,
  AdminCampaignsListQuerySchema,
  AdminCampaignsQuerySchema,
  CampaignCreateBodySchema,
  CampaignIdParamSchema,
  CampaignPatchBodySchema,
  HomeSliderAnswerSchema,
  HomeSliderBodySchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import {
  adminCampaigns,
  changeCampaign,
  changeSlider,
  createCampaign,
  removeCampaign,
} from './admin-campaigns.service.ts';
import { operatorOf } from './admin-guard.ts';
import { operatorRoutes } from './admin-route.ts';

/** The back office's campaigns and home-page calls. */
export function registerAdminCampaignsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const route = operatorRoutes(ctx, 'admin: campaigns');

  typed.get(
    '/api/admin/campaigns',
    route('catalog:read', {
      summary: "The tenant's campaigns in display order with their products, and the home page's 'In focus' set",
      querystring: AdminCampaignsListQuerySchema,
      response: { 200: AdminCampaignsAnswerSchema },
    }),
    async (request) => adminCampaigns(ctx, operatorOf(request).tenant, request.query.lang),
  );

  typed.post(
    '/api/admin/campaigns',
    route('catalog:write', {
      summary: 'A new campaign, last in the order, with its products; 409 too_many_campaigns',
      querystring: AdminCampaignsQuerySchema,
      body: CampaignCreateBodySchema,
      response: { 201: AdminCampaignSchema },
    }),
    async (request, reply) => reply.code(201).send(await createCampaign(ctx, operatorOf(request), request.body)),
  );

  typed.patch(
    '/api/admin/campaigns/:id',
    route('catalog:write', {
      summary: 'Change a campaign: texts per language, active, its place in the order, its products (in order)',
      querystring: AdminCampaignsQuerySchema,
      params: CampaignIdParamSchema,
      body: CampaignPatchBodySchema,
      response: { 200: AdminCampaignSchema },
    }),
    async (request) => changeCampaign(ctx, operatorOf(request), request.params.id, request.body),
  );

  typed.delete(
    '/api/admin/campaigns/:id',
    route('catalog:write', {
      summary: 'Delete a campaign (its products stay in the catalog)',
      querystring: AdminCampaignsQuerySchema,
      params: CampaignIdParamSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await removeCampaign(ctx, operatorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  typed.put(
    '/api/admin/home/slider',
    route('catalog:write', {
      summary:
        "The home page slider's products in order (none: the first of the range); 422 productIds.N not_found " +
        'for a product the tenant does not have',
      querystring: AdminCampaignsListQuerySchema,
      body: HomeSliderBodySchema,
      response: { 200: HomeSliderAnswerSchema },
    }),
    async (request) => changeSlider(ctx, operatorOf(request), request.body.productIds, request.query.lang),
  );
}
