import { AuditAnswerSchema } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminCall, refusedCallers, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';

const t = testAppForFile();
const { admin4, admin5 } = signInOperators(t, 'admin4', 'admin5');
beforeAll(async () => {
  // Changes through the calls themselves: each writes its row.
  for (const allowNewsletter of [false, true, false]) {
    const res = await adminCall(t.app, admin4, 'PATCH', '/api/admin/customers/10000004?tenant=4', { allowNewsletter });
    expect(res.statusCode).toBe(200);
  }
  const other = await adminCall(t.app, admin4, 'PATCH', '/api/admin/customers/30000004?tenant=4', {
    allowNewsletter: true,
  });
  expect(other.statusCode).toBe(200);
  const on5 = await adminCall(t.app, admin5, 'PATCH', '/api/admin/customers/10000005?tenant=5', {
    allowNewsletter: false,
  });
  expect(on5.statusCode).toBe(200);
});

const audit = (headers: Record<string, string>, query: string) =>
  adminCall(t.app, headers, 'GET', `/api/admin/audit?${query}`);

describe('GET /api/admin/audit', () => {
  it('answers who changed what and when, newest first, of one entity when asked', async () => {
    const res = await audit(admin4, 'tenant=4&entity=customer&id=10000004');
    expect(res.statusCode).toBe(200);
    const { items } = AuditAnswerSchema.parse(res.json());
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.changes.allowNewsletter)).toEqual([
      { from: true, to: false },
      { from: false, to: true },
      { from: true, to: false },
    ]);
    for (const item of items)
      expect(item).toMatchObject({
        actor: 'admin.4@example.com',
        entity: 'customer',
        entityId: '10000004',
        action: 'updated',
      });
    const times = items.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);

    const all = AuditAnswerSchema.parse((await audit(admin4, 'tenant=4')).json()).items;
    expect(all.map((i) => i.entityId)).toEqual(['30000004', '10000004', '10000004', '10000004']);
    const page = AuditAnswerSchema.parse((await audit(admin4, 'tenant=4&limit=2&offset=1')).json()).items;
    expect(page).toEqual(all.slice(1, 3));
    expect((await audit(admin4, 'tenant=4&entity=order')).json()).toEqual({ items: [] });
  });

  it('an ORDER_HANDLER reads the audit trail', async () => {
    const handler = await adminAuth(t.app, 4, 'orders.4@example.com');
    const res = await audit(handler, 'tenant=4&entity=customer&id=30000004');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(1);
  });

  it('an ADMIN of 4 never sees tenant 5’s trail: 404 on 5, and 5’s rows are not among 4’s', async () => {
    expect((await audit(admin4, 'tenant=5')).statusCode).toBe(404);
    expect((await audit(admin4, 'tenant=5')).json()).toEqual({ operationError: 'not_found' });
    const asked = await audit(admin4, 'tenant=4&entity=customer&id=10000005');
    expect(asked.json()).toEqual({ items: [] });
    const own = await audit(admin5, 'tenant=5');
    expect(own.json().items.map((i: { entityId: string }) => i.entityId)).toEqual(['10000005']);
  });

  it('answers 401 without a token, with a garbage one and with a shop customer’s', async () => {
    const shop = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    for (const [who, headers] of Object.entries(refusedCallers(shop))) {
      const res = await audit(headers, 'tenant=4');
      expect(res.statusCode, who).toBe(401);
      expect(res.json(), who).toEqual({ operationError: 'unauthorized' });
    }
  });

  it('every customer, store and audit call is in the OpenAPI document, with the bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const expected: [string, string][] = [
      ['/api/admin/customers', 'get'],
      ['/api/admin/customers', 'post'],
      ['/api/admin/customers/{customerNumber}', 'get'],
      ['/api/admin/customers/{customerNumber}', 'patch'],
      ['/api/admin/customers/{customerNumber}/password-reset', 'post'],
      ['/api/admin/customers/{customerNumber}/stores', 'post'],
      ['/api/admin/customers/{customerNumber}/stores/{storeCustomerNumber}', 'delete'],
      ['/api/admin/store-requests', 'get'],
      ['/api/admin/store-requests/{id}/approve', 'post'],
      ['/api/admin/store-requests/{id}/reject', 'post'],
      ['/api/admin/audit', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('refuses a bad filter with field keys', async () => {
    const res = await audit(admin4, 'tenant=4&entity=invoice&limit=1000');
    expect(res.statusCode).toBe(422);
    expect((res.json().fieldErrors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'query.entity',
      'query.limit',
    ]);
  });
});
