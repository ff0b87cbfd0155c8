import {
  AdminCampaignsAnswerSchema,
  ContentPageAnswerSchema,
  type HomeBody,
  HomeSliderAnswerSchema,
} from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { adminCall, signInOperators } from '../../test/admin.ts';
import { testAppForFile } from '../../test/app.ts';
import { eventually } from '../../test/wait.ts';

/**
 * The home page as the back office runs it (issue 24 item 4): the banner's, promotions' and
 * slider's texts (content page `home`) and the slider's products (`home_slider`).
 */
const t = testAppForFile();
const { admin4, handler4 } = signInOperators(t, 'admin4', 'handler4');

const SLIDER = (tenant: number) => `/api/admin/home/slider?tenant=${tenant}`;

/** The shop's slider as a guest sees it: the ids of `articleContainer/ajaxList` with `slider`. */
async function shopSlider(tenant: number): Promise<number[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guest/articleContainer/ajaxList?tenant=${tenant}`,
    payload: { limit: 9, offset: 0, sort: 'position', slider: true, lang: 'sv' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }[]).map((p) => p.id);
}

/**
 * The shop's slider once it shows `ids`: a change reaches every process's cache by the catalog
 * channel (at once on the embedded database, by its notification on PostgreSQL): within a second.
 */
async function shopSliderBecomes(tenant: number, ids: number[]): Promise<number[]> {
  return eventually(
    () => shopSlider(tenant),
    (shown) => shown.join(',') === ids.join(','),
    1_000,
  );
}

/** The shop's first products by position (the slider without picks). */
async function firstOfRange(tenant: number): Promise<number[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/guest/articleContainer/ajaxList?tenant=${tenant}`,
    payload: { limit: 9, offset: 0, sort: 'position', lang: 'sv' },
  });
  return (res.json() as { id: number }[]).map((p) => p.id);
}

async function productIds(tenantId: number, n: number, offset = 0): Promise<number[]> {
  const rows = await t.db
    .selectFrom('products')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('active', '=', true)
    .where('name', 'not like', '%Frakt%')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(n)
    .execute();
  return rows.map((r) => r.id);
}

async function sliderRows(tenantId: number) {
  return t.db
    .selectFrom('home_slider')
    .select(['product_id', 'position'])
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

async function auditCount(tenantId: number): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('entity', '=', 'home_slider')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the home page slider', () => {
  it('shows the first of the range until products are picked, then the picked ones in their order', async () => {
    const range = await firstOfRange(4);
    expect(await shopSlider(4)).toEqual(range);

    const picked = await productIds(4, 3);
    const audit = await auditCount(4);
    const res = await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: picked });
    expect(res.statusCode).toBe(200);
    expect(HomeSliderAnswerSchema.parse(res.json()).slider.map((p) => p.id)).toEqual(picked);
    // The shop's cached list is dropped.
    expect(await shopSliderBecomes(4, picked)).toEqual(picked);
    expect(await auditCount(4)).toBe(audit + 1);

    // The back office's campaigns page lists them.
    const page = AdminCampaignsAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/campaigns?tenant=4')).json(),
    );
    expect(page.slider.map((p) => p.id)).toEqual(picked);

    // The same list again changes nothing and writes no audit row.
    expect((await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: picked })).statusCode).toBe(200);
    expect(await auditCount(4)).toBe(audit + 1);

    // Reordered; a deactivated product leaves the shop's slider but stays picked.
    const reordered = [picked[2], picked[0], picked[1]] as number[];
    expect((await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: reordered })).statusCode).toBe(200);
    expect(await shopSliderBecomes(4, reordered)).toEqual(reordered);
    await t.db
      .updateTable('products')
      .set({ active: false })
      .where('id', '=', reordered[0] as number)
      .execute();
    expect(await shopSliderBecomes(4, reordered.slice(1))).toEqual(reordered.slice(1));
    await t.db
      .updateTable('products')
      .set({ active: true })
      .where('id', '=', reordered[0] as number)
      .execute();

    // None picked: the first of the range again.
    expect((await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: [] })).statusCode).toBe(200);
    expect(await shopSliderBecomes(4, range)).toEqual(range);
    expect(await sliderRows(4)).toEqual([]);
  });

  it('refuses bad lists, other tenants’ products and callers without the right, and changes nothing', async () => {
    const mine = await productIds(4, 2);
    await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: mine });
    const before = { rows: await sliderRows(4), audit: await auditCount(4), shop: await shopSliderBecomes(4, mine) };
    const theirs = (await productIds(5, 1))[0] as number;
    const tooMany = await productIds(4, 10);
    expect(tooMany).toHaveLength(10);

    const refused = [
      [await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: [mine[0], theirs] }), 422],
      [await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: [mine[0], mine[0]] }), 422],
      [await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: tooMany }), 422],
      [await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: ['x'] }), 422],
      [await adminCall(t.app, admin4, 'PUT', SLIDER(4), { ids: mine }), 422],
      [await adminCall(t.app, handler4, 'PUT', SLIDER(4), { productIds: [] }), 403],
    ] as const;
    for (const [res, status] of refused) expect(res.statusCode).toBe(status);
    expect(refused[0][0].json()).toMatchObject({ fieldErrors: [{ field: 'productIds.1', message: 'not_found' }] });

    // An ADMIN of 4 cannot change tenant 5's slider.
    const on5 = await adminCall(t.app, admin4, 'PUT', SLIDER(5), { productIds: [theirs] });
    expect([403, 404]).toContain(on5.statusCode);
    expect(await sliderRows(5)).toEqual([]);

    expect({ rows: await sliderRows(4), audit: await auditCount(4), shop: await shopSlider(4) }).toEqual(before);
    await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: [] });
  });

  it('two changes sent at once leave one of the two lists whole', async () => {
    const a = await productIds(4, 4);
    const b = await productIds(4, 4, 4);
    const answers = await Promise.all([
      adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: a }),
      adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: b }),
      adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: a }),
      adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: b }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    const ids = (await sliderRows(4)).map((r) => r.product_id);
    expect([a.join(','), b.join(',')]).toContain(ids.join(','));
    expect(await shopSliderBecomes(4, ids)).toEqual(ids);
    await adminCall(t.app, admin4, 'PUT', SLIDER(4), { productIds: [] });
  });
});

