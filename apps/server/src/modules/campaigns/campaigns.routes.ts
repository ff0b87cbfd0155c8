import { CampaignSchema, ListCampaignsBodySchema } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { registerCall } from '../../plugins/calls.ts';
import { campaignsOf } from './campaigns.service.ts';

export function registerCampaignRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, {
    controller: 'campaign',
    action: 'ajaxList',
    access: 'catalog',
    summary: 'Campaigns with their products (none where the tenant shows no campaigns)',
    body: ListCampaignsBodySchema,
    response: z.array(CampaignSchema),
    handler: ({ body, tenant }) => campaignsOf(ctx.db, tenant, body),
  });
}
