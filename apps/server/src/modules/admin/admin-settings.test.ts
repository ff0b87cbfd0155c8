import { AdminSettingsSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminCall, refusedCallers, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';

const t = testAppForFile();
const { admin4, handler4, super4 } = signInOperators(t, 'admin4', 'handler4', 'super4');

const get = (headers: Record<string, string>, tenant: number) =>
  adminCall(t.app, headers, 'GET', `/api/admin/settings?tenant=${tenant}`);
const patch = (headers: Record<string, string>, tenant: number, body: unknown) =>
  adminCall(t.app, headers, 'PATCH', `/api/admin/settings?tenant=${tenant}`, body);

const shopTenant = async (tenant: number) =>
  (await t.app.inject({ method: 'POST', url: `/api/guest/tenant/ajaxList?tenant=${tenant}`, payload: {} })).json()[0];

const auditRows = (tenant: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', tenant)
    .where('entity', '=', 'settings')
    .orderBy('id')
    .execute();

describe('GET /api/admin/settings', () => {
  it("answers the tenant's settings: the demo values, service prices, the currency fixed by its orders", async () => {
    const res = await get(admin4, 4);
    expect(res.statusCode).toBe(200);
    const s = AdminSettingsSchema.parse(res.json());
    expect(s).toMatchObject({
      id: 4,
      currency: 'SEK',
      currencyLocked: true,
      vat: 25,
      publicTenant: true,
      businessPrivateToggle: true,
      languages: ['sv', 'en', 'no', 'es', 'fi', 'dk'],
      defaultLanguage: 'sv',
      forcedLanguage: null,
    });
    expect(s.premiumPrice).toBeGreaterThan(0);
    expect(s.freightPrice).toBeGreaterThan(0);
    const five = AdminSettingsSchema.parse((await get(super4, 5)).json());
    expect(five).toMatchObject({ id: 5, currency: 'EUR', vat: 25.5, forcedLanguage: 'fi' });
  });

  it('is read by an ORDER_HANDLER, refused to an ADMIN of another tenant (404) and to non-operators (401)', async () => {
    expect((await get(handler4, 4)).statusCode).toBe(200);
    expect((await get(admin4, 5)).statusCode).toBe(404);
    expect((await patch(admin4, 5, { vat: 10 })).statusCode).toBe(404);
    const shop = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    for (const headers of Object.values(refusedCallers(shop))) {
      expect((await get(headers, 4)).statusCode).toBe(401);
      expect((await patch(headers, 4, { vat: 10 })).statusCode).toBe(401);
    }
    const five = await t.db
      .selectFrom('tenants')
      .select('vat_basis_points')
      .where('id', '=', 5)
      .executeTakeFirstOrThrow();
    expect(five.vat_basis_points).toBe(2550);
  });

  it('an ORDER_HANDLER may not change them (403), and nothing changes', async () => {
    const res = await patch(handler4, 4, { vat: 12 });
    expect(res.statusCode).toBe(403);
    expect((await shopTenant(4)).vat).toBe(25);
  });
});

describe('PATCH /api/admin/settings', () => {
  it('changes VAT, premium price and languages: the shop sees them at once, one audit row records them', async () => {
    const before = await auditRows(6);
    const admin6 = await adminAuth(t.app, 6, 'admin.6@example.com');
    const delivery = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/guest/order/ajaxGetDeliveryCost?tenant=6',
          payload: { totalWeight: 100 },
        })
      ).json();
    expect((await shopTenant(6)).vat).toBe(20);
    const res = await patch(admin6, 6, {
      vat: 17.5,
      premiumPrice: 12345,
      languages: ['en', 'sv'],
      defaultLanguage: 'sv',
      trackingHosts: ['Shop.Example.co.uk', 'shop.example.co.uk'],
      confirmationCopies: ['Copies@Example.com', 'copies@example.com', 'b@example.com'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      vat: 17.5,
      premiumPrice: 12345,
      languages: ['en', 'sv'],
      defaultLanguage: 'sv',
      trackingHosts: ['shop.example.co.uk'],
      confirmationCopies: ['copies@example.com', 'b@example.com'],
    });
    const row = await t.db.selectFrom('tenants').selectAll().where('id', '=', 6).executeTakeFirstOrThrow();
    expect(row.vat_basis_points).toBe(1750);
    const shop = await shopTenant(6);
    expect(shop).toMatchObject({ vat: 17.5, languages: ['en', 'sv'], defaultLanguage: 'sv' });
    expect(shop.trackingHosts).toEqual(['shop.example.co.uk']);
    expect((await delivery()).premium).toBe(12345);
    const rows = await auditRows(6);
    expect(rows.length).toBe(before.length + 1);
    const last = rows.at(-1);
    expect(last).toMatchObject({ entity: 'settings', entity_id: '6', action: 'updated', actor: 'admin.6@example.com' });
    expect(last?.changes).toMatchObject({
      vat: { from: 20, to: 17.5 },
      premiumPrice: { to: 12345 },
      languages: { from: ['en', 'sv', 'no', 'es', 'fi', 'dk'], to: ['en', 'sv'] },
      defaultLanguage: { from: 'en', to: 'sv' },
    });
  });

  it('a patch that changes nothing writes no audit row; a contact change is recorded per part', async () => {
    const current = AdminSettingsSchema.parse((await get(admin4, 4)).json());
    const before = await auditRows(4);
    expect(
      (await patch(admin4, 4, { vat: current.vat, name: current.name, contact: current.contact })).statusCode,
    ).toBe(200);
    expect((await auditRows(4)).length).toBe(before.length);
    const res = await patch(admin4, 4, { contact: { ...current.contact, phone: '+46 8 123 45 67' } });
    expect(res.statusCode).toBe(200);
    expect((await shopTenant(4)).contact.phone).toBe('+46 8 123 45 67');
    const rows = await auditRows(4);
    expect(rows.length).toBe(before.length + 1);
    expect(rows.at(-1)?.changes).toEqual({ 'contact.phone': { from: current.contact.phone, to: '+46 8 123 45 67' } });
  });

  it('refuses invalid values field by field (422), changing nothing', async () => {
    // null: any message (the request validator names a wrong number's issue as it can).
    const cases: [unknown, string, string | null][] = [
      [{ vat: 25.555 }, 'vat', 'invalid'],
      [{ vat: 101 }, 'vat', 'too_big'],
      [{ vat: -1 }, 'vat', 'too_small'],
      [{ confirmationCopies: ['not-an-address'] }, 'confirmationCopies.0', 'invalid'],
      [{ trackingHosts: ['bad host'] }, 'trackingHosts.0', 'invalid'],
      [{ baseUrl: 'http://shop.example.com' }, 'baseUrl', 'invalid'],
      [{ baseUrl: 'ftp://shop.example.com' }, 'baseUrl', 'invalid'],
      [{ parcelTrackingUrl: 'https://track.example.com/' }, 'parcelTrackingUrl', 'invalid'],
      [{ languages: [] }, 'languages', 'too_small'],
      [{ languages: ['sv', 'sv'] }, 'languages', 'invalid'],
      [{ languages: ['en'], defaultLanguage: 'sv' }, 'defaultLanguage', 'not_chosen'],
      [{ languages: ['en'] }, 'defaultLanguage', 'not_chosen'],
      [{ forcedLanguage: 'xx' }, 'forcedLanguage', 'invalid'],
      [{ id: 5 }, 'id', 'unknown_field'],
      [{ publicTenant: false }, 'publicTenant', 'unknown_field'],
      [{ premiumPrice: 1.5 }, 'premiumPrice', 'invalid'],
    ];
    const before = await auditRows(4);
    for (const [body, field, message] of cases) {
      const res = await patch(admin4, 4, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors: { field: string; message: string }[] = res.json().fieldErrors;
      expect(errors, JSON.stringify(body)).toContainEqual({ field, message: message ?? expect.any(String) });
    }
    expect((await auditRows(4)).length).toBe(before.length);
    expect((await shopTenant(4)).languages).toHaveLength(6);
  });

  it('accepts http for localhost, clears an address with an empty text', async () => {
    const res = await patch(admin4, 4, {
      baseUrl: 'http://t4.localhost:3000',
      parcelTrackingUrl: 'https://track.example.com/?id={parcelNumber}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ baseUrl: 'http://t4.localhost:3000' });
    const cleared = await patch(admin4, 4, { baseUrl: '' });
    expect(cleared.json().baseUrl).toBeNull();
  });

  it('keeps the currency of a tenant with orders (409), changes that of one without', async () => {
    const res = await patch(admin4, 4, { currency: 'EUR' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ operationError: 'currency_locked' });
    expect((await patch(admin4, 4, { currency: 'sek' })).statusCode).toBe(200);
    const super7 = await adminAuth(t.app, 7, 'super@example.com');
    await t.db.deleteFrom('orders').where('tenant_id', '=', 7).execute();
    const changed = await patch(super7, 7, { currency: 'SEK' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ currency: 'SEK', currencyLocked: false });
    expect((await shopTenant(7)).currency).toBe('SEK');
  });
});

describe('the API document', () => {
  it('lists both settings calls with the bearer scheme, and the cart refresh call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.paths['/api/admin/settings']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/admin/settings']?.patch?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/guest/article/current']?.post).toBeDefined();
    expect(doc.paths['/api/article/current']?.post).toBeDefined();
  });
});
