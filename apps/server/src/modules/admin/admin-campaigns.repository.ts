import type { Db } from '../../db/connect.ts';
import { replaceOrderedRows, updateTenantRow } from '../../db/rows.ts';

export { existingProductIds } from './admin-catalog.repository.ts';

export interface CampaignRow {
  id: number;
  name: string;
  description: string;
  active: boolean;
  position: number;
}

export interface CampaignProductRow {
  campaignId: number;
  id: number;
  name: string;
  active: boolean;
}

/** The tenant's campaigns in display order (position, then id), active or not; locked for a change when `forUpdate`. */
export async function listCampaignRows(db: Db, tenantId: number, forUpdate = false): Promise<CampaignRow[]> {
  let q = db
    .selectFrom('campaigns')
    .select(['id', 'name', 'description', 'active', 'position'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .orderBy('id');
  if (forUpdate) q = q.forUpdate();
  return q.execute();
}

/** One campaign of the tenant, locked for a change when `forUpdate`. */
export async function findCampaignRow(
  db: Db,
  tenantId: number,
  id: number,
  forUpdate = false,
): Promise<CampaignRow | undefined> {
  let q = db
    .selectFrom('campaigns')
    .select(['id', 'name', 'description', 'active', 'position'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The products of the campaigns given, each campaign's in display order. */
export async function campaignProductRows(
  db: Db,
  tenantId: number,
  campaignIds: number[],
): Promise<CampaignProductRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .selectFrom('campaign_products as cp')
    .innerJoin('products as p', (j) =>
      j.onRef('p.id', '=', 'cp.container_id').onRef('p.tenant_id', '=', 'cp.tenant_id'),
    )
    .select(['cp.campaign_id as campaignId', 'p.id', 'p.name', 'p.active'])
    .where('cp.tenant_id', '=', tenantId)
    .where('cp.campaign_id', 'in', campaignIds)
    .orderBy('cp.campaign_id')
    .orderBy('cp.position')
    .execute();
}

/** The tenant's recommended products in the shop's order ('In focus'). */
export async function recommendedProductRows(
  db: Db,
  tenantId: number,
): Promise<Omit<CampaignProductRow, 'campaignId'>[]> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'active'])
    .where('tenant_id', '=', tenantId)
    .where('recommended', '=', true)
    .orderBy('position')
    .orderBy('id')
    .limit(100)
    .execute();
}

export async function countCampaigns(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('campaigns')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCampaign(
  db: Db,
  tenantId: number,
  values: { name: string; description: string; active: boolean; position: number },
): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateCampaign(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<{ name: string; description: string; active: boolean }>,
): Promise<void> {
  return updateTenantRow(db, 'campaigns', tenantId, id, values);
}

/** Writes the positions 0..n-1 of the tenant's campaigns in the order given. */
export async function setCampaignOrder(db: Db, tenantId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('campaigns')
      .set({ position })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('position', '<>', position)
      .execute();
  }
}

/** Replaces a campaign's products with these, in this order. */
export function setCampaignProducts(db: Db, tenantId: number, campaignId: number, productIds: number[]): Promise<void> {
  return replaceOrderedRows(
    db,
    'campaign_products',
    { tenant_id: tenantId, campaign_id: campaignId },
    productIds.map((id) => ({ container_id: id })),
  );
}

export async function deleteCampaign(db: Db, tenantId: number, id: number): Promise<void> {
  await db.deleteFrom('campaigns').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

/** The products picked for the home page's slider, in order (migration 023). */
export async function sliderProductRows(db: Db, tenantId: number): Promise<Omit<CampaignProductRow, 'campaignId'>[]> {
  return db
    .selectFrom('home_slider as hs')
    .innerJoin('products as p', (j) => j.onRef('p.id', '=', 'hs.product_id').onRef('p.tenant_id', '=', 'hs.tenant_id'))
    .select(['p.id', 'p.name', 'p.active'])
    .where('hs.tenant_id', '=', tenantId)
    .orderBy('hs.position')
    .execute();
}

/** Replaces the slider's products with these, in this order. */
export function setSliderProducts(db: Db, tenantId: number, productIds: number[]): Promise<void> {
  return replaceOrderedRows(
    db,
    'home_slider',
    { tenant_id: tenantId },
    productIds.map((id) => ({ product_id: id })),
  );
}
