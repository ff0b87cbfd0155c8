import { AdminCampaignSchema, AdminCampaignsAnswerSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { adminCall, refusedCallers, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';

const t = testAppForFile();
const { admin4, handler4 } = signInOperators(t, 'admin4', 'handler4');

async function productIds(tenantId: number, n: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('active', '=', true)
    .orderBy('id')
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

async function snapshot(tenantId: number) {
  const [campaigns, links, audit] = await Promise.all([
    t.db.selectFrom('campaigns').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    t.db
      .selectFrom('campaign_products')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('campaign_id')
      .orderBy('position')
      .execute(),
    t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { campaigns, links, audit: Number(audit.n) };
}

/** The shop's campaign/ajaxList as a guest of `tenant`. */
async function shopCampaigns(tenant: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guest/campaign/ajaxList?tenant=${tenant}`,
    payload: { limit: 50, offset: 0 },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; articleContainers: { id: number }[] }[];
}

async function create(headers: Record<string, string>, tenant: number, body: unknown) {
  return adminCall(t.app, headers, 'POST', `/api/admin/campaigns?tenant=${tenant}`, body);
}

describe('GET /api/admin/campaigns', () => {
  it('lists the tenant’s campaigns in order with their products, and the In focus set', async () => {
    const res = await adminCall(t.app, admin4, 'GET', '/api/admin/campaigns?tenant=4');
    expect(res.statusCode).toBe(200);
    const answer = AdminCampaignsAnswerSchema.parse(res.json());
    expect(answer.campaigns.length).toBeGreaterThan(0);
    expect(answer.campaigns[0]?.name.sv).toBeTruthy();
    expect(answer.inFocus.length).toBeGreaterThan(0);
    expect(answer.languages).toContain('sv');
    const positions = answer.campaigns.map((c) => c.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('names the products in the operator’s language where the shop has it, else in its default', async () => {
    const names = async (lang: string) =>
      AdminCampaignsAnswerSchema.parse(
        (await adminCall(t.app, admin4, 'GET', `/api/admin/campaigns?tenant=4&lang=${lang}`)).json(),
      ).inFocus.map((p) => p.name);
    const [en, sv] = [await names('en'), await names('sv')];
    expect(en.length).toBe(sv.length);
    expect(en).not.toEqual(sv);
    expect(en[0]).toMatch(/^[\x20-\x7e×Ø]+$/);
  });

  it('an ORDER_HANDLER reads them', async () => {
    const res = await adminCall(t.app, handler4, 'GET', '/api/admin/campaigns?tenant=4');
    expect(res.statusCode).toBe(200);
  });
});

describe('a campaign’s life: created, seen by the shop, changed, reordered, deactivated, deleted', () => {
  it('goes through the shop and the audit trail', async () => {
    const [p1, p2, p3] = await productIds(4, 3);
    const created = await create(admin4, 4, {
      name: { sv: 'Vinterkampanj', en: 'Winter campaign' },
      description: { sv: 'Allt för vintern' },
      productIds: [p1, p2],
    });
    expect(created.statusCode).toBe(201);
    const campaign = AdminCampaignSchema.parse(created.json());
    expect(campaign.products.map((p) => p.id)).toEqual([p1, p2]);

    const shop = await shopCampaigns(4);
    const seen = shop.find((c) => c.id === campaign.id);
    expect(seen?.name).toBe('[sv]Vinterkampanj[en]Winter campaign');
    expect(seen?.articleContainers.map((p) => p.id)).toEqual([p1, p2]);

    const changed = await adminCall(t.app, admin4, 'PATCH', `/api/admin/campaigns/${campaign.id}?tenant=4`, {
      name: { en: '', sv: 'Vinterrea' },
      productIds: [p3, p1],
      position: 0,
    });
    expect(changed.statusCode).toBe(200);
    const after = AdminCampaignSchema.parse(changed.json());
    expect(after.name).toEqual({ sv: 'Vinterrea' });
    expect(after.position).toBe(0);
    expect(after.products.map((p) => p.id)).toEqual([p3, p1]);
    expect((await shopCampaigns(4))[0]?.id).toBe(campaign.id);

    const list = AdminCampaignsAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/campaigns?tenant=4')).json(),
    );
    expect(list.campaigns.map((c) => c.position)).toEqual(list.campaigns.map((_, i) => i));

    const off = await adminCall(t.app, admin4, 'PATCH', `/api/admin/campaigns/${campaign.id}?tenant=4`, {
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await shopCampaigns(4)).some((c) => c.id === campaign.id)).toBe(false);

    const gone = await adminCall(t.app, admin4, 'DELETE', `/api/admin/campaigns/${campaign.id}?tenant=4`);
    expect(gone.statusCode).toBe(204);
    expect(
      await t.db.selectFrom('campaigns').select('id').where('id', '=', campaign.id).executeTakeFirst(),
    ).toBeUndefined();

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'changes', 'actor'])
      .where('entity', '=', 'campaign')
      .where('entity_id', '=', String(campaign.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['created', 'changed', 'changed', 'deleted']);
    expect(audit[1]?.changes).toMatchObject({
      'name.sv': { from: 'Vinterkampanj', to: 'Vinterrea' },
      'name.en': { from: 'Winter campaign', to: null },
    });
    expect(audit.every((a) => a.actor === 'admin.4@example.com')).toBe(true);
  });
});

describe('refusals change nothing', () => {
  it('bad input: 422 with the field, nothing written', async () => {
    const [p1] = await productIds(4, 1);
    const [foreign] = await productIds(5, 1);
    const before = await snapshot(4);
    const cases: [unknown, string][] = [
      [{ name: {} }, 'name'],
      [{ name: { sv: '   ' } }, 'name'],
      [{ name: { sv: 'A[en]B' } }, 'name.sv'],
      [{ name: { sv: 'Ok' }, productIds: [p1, p1] }, 'productIds'],
      [{ name: { sv: 'Ok' }, productIds: [foreign] }, 'productIds.0'],
      [{ name: { sv: 'Ok' }, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await create(admin4, 4, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = (res.json() as { fieldErrors: { field: string }[] }).fieldErrors;
      if (field)
        expect(
          errors.map((e) => e.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    const campaign = (await shopCampaigns(4))[0];
    const patch = await adminCall(t.app, admin4, 'PATCH', `/api/admin/campaigns/${campaign?.id}?tenant=4`, {
      name: { sv: '', en: '', no: '', es: '', fi: '', dk: '' },
    });
    expect(patch.statusCode).toBe(422);
    expect(await snapshot(4)).toEqual(before);
  });

  it('without an operator’s token: 401', async () => {
    const shop = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    for (const [who, headers] of Object.entries(refusedCallers(shop))) {
      const res = await create(headers, 4, { name: { sv: 'X' } });
      expect(res.statusCode, who).toBe(401);
      const list = await adminCall(t.app, headers, 'GET', '/api/admin/campaigns?tenant=4');
      expect(list.statusCode, who).toBe(401);
    }
  });

  it('an ORDER_HANDLER may not change them: 403', async () => {
    const before = await snapshot(4);
    const id = (await shopCampaigns(4))[0]?.id;
    expect((await create(handler4, 4, { name: { sv: 'X' } })).statusCode).toBe(403);
    expect(
      (await adminCall(t.app, handler4, 'PATCH', `/api/admin/campaigns/${id}?tenant=4`, { active: false })).statusCode,
    ).toBe(403);
    expect((await adminCall(t.app, handler4, 'DELETE', `/api/admin/campaigns/${id}?tenant=4`)).statusCode).toBe(403);
    expect(await snapshot(4)).toEqual(before);
  });

  it('an ADMIN of 4 can neither read nor change tenant 5’s campaigns', async () => {
    const before = await snapshot(5);
    const id5 = (await t.db.selectFrom('campaigns').select('id').where('tenant_id', '=', 5).executeTakeFirstOrThrow())
      .id;
    const on5 = [
      await adminCall(t.app, admin4, 'GET', '/api/admin/campaigns?tenant=5'),
      await create(admin4, 5, { name: { sv: 'X' } }),
      await adminCall(t.app, admin4, 'PATCH', `/api/admin/campaigns/${id5}?tenant=5`, { active: false }),
      await adminCall(t.app, admin4, 'DELETE', `/api/admin/campaigns/${id5}?tenant=5`),
    ];
    for (const res of on5) expect([403, 404]).toContain(res.statusCode);
    // Tenant 5's campaign asked for through tenant 4: unknown there.
    const via4 = [
      await adminCall(t.app, admin4, 'PATCH', `/api/admin/campaigns/${id5}?tenant=4`, { active: false }),
      await adminCall(t.app, admin4, 'DELETE', `/api/admin/campaigns/${id5}?tenant=4`),
    ];
    for (const res of via4) expect(res.statusCode).toBe(404);
    expect(await snapshot(5)).toEqual(before);
  });
});

describe('changes at once', () => {
  it('two moves sent together leave every campaign in one place (0..n-1), none lost', async () => {
    const list = AdminCampaignsAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/campaigns?tenant=4')).json(),
    );
    expect(list.campaigns.length).toBeGreaterThan(2);
    const first = list.campaigns[0]?.id;
    const last = list.campaigns.at(-1)?.id;
    const answers = await Promise.all([
      adminCall(t.app, admin4, 'PATCH', `/api/admin/campaigns/${first}?tenant=4`, {
        position: list.campaigns.length - 1,
      }),
      adminCall(t.app, admin4, 'PATCH', `/api/admin/campaigns/${last}?tenant=4`, { position: 0 }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('campaigns')
      .select(['id', 'position'])
      .where('tenant_id', '=', 4)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(list.campaigns.map((c) => c.id)));
  });
});
