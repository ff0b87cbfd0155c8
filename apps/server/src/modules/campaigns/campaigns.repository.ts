import type { Campaign } from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { type ProductsScope, summarySelection } from '../catalog/catalog.repository.ts';

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
    .select((eb) => [
      'campaign_products.campaign_id as campaignId',
      ...summarySelection(eb as unknown as ProductsScope),
    ])
    .where('campaign_products.tenant_id', '=', tenantId)
    .where('products.active', '=', true)
    .where(
      'campaign_products.campaign_id',
      'in',
      campaigns.map((c) => c.id),
    )
    .orderBy('campaign_products.campaign_id')
    .orderBy('campaign_products.position')
    .execute();
  return campaigns.map((c) => ({
    ...c,
    articleContainers: links.filter((l) => l.campaignId === c.id).map(({ campaignId: _, ...product }) => product),
  }));
}