describe('the home page texts', () => {
  const shopHome = async (tenant: number, lang: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/guest/content/ajaxGet?tenant=${tenant}`,
      payload: { page: 'home', lang },
    });
    expect(res.statusCode).toBe(200);
    return ContentPageAnswerSchema.parse(res.json()).body as HomeBody;
  };

  it('are seeded per shop and language, with the lab shop’s own tagline', async () => {
    const sv = await shopHome(4, 'sv');
    expect(sv.title).toBe('Välkommen till {{name}}');
    expect(sv.promotions.map((p) => p.icon)).toEqual(['truck', 'phone', 'mail']);
    expect(sv.promotions[1]?.text).toContain('{{phone}}');
    expect((await shopHome(4, 'en')).cta).toBe('Browse all products');
    const lab = await shopHome(8, 'en');
    expect(lab.tagline).toMatch(/Laboratory/);
  });

  it('an edit is served by the shop at once; a placeholder the home page cannot fill is refused', async () => {
    const url = '/api/admin/content/home/sv?tenant=4';
    const body = { ...(await shopHome(4, 'sv')) };
    body.tagline = 'Nya plomber varje vecka – ring {{phone}}.';
    body.promotions = [{ icon: 'shield', title: 'Säkert', text: 'Förseglat hela vägen.' }];
    const saved = await adminCall(t.app, admin4, 'PATCH', url, { body });
    expect(saved.statusCode).toBe(200);
    const shown = await eventually(
      () => shopHome(4, 'sv'),
      (home) => home.tagline === body.tagline,
      1_000,
    );
    expect(shown.tagline).toBe(body.tagline);
    expect(shown.promotions).toEqual(body.promotions);

    const bad = await adminCall(t.app, admin4, 'PATCH', url, {
      body: { ...body, tagline: 'Avgift {{fee}}', promotions: [{ icon: 'rocket', title: 'x', text: 'y' }] },
    });
    expect(bad.statusCode).toBe(422);
    const fields = (bad.json() as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.tagline', 'body.promotions.0.icon']));
    expect((await shopHome(4, 'sv')).tagline).toBe(body.tagline);
    expect((await adminCall(t.app, handler4, 'PATCH', url, { body })).statusCode).toBe(403);
  });
});
