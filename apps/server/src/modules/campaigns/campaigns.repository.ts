import type { Campaign } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { toSummaries } from '../catalog/catalog.repository.ts';

/** Active campaigns in display order, each with its products. */
export async function listCampaigns(
  db: Db,
  tenantId: number,
  page: { limit: number; offset: number },
): Promise<Campaign[]> {
  const campaigns = await db
    .selectFrom('campaigns')
    .select(['id', 'name', 'description'])
    .where('tenant_id', '=', tenantId)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (campaigns.length === 0) return [];
  const links = await db
    .selectFrom('campaign_products')
    .innerJoin('products', 'products.id', 'campaign_products.container_id')
    .select([
      'campaign_products.campaign_id',
      'products.id',
      'products.group_id',
      'products.name',
      'products.description',
      'products.recommended',
    ])
    .where('campaign_products.tenant_id', '=', tenantId)
    .where(
      'campaign_products.campaign_id',
      'in',
      campaigns.map((c) => c.id),
    )
    .orderBy('campaign_products.campaign_id')
    .orderBy('campaign_products.position')
    .execute();
  const summaries = await toSummaries(db, tenantId, links);
  return campaigns.map((c) => ({
    ...c,
    articleContainers: summaries.filter((_, i) => links[i]?.campaign_id === c.id),
  }));
}
