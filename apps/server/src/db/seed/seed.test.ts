import { LANGUAGES, localize, parseTagged, vatOf } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { DEMO_PASSWORD, seedDemoData } from './index.ts';

const TENANT_IDS = [3, 4, 5, 6, 7, 8, 9];
const COUNTED = [
  'tenants',
  'categories',
  'article_groups',
  'products',
  'articles',
  'images',
  'files',
  'videos',
  'related_products',
  'campaigns',
  'campaign_products',
  'customers',
  'users',
  'addresses',
  'stores',
  'orders',
  'order_items',
  'postal_directory',
] as const;

let t: TestDb;
let seedMs = 0;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

/** Products customers can browse (no freight or fee articles), per tenant. */
async function sellableProducts(tenantId: number) {
  return t.db
    .selectFrom('products as p')
    .selectAll('p')
    .where('p.tenant_id', '=', tenantId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('articles as a')
            .select('a.id')
            .whereRef('a.container_id', '=', 'p.id')
            .where((eb) => eb.or([eb('a.freight', '<>', 'NONE'), eb('a.administrative_fee', '=', true)])),
        ),
      ),
    )
    .execute();
}

beforeAll(async () => {
  t = await createTestDb();
  const started = performance.now();
  const result = await seedDemoData(t.db);
  seedMs = performance.now() - started;
  expect(result).toEqual({ seeded: true });
});

afterAll(async () => {
  await t?.close();
});

