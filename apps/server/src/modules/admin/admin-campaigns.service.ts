import {
  type AdminCampaign,
  type AdminCampaignsAnswer,
  CAMPAIGNS_MAX,
  type CampaignCreate,
  type CampaignPatch,
  type HomeSliderAnswer,
  hasAnyText,
  joinTagged,
  type Language,
  localize,
  splitTagged,
  type Tenant,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { lockTenantFor } from '../../db/locks.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import {
  type CampaignProductRow,
  type CampaignRow,
  campaignProductRows,
  countCampaigns,
  deleteCampaign,
  existingProductIds,
  findCampaignRow,
  insertCampaign,
  listCampaignRows,
  recommendedProductRows,
  setCampaignOrder,
  setCampaignProducts,
  setSliderProducts,
  sliderProductRows,
  updateCampaign,
} from './admin-campaigns.repository.ts';
import { type Changes, changedText, note } from './admin-catalog.service.ts';
import type { Operator } from './admin-guard.ts';
import { writeAudit } from './audit.ts';

/** The language product names are given in: `lang` where the shop has it, else its default. */
function namesIn(tenant: Tenant, lang: Language | undefined): Language {
  return lang && tenant.languages.includes(lang) ? lang : tenant.defaultLanguage;
}

function campaignView(
  tenant: Tenant,
  row: CampaignRow,
  products: CampaignProductRow[],
  lang = tenant.defaultLanguage,
): AdminCampaign {
  return {
    id: row.id,
    name: splitTagged(row.name, tenant.defaultLanguage),
    description: splitTagged(row.description, tenant.defaultLanguage),
    active: row.active,
    position: row.position,
    products: products
      .filter((p) => p.campaignId === row.id)
      .map((p) => ({ id: p.id, name: localize(p.name, lang), active: p.active })),
  };
}

async function viewOf(db: Db, tenant: Tenant, id: number): Promise<AdminCampaign> {
  const row = await findCampaignRow(db, tenant.id, id);
  if (!row) throw new OperationError(404, 'not_found');
  return campaignView(tenant, row, await campaignProductRows(db, tenant.id, [id]));
}

/** GET /api/admin/campaigns: every campaign of the tenant in display order, and the 'In focus' set. */
export async function adminCampaigns(ctx: AppContext, tenant: Tenant, asked?: Language): Promise<AdminCampaignsAnswer> {
  const lang = namesIn(tenant, asked);
  const rows = await listCampaignRows(ctx.db, tenant.id);
  const [products, recommended, slider] = await Promise.all([
    campaignProductRows(
      ctx.db,
      tenant.id,
      rows.map((r) => r.id),
    ),
    recommendedProductRows(ctx.db, tenant.id),
    sliderProductRows(ctx.db, tenant.id),
  ]);
  return {
    campaigns: rows.map((r) => campaignView(tenant, r, products, lang)),
    showCampaigns: tenant.showCampaigns,
    inFocus: recommended.map((p) => ({ id: p.id, name: localize(p.name, lang), active: p.active })),
    slider: slider.map((p) => ({ id: p.id, name: localize(p.name, lang), active: p.active })),
    languages: tenant.languages,
    defaultLanguage: tenant.defaultLanguage,
  };
}

/** 422 `not_found` on `productIds` for ids the tenant does not have (another tenant's are unknown here). */
async function checkProducts(db: Db, tenantId: number, ids: number[]): Promise<void> {
  const known = await existingProductIds(db, tenantId, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw new ValidationError([{ field: `productIds.${unknown}`, message: 'not_found' }]);
}

/** POST /api/admin/campaigns: a new campaign, last in the order, with its products; one audit row. */
export async function createCampaign(ctx: AppContext, op: Operator, body: CampaignCreate): Promise<AdminCampaign> {
  const { tenant } = op;
  const { productIds } = body;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await checkProducts(trx, tenant.id, productIds);
    // Serialises the tenant's campaign changes (the count and the last position).
    await listCampaignRows(trx, tenant.id, true);
    const count = await countCampaigns(trx, tenant.id);
    if (count >= CAMPAIGNS_MAX) throw new OperationError(409, 'too_many_campaigns');
    const name = joinTagged(body.name);
    const description = joinTagged(body.description ?? {});
    const { active } = body;
    const newId = await insertCampaign(trx, tenant.id, { name, description, active, position: count });
    await setCampaignProducts(trx, tenant.id, newId, productIds);
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor: op.actor,
      entity: 'campaign',
      entityId: newId,
      action: 'created',
      changes: {
        name: { from: null, to: name },
        active: { from: null, to: active },
        productIds: { from: [], to: productIds },
      },
    });
    return newId;
  });
  return viewOf(ctx.db, tenant, id);
}

