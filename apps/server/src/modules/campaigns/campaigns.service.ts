import type { Campaign, Tenant } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { listCampaigns } from './campaigns.repository.ts';

/** campaign/ajaxList: the tenant's active campaigns, none where the tenant shows no campaigns. */
export async function campaignsOf(
  db: Db,
  tenant: Tenant,
  body: { limit: number; offset: number },
): Promise<Campaign[]> {
  return tenant.showCampaigns ? listCampaigns(db, tenant.id, body) : [];
}