describe('demo data', () => {
  it('seeds quickly', () => {
    console.info(`seedDemoData took ${Math.round(seedMs)} ms`);
    expect(seedMs).toBeLessThan(15_000);
  });

  it('has the languages and the seven tenants with their settings', async () => {
    const languages = await t.db.selectFrom('languages').select('code').orderBy('code').execute();
    expect(languages.map((l) => l.code).sort()).toEqual([...LANGUAGES].sort());
    const tenants = await t.db.selectFrom('tenants').selectAll().orderBy('id').execute();
    expect(tenants.map((x) => x.id)).toEqual(TENANT_IDS);
    const t5 = tenants.find((x) => x.id === 5);
    expect(t5).toMatchObject({ currency: 'EUR', vat_basis_points: 2550, forced_language: 'fi', guest_checkout: false });
    expect(t5?.contact).toMatchObject({ hours: '8-16.30', companyName: 'Sealwise Suomi Oy (demo)' });
    const t8 = tenants.find((x) => x.id === 8);
    expect(t8).toMatchObject({ theme_primary: '#007c78', theme_variant: 'lab', admin_order_form_type: 'NONE' });
    const t7Languages = await t.db
      .selectFrom('tenant_languages')
      .select('language_code')
      .where('tenant_id', '=', 7)
      .orderBy('position')
      .execute();
    expect(t7Languages.map((l) => l.language_code)).toEqual(['es', 'en', 'sv', 'no', 'fi', 'dk']);
  });

  it.each(TENANT_IDS)('tenant %i has a full catalog', async (tenantId) => {
    const db = t.db;
    const categories = await db.selectFrom('categories').selectAll().where('tenant_id', '=', tenantId).execute();
    const groups = await db.selectFrom('article_groups').selectAll().where('tenant_id', '=', tenantId).execute();
    const products = await sellableProducts(tenantId);
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(groups.length).toBeGreaterThanOrEqual(12);
    expect(products.length).toBeGreaterThanOrEqual(45);
    expect(products.filter((p) => p.recommended).length).toBeGreaterThanOrEqual(6);

    const articles = await db.selectFrom('articles').selectAll().where('tenant_id', '=', tenantId).execute();
    const perProduct = new Map<number, number>();
    for (const a of articles) perProduct.set(a.container_id, (perProduct.get(a.container_id) ?? 0) + 1);
    for (const p of products) expect(perProduct.get(p.id)).toBeGreaterThanOrEqual(1);
    for (const p of products) expect(perProduct.get(p.id)).toBeLessThanOrEqual(4);
    const prefix = new Set(articles.map((a) => a.article_number.split('-')[0]));
    expect(prefix.size).toBe(1);
    expect(articles.some((a) => a.free_shipping)).toBe(true);
    expect(articles.some((a) => a.number_of_forms > 0)).toBe(true);
    expect(articles.filter((a) => a.alternative_price !== null).length).toBeGreaterThanOrEqual(2);
    if (tenantId === 3) expect(articles.some((a) => a.payer === 'TENANT')).toBe(true);

    const freight = articles.filter((a) => a.freight !== 'NONE' || a.administrative_fee);
    expect(new Set(freight.map((a) => a.container_id)).size).toBe(1);
    const normal = freight.find((a) => a.freight === 'NORMAL');
    expect(normal).toBeDefined();
    expect(parseTagged(normal?.name ?? '')).toEqual(
      new Map([
        ['sv', 'Frakt'],
        ['en', 'Freight'],
        ['no', 'Frakt'],
        ['es', 'Porte'],
        ['fi', 'Rahti'],
        ['dk', 'Fragt'],
      ]),
    );
    expect(localize(freight.find((a) => a.freight === 'PREMIUM')?.name, 'en')).toBe('Premium freight');
    expect(freight.some((a) => a.administrative_fee && a.price_minor > 0)).toBe(true);
    const service = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', freight[0]?.container_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(service.recommended).toBe(false);

    const images = await db.selectFrom('images').selectAll().where('tenant_id', '=', tenantId).execute();
    const imagesPer = new Map<number | null, number>();
    for (const img of images) imagesPer.set(img.container_id, (imagesPer.get(img.container_id) ?? 0) + 1);
    for (const p of products) {
      expect(imagesPer.get(p.id)).toBeGreaterThanOrEqual(1);
      expect(imagesPer.get(p.id)).toBeLessThanOrEqual(3);
      expect(p.popup_image_file_name).toMatch(new RegExp(`^t${tenantId}-p\\d{3}-1\\.svg$`));
    }
    expect(imagesPer.get(service.id)).toBeUndefined();
    for (const img of images) {
      expect(img.content_type).toBe('image/svg+xml');
      expect(img.data.byteLength).toBeLessThan(4096);
      const svg = Buffer.from(img.data).toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 600"/);
      expect(svg.endsWith('</svg>')).toBe(true);
    }

    const files = await db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(new Set(files.map((f) => f.container_id)).size).toBeGreaterThanOrEqual(10);
    for (const f of files) {
      expect(f.content_type).toBe('application/pdf');
      const pdf = Buffer.from(f.data).toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
      expect(pdf.slice(xref, xref + 4)).toBe('xref');
      expect(parseTagged(f.title).size).toBe(6);
    }

    const videos = await db.selectFrom('videos').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(videos).toHaveLength(3);
    for (const v of videos) expect(v).toMatchObject({ source: 'YOUTUBE', extension: null, file_name: null });
    for (const v of videos) expect(v.external_id).toMatch(/^[A-Za-z0-9_-]{11}$/);

    const related = await db.selectFrom('related_products').selectAll().where('tenant_id', '=', tenantId).execute();
    const relatedPer = new Map<number, number>();
    for (const r of related) {
      expect(r.related_id).not.toBe(r.container_id);
      relatedPer.set(r.container_id, (relatedPer.get(r.container_id) ?? 0) + 1);
    }
    expect(relatedPer.size).toBeGreaterThan(products.length / 2);
    for (const n of relatedPer.values()) expect(n).toBeGreaterThanOrEqual(2);
    for (const n of relatedPer.values()) expect(n).toBeLessThanOrEqual(4);

    const campaigns = await db.selectFrom('campaigns').selectAll().where('tenant_id', '=', tenantId).execute();
    expect(campaigns.length).toBeGreaterThanOrEqual(4);
    const campaignProducts = await db
      .selectFrom('campaign_products')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    for (const c of campaigns) {
      const n = campaignProducts.filter((cp) => cp.campaign_id === c.id).length;
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(4);
    }

    for (const c of [...categories, ...groups]) expect(parseTagged(c.name).size).toBe(6);
  });

  it('gives every product text all six languages', async () => {
    const products = await t.db.selectFrom('products').selectAll().execute();
    const articles = await t.db.selectFrom('articles').select(['name', 'alternative_price']).execute();
    const sixTags = (text: string) => [...parseTagged(text).keys()].sort().join(',');
    const all = [...LANGUAGES].sort().join(',');
    for (const p of products) {
      expect(sixTags(p.name), p.name).toBe(all);
      expect(sixTags(p.description), p.name).toBe(all);
      expect(p.name.startsWith('[sv]')).toBe(true);
    }
    for (const p of products.filter((x) => x.specification !== '')) {
      expect(sixTags(p.detailed_description), p.name).toBe(all);
      expect(sixTags(p.specification), p.name).toBe(all);
    }
    for (const a of articles) expect(sixTags(a.name), a.name).toBe(all);
    for (const a of articles.filter((x) => x.alternative_price)) expect(sixTags(a.alternative_price ?? '')).toBe(all);
    expect(articles.filter((a) => a.alternative_price !== null).length).toBeGreaterThanOrEqual(2);
  });

  it.each(TENANT_IDS)('tenant %i has the demo accounts', async (tenantId) => {
    const customers = await t.db.selectFrom('customers').selectAll().where('tenant_id', '=', tenantId).execute();
    const byNumber = (first: number) => customers.find((c) => c.customer_number === `${first}000000${tenantId}`);
    expect(byNumber(1)).toMatchObject({ customer_type: 'BUSINESS', allow_newsletter: true });
    expect(byNumber(2)?.customer_type).toBe('BUSINESS');
    expect(byNumber(3)).toMatchObject({ customer_type: 'PRIVATE' });
    expect(byNumber(4)?.customer_type).toBe('BUSINESS');

    const users = await t.db.selectFrom('users').selectAll().where('tenant_id', '=', tenantId).execute();
    const byEmail = (email: string) => users.find((u) => u.email === email);
    expect(byEmail(`business.${tenantId}@example.com`)).toMatchObject({
      customer_id: byNumber(1)?.id,
      roles: ['CUSTOMER'],
    });
    expect(byEmail(`private.${tenantId}@example.com`)?.customer_id).toBe(byNumber(3)?.id);
    expect(byEmail(`temp.${tenantId}@example.com`)).toMatchObject({
      customer_id: byNumber(4)?.id,
      temporary_password: true,
    });
    expect(byEmail(`admin.${tenantId}@example.com`)).toMatchObject({ customer_id: null, roles: ['ADMIN'] });
    expect(byEmail(`orders.${tenantId}@example.com`)).toMatchObject({ customer_id: null, roles: ['ORDER_HANDLER'] });
    expect(users.find((u) => u.customer_id === byNumber(2)?.id)?.email).toBeNull();
    for (const u of users) if (u.email) expect(u.email).toBe(u.email.toLowerCase());

    const addresses = await t.db
      .selectFrom('addresses')
      .selectAll()
      .where('customer_id', '=', byNumber(1)?.id ?? 0)
      .execute();
    expect(addresses.map((a) => a.address_type).sort()).toEqual(['DELIVERY', 'INVOICE', 'POSTAL']);
    const invoice = addresses.find((a) => a.address_type === 'INVOICE');
    expect(invoice?.organisation_number).toBeTruthy();
    expect(invoice?.invoice_reference).toBeTruthy();
    expect(invoice?.email_invoice_address).toBeTruthy();
    if (tenantId === 5) expect(invoice?.organisation_number).toMatch(/^\d{7}-\d$/);
    const privateAddresses = await t.db
      .selectFrom('addresses')
      .select('address_type')
      .where('customer_id', '=', byNumber(3)?.id ?? 0)
      .execute();
    expect(privateAddresses.map((a) => a.address_type)).toContain('DELIVERY');
  });

  it.each(TENANT_IDS)('business.%i has orders in every state with correct totals', async (tenantId) => {
    const customer = await t.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('customer_number', '=', `1000000${tenantId}`)
      .executeTakeFirstOrThrow();
    const orders = await t.db.selectFrom('orders').selectAll().where('customer_id', '=', customer.id).execute();
    expect(orders.length).toBeGreaterThanOrEqual(5);
    const flags = (o: (typeof orders)[number]) => `${o.canceled}/${o.printed}/${o.invoiced}`;
    const states = new Set(orders.map(flags));
    for (const s of [
      'true/false/false',
      'false/true/false',
      'false/false/true',
      'false/true/true',
      'false/false/false',
    ]) {
      expect(states).toContain(s);
    }
    for (const o of orders) {
      const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', o.id).execute();
      expect(items.length).toBeGreaterThan(0);
      const goods = items.reduce((sum, it) => sum + it.price_minor * it.amount, 0);
      expect(o.total_net_minor).toBe(goods + o.shipping_minor + o.administrative_fee_minor);
      expect(o.total_vat_minor).toBe(vatOf(o.total_net_minor, o.vat_basis_points / 100));
      expect(o.total_gross_minor).toBe(o.total_net_minor + o.total_vat_minor);
      expect(o.order_date.getTime()).toBeLessThan(Date.now());
      // A parcel number is what shipped means; shipped needs printed (the order state machine).
      expect(Boolean(o.parcel_number), `order ${o.order_number}`).toBe(o.shipped);
      if (o.shipped) expect(o.printed).toBe(true);
      expect(o.delivery_address).toMatchObject({ recipient: expect.any(String), zipCode: expect.any(String) });
      expect(o.invoice_address).toMatchObject({ organisationNumber: expect.any(String) });
      for (const it of items) {
        const article = await t.db
          .selectFrom('articles')
          .select(['tenant_id', 'article_number', 'price_minor'])
          .where('id', '=', it.article_id ?? 0)
          .executeTakeFirstOrThrow();
        expect(article).toEqual({
          tenant_id: tenantId,
          article_number: it.article_number,
          price_minor: it.price_minor,
        });
      }
    }
    expect(new Set(orders.map((o) => o.order_date.toISOString().slice(0, 10))).size).toBe(orders.length);
  });

  it('gives the store owner of the internal shop 12 stores', async () => {
    const owner = await t.db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customer_id')
      .select(['users.roles', 'customers.id', 'customers.customer_number'])
      .where('users.tenant_id', '=', 3)
      .where('users.email', '=', 'stores.3@example.com')
      .executeTakeFirstOrThrow();
    expect(owner.customer_number).toBe('50000003');
    expect(owner.roles).toEqual(['CUSTOMER', 'STORE_OWNER']);
    const stores = await t.db
      .selectFrom('stores')
      .innerJoin('customers', 'customers.id', 'stores.store_customer_id')
      .select(['stores.store_id', 'stores.name', 'customers.customer_number', 'customers.tenant_id'])
      .where('stores.owner_customer_id', '=', owner.id)
      .orderBy('customers.customer_number')
      .execute();
    expect(stores).toHaveLength(12);
    expect(stores.map((s) => s.customer_number)).toEqual(Array.from({ length: 12 }, (_, i) => String(60000001 + i)));
    for (const s of stores) expect(s.tenant_id).toBe(3);
    // A second user of the same customer reaches the same stores.
    const second = await t.db
      .selectFrom('users')
      .select(['users.roles', 'users.customer_id'])
      .where('users.tenant_id', '=', 3)
      .where('users.email', '=', 'stores2.3@example.com')
      .executeTakeFirstOrThrow();
    expect(second).toEqual({ roles: ['CUSTOMER', 'STORE_OWNER'], customer_id: owner.id });
  });

  it('hashes the demo password for the accounts', async () => {
    const users = await t.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('email', 'in', ['business.4@example.com', 'admin.9@example.com', 'stores.3@example.com'])
      .execute();
    expect(users).toHaveLength(3);
    for (const u of users) {
      expect(u.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(u.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    expect(await verifyPassword(users[0]?.password_hash ?? '', 'wrong-password')).toBe(false);
    const hashes = await t.db.selectFrom('users').select('password_hash').execute();
    expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(hashes.length);
  });

  it('has Swedish postcodes with streets', async () => {
    const rows = await t.db.selectFrom('postal_directory').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(25);
    for (const r of rows) expect(r).toMatchObject({ country: 'SE', zip_code: expect.stringMatching(/^\d{5}$/) });
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(['Stockholm', 'Göteborg', 'Malmö', 'Uppsala']));
  });

  it('does nothing on a second run', async () => {
    const before = await counts();
    expect(await seedDemoData(t.db)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });
});

describe('demo data on a database that two processes start on at once', () => {
  it('is seeded exactly once', async () => {
    const other = await createTestDb();
    try {
      const results = await Promise.all([seedDemoData(other.db), seedDemoData(other.db)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const tenants = await other.db.selectFrom('tenants').select('id').execute();
      expect(tenants).toHaveLength(TENANT_IDS.length);
    } finally {
      await other.close();
    }
  });
});