/** PATCH /api/admin/campaigns/:id: any subset of texts, active, place and products; one audit row when anything changed. */
export async function changeCampaign(
  ctx: AppContext,
  op: Operator,
  id: number,
  body: CampaignPatch,
): Promise<AdminCampaign> {
  const { tenant } = op;
  await ctx.db.transaction().execute(async (trx) => {
    const all = await listCampaignRows(trx, tenant.id, true);
    const row = all.find((r) => r.id === id);
    if (!row) throw new OperationError(404, 'not_found');
    const changes: Changes = {};
    const name = changedText(changes, 'name', row.name, body.name, tenant.defaultLanguage);
    if (!hasAnyText(name.texts)) throw new ValidationError([{ field: 'name', message: 'required' }]);
    const description = changedText(changes, 'description', row.description, body.description, tenant.defaultLanguage);
    const active = body.active ?? row.active;
    note(changes, 'active', row.active, active);
    if (body.productIds) {
      await checkProducts(trx, tenant.id, body.productIds);
      const before = (await campaignProductRows(trx, tenant.id, [id])).map((p) => p.id);
      if (before.join(',') !== body.productIds.join(',')) {
        changes.productIds = { from: before, to: body.productIds };
        await setCampaignProducts(trx, tenant.id, id, body.productIds);
      }
    }
    await updateCampaign(trx, tenant.id, id, {
      ...(name.text !== row.name ? { name: name.text } : {}),
      ...(description.text !== row.description ? { description: description.text } : {}),
      ...(active !== row.active ? { active } : {}),
    });
    if (body.position !== undefined) {
      const from = all.indexOf(row);
      const to = Math.min(body.position, all.length - 1);
      if (from !== to) {
        const order = all.map((r) => r.id).filter((x) => x !== id);
        order.splice(to, 0, id);
        await setCampaignOrder(trx, tenant.id, order);
        changes.position = { from, to };
      } else {
        // Keeps positions dense (0..n-1) even where older data has gaps or ties.
        await setCampaignOrder(
          trx,
          tenant.id,
          all.map((r) => r.id),
        );
      }
    }
    if (Object.keys(changes).length > 0) {
      await writeAudit(trx, {
        tenantId: tenant.id,
        actor: op.actor,
        entity: 'campaign',
        entityId: id,
        action: 'changed',
        changes,
      });
    }
  });
  return viewOf(ctx.db, tenant, id);
}

/** DELETE /api/admin/campaigns/:id: the campaign and its product links; the others close up; one audit row. */
export async function removeCampaign(ctx: AppContext, op: Operator, id: number): Promise<void> {
  const { tenant } = op;
  await ctx.db.transaction().execute(async (trx) => {
    const all = await listCampaignRows(trx, tenant.id, true);
    const row = all.find((r) => r.id === id);
    if (!row) throw new OperationError(404, 'not_found');
    await deleteCampaign(trx, tenant.id, id);
    await setCampaignOrder(
      trx,
      tenant.id,
      all.filter((r) => r.id !== id).map((r) => r.id),
    );
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor: op.actor,
      entity: 'campaign',
      entityId: id,
      action: 'deleted',
      changes: { name: { from: row.name, to: null } },
    });
  });
}

/**
 * PUT /api/admin/home/slider: the home page's slider shows these products in this order (none:
 * the first of the range); one audit row when it changed. Changes of a tenant's slider run one
 * after the other (the tenant's slider lock), so two at once leave one of the two lists whole.
 */
export async function changeSlider(
  ctx: AppContext,
  op: Operator,
  productIds: number[],
  asked?: Language,
): Promise<HomeSliderAnswer> {
  const { tenant } = op;
  await ctx.db.transaction().execute(async (trx) => {
    await lockTenantFor(trx, 'homeSlider', tenant.id);
    await checkProducts(trx, tenant.id, productIds);
    const before = (await sliderProductRows(trx, tenant.id)).map((p) => p.id);
    if (before.join(',') === productIds.join(',')) return;
    await setSliderProducts(trx, tenant.id, productIds);
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor: op.actor,
      entity: 'home_slider',
      entityId: tenant.id,
      action: 'changed',
      changes: { productIds: { from: before, to: productIds } },
    });
  });
  const lang = namesIn(tenant, asked);
  const rows = await sliderProductRows(ctx.db, tenant.id);
  return { slider: rows.map((p) => ({ id: p.id, name: localize(p.name, lang), active: p.active })) };
}
