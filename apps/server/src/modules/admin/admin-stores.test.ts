import { randomBytes } from 'node:crypto';
import { AdminCustomerSchema, StoreRequestSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminCall, refusedCallers, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { lastMailOf } from '../mail/mail.test-support.ts';

const t = testAppForFile();
const { admin3, handler3 } = signInOperators(t, 'admin3', 'handler3');

let seq = 0;
const unique = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

/** A store-account request as the shop's form sends it (tenant 3); its id. */
async function requestAccount(email: string, companyName = 'Butik Söder AB'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/guest/user/ajaxCreateStoreAccount?tenant=3',
    payload: { companyName, corporateId: '556000-1111', contactName: 'Kim Berg', email, phone: '0701234567' },
    remoteAddress: `10.33.0.${++seq}`,
  });
  expect(res.statusCode).toBe(200);
  const row = await t.db
    .selectFrom('store_account_requests')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending request of another tenant, written directly. */
async function requestOn(tenantId: number, email: string): Promise<number> {
  const row = await t.db
    .insertInto('store_account_requests')
    .values({
      tenant_id: tenantId,
      company_name: 'Muu Oy',
      corporate_id: '1234567-1',
      contact_name: 'Matti',
      email,
      language: 'fi',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function snapshot(tenantId: number) {
  const [requests, customers, users, stores, audit, mails] = await Promise.all([
    t.db.selectFrom('store_account_requests').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    t.db.selectFrom('customers').select('id').where('tenant_id', '=', tenantId).execute(),
    t.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).execute(),
    t.db.selectFrom('stores').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    t.db.selectFrom('audit_log').select('id').where('tenant_id', '=', tenantId).execute(),
    t.db.selectFrom('mail_outbox').select('id').where('tenant_id', '=', tenantId).execute(),
  ]);
  return {
    requests,
    customers: customers.length,
    users: users.length,
    stores,
    audit: audit.length,
    mails: mails.length,
  };
}

const lastMailTo = (to: string) => lastMailOf(t, to);

async function auditOf(tenantId: number, entity: 'customer' | 'store_request', id: string) {
  const rows = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes }));
}

const approve = (headers: Record<string, string>, id: number, body?: unknown, tenant = 3) =>
  adminCall(t.app, headers, 'POST', `/api/admin/store-requests/${id}/approve?tenant=${tenant}`, body);
const reject = (headers: Record<string, string>, id: number, reason: unknown, tenant = 3) =>
  adminCall(t.app, headers, 'POST', `/api/admin/store-requests/${id}/reject?tenant=${tenant}`, { reason });
/** Links a store to a customer in the back office. */
const addStore = (
  headers: Record<string, string>,
  customerNumber: string,
  store: { storeCustomerNumber: string; storeId: string; name: string },
  tenant = 3,
) => adminCall(t.app, headers, 'POST', `/api/admin/customers/${customerNumber}/stores?tenant=${tenant}`, store);

describe('who may call the store calls', () => {
  const calls = (id: number): [string, 'GET' | 'POST' | 'DELETE', string, unknown?][] => [
    ['list', 'GET', '/api/admin/store-requests?tenant=3'],
    ['approve', 'POST', `/api/admin/store-requests/${id}/approve?tenant=3`],
    ['reject', 'POST', `/api/admin/store-requests/${id}/reject?tenant=3`, { reason: 'Nej' }],
    [
      'add store',
      'POST',
      '/api/admin/customers/10000003/stores?tenant=3',
      { storeCustomerNumber: '60000001', storeId: 'S-1', name: 'Butik' },
    ],
    ['remove store', 'DELETE', '/api/admin/customers/50000003/stores/60000001?tenant=3'],
  ];

  it('answers 401 without a token, with a garbage one and with a shop customer’s, and changes nothing', async () => {
    const id = await requestAccount(unique('guard'));
    const shop = (await loginAs(t.app, 3, 'business.3@example.com')).tokens.access_token;
    const before = await snapshot(3);
    for (const [who, headers] of Object.entries(refusedCallers(shop))) {
      for (const [name, method, url, payload] of calls(id)) {
        const res = await adminCall(t.app, headers, method, url, payload);
        expect(res.statusCode, `${who} ${name}`).toBe(401);
      }
    }
    expect(await snapshot(3)).toEqual(before);
  });

  it('an ORDER_HANDLER gets 403 on every store call, and nothing changes', async () => {
    const id = await requestAccount(unique('handler'));
    const before = await snapshot(3);
    for (const [name, method, url, payload] of calls(id)) {
      const res = await adminCall(t.app, handler3, method, url, payload);
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toEqual({ operationError: 'forbidden' });
    }
    expect(await snapshot(3)).toEqual(before);
  });

  it('an ADMIN of 4 gets 404 for tenant 5’s requests and customers, also asked with ?tenant=4', async () => {
    const admin4 = await adminAuth(t.app, 4, 'admin.4@example.com');
    const email = unique('fi');
    const id = await requestOn(5, email);
    const before = await snapshot(5);
    expect((await adminCall(t.app, admin4, 'GET', '/api/admin/store-requests?tenant=5')).statusCode).toBe(404);
    expect((await approve(admin4, id, undefined, 5)).statusCode).toBe(404);
    expect((await reject(admin4, id, 'Ei', 5)).statusCode).toBe(404);
    const on4 = await approve(admin4, id, undefined, 4);
    expect(on4.statusCode).toBe(404);
    expect(on4.json()).toEqual({ operationError: 'not_found' });
    expect((await reject(admin4, id, 'Ei', 4)).statusCode).toBe(404);
    const list4 = await adminCall(t.app, admin4, 'GET', '/api/admin/store-requests?tenant=4');
    expect(list4.statusCode).toBe(200);
    expect(list4.json().map((r: { id: number }) => r.id)).not.toContain(id);
    const store = await addStore(admin4, '10000005', { storeCustomerNumber: '20000005', storeId: 'S-1', name: 'X' }, 4);
    expect(store.statusCode).toBe(404);
    // A store of tenant 5 cannot be linked to a customer of 4 either.
    const foreign = await addStore(
      admin4,
      '10000004',
      { storeCustomerNumber: '20000005', storeId: 'S-1', name: 'X' },
      4,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ fieldErrors: [{ field: 'storeCustomerNumber', message: 'not_found' }] });
    expect(await snapshot(5)).toEqual(before);
  });
});

describe('store-account requests', () => {
  it('lists the tenant’s requests newest first, by status', async () => {
    const a = await requestAccount(unique('list-a'));
    const b = await requestAccount(unique('list-b'));
    const res = await adminCall(t.app, admin3, 'GET', '/api/admin/store-requests?tenant=3&status=PENDING');
    expect(res.statusCode).toBe(200);
    const items = res.json().map((r: unknown) => StoreRequestSchema.parse(r));
    const ids = items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(items.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    const bad = await adminCall(t.app, admin3, 'GET', '/api/admin/store-requests?tenant=3&status=OPEN');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors[0].field).toBe('query.status');
  });

  it('approval end to end: the welcome mail’s link sets a password and the new customer signs in to the shop', async () => {
    const email = unique('welcome');
    const id = await requestAccount(email, 'Butik Norr AB');
    const res = await approve(admin3, id, {
      stores: [{ storeCustomerNumber: '60000002', storeId: 'N-1', name: 'Norr, Umeå' }],
    });
    expect(res.statusCode).toBe(200);
    const decided = StoreRequestSchema.parse(res.json());
    expect(decided).toMatchObject({ id, status: 'APPROVED', decidedBy: 'admin.3@example.com', reason: null });
    expect(decided.decidedAt).not.toBeNull();
    expect(decided.customerNumber).toMatch(/^\d{8}$/);
    const customerNumber = decided.customerNumber ?? '';

    const customer = AdminCustomerSchema.parse(
      (await adminCall(t.app, admin3, 'GET', `/api/admin/customers/${customerNumber}?tenant=3`)).json(),
    );
    expect(customer).toMatchObject({
      name: 'Butik Norr AB',
      email,
      privateCustomer: false,
      organisationNumber: '556000-1111',
      stores: [{ customerNumber: '60000002', storeId: 'N-1', name: 'Norr, Umeå' }],
    });

    const mail = await lastMailTo(email);
    expect(mail?.kind).toBe('STORE_WELCOME');
    expect(mail?.tenant_id).toBe(3);
    // Tenant 3 speaks Swedish by default; the request was made in it.
    expect(mail?.subject).toContain('Välkommen till');
    expect(mail?.body_text).toContain('godkänts');
    expect(mail?.body_text).toContain(customerNumber);
    const link = /(http:\/\/t3\.localhost:3000\/resetPassword\/([A-Za-z0-9_-]{43}))/.exec(mail?.body_text ?? '');
    expect(link).not.toBeNull();
    expect(mail?.body_html).toContain(link?.[1]);

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/guest/register/resetPassword?tenant=3&t=${link?.[2]}&serverName=x`,
      payload: { password: 'Butik-pass-1', password2: 'Butik-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await loginAs(t.app, 3, email, 'Butik-pass-1');
    expect(signIn.tokens.access_token).toEqual(expect.any(String));
    // The stores linked: the store list shows for the new customer.
    const hasStores = await t.app.inject({
      method: 'POST',
      url: '/api/store/ajaxHasStores?tenant=3',
      headers: { authorization: `Bearer ${signIn.tokens.access_token}` },
      payload: {},
    });
    expect(hasStores.statusCode).toBe(200);
    expect(JSON.stringify(hasStores.json())).toContain('true');

    const [requestAudit] = await auditOf(3, 'store_request', String(id));
    expect(requestAudit).toMatchObject({ action: 'approved', actor: 'admin.3@example.com' });
    expect(requestAudit?.changes).toEqual({
      status: { from: 'PENDING', to: 'APPROVED' },
      customerNumber,
      stores: ['60000002'],
    });
    const [customerAudit] = await auditOf(3, 'customer', customerNumber);
    expect(customerAudit).toMatchObject({ action: 'created' });
    expect(customerAudit?.changes).toMatchObject({ storeRequest: id, email });

    // Decided once: a second approval or a rejection is 409 and changes nothing.
    const before = await snapshot(3);
    const again = await approve(admin3, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ operationError: 'already_decided' });
    expect((await reject(admin3, id, 'Nej')).statusCode).toBe(409);
    expect(await snapshot(3)).toEqual(before);
  });

  it('two approvals at once create exactly one customer', async () => {
    const email = unique('race');
    const id = await requestAccount(email);
    const customersBefore = (await snapshot(3)).customers;
    const admin3b = await adminAuth(t.app, 3, 'super@example.com');
    const calls = [approve(admin3, id), approve(admin3b, id), approve(admin3, id)];
    const results = await Promise.all(calls);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const users = await t.db.selectFrom('users').select('customer_id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);
    expect((await snapshot(3)).customers).toBe(customersBefore + 1);
    const mails = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
    expect(mails).toHaveLength(1);
    expect(await auditOf(3, 'store_request', String(id))).toHaveLength(1);
  });

  it('an approval whose e-mail already has an account is 409 and changes nothing', async () => {
    const id = await requestAccount('business.3@example.com');
    const before = await snapshot(3);
    const res = await approve(admin3, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ operationError: 'email_in_use' });
    expect(await snapshot(3)).toEqual(before);
  });

  it('an approval naming an unknown store is 422 with the store’s field, and changes nothing', async () => {
    const id = await requestAccount(unique('nostore'));
    const before = await snapshot(3);
    const res = await approve(admin3, id, {
      stores: [
        { storeCustomerNumber: '60000001', storeId: 'A', name: 'A' },
        { storeCustomerNumber: '69999999', storeId: 'B', name: 'B' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ fieldErrors: [{ field: 'stores.1.storeCustomerNumber', message: 'not_found' }] });
    const malformed = await approve(admin3, id, { stores: [{ storeCustomerNumber: 'x' }] });
    expect(malformed.statusCode).toBe(422);
    expect(await snapshot(3)).toEqual(before);
  });

  it('rejection mails the reason to the requester and records it', async () => {
    const email = unique('rejected');
    const id = await requestAccount(email, 'Okänd Butik AB');
    const res = await reject(admin3, id, 'Vi kan inte verifiera organisationsnumret.');
    expect(res.statusCode).toBe(200);
    expect(StoreRequestSchema.parse(res.json())).toMatchObject({
      status: 'REJECTED',
      reason: 'Vi kan inte verifiera organisationsnumret.',
      decidedBy: 'admin.3@example.com',
      customerNumber: null,
    });
    const mail = await lastMailTo(email);
    expect(mail?.kind).toBe('STORE_REJECTED');
    expect(mail?.body_text).toContain('Vi kan inte verifiera organisationsnumret.');
    expect(mail?.body_text).toContain('Okänd Butik AB');
    expect(mail?.body_text).toContain('Hej Kim Berg!');
    expect(mail?.body_html).toContain('Vi kan inte verifiera organisationsnumret.');
    const [row] = await auditOf(3, 'store_request', String(id));
    expect(row).toMatchObject({ action: 'rejected' });
    expect(row?.changes).toEqual({
      status: { from: 'PENDING', to: 'REJECTED' },
      reason: 'Vi kan inte verifiera organisationsnumret.',
    });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('answers in the request’s language: an English request gets English mails', async () => {
    const approvedEmail = unique('en-approved');
    const rejectedEmail = unique('en-rejected');
    const [approvedId, rejectedId] = [await requestOn(3, approvedEmail), await requestOn(3, rejectedEmail)];
    await t.db
      .updateTable('store_account_requests')
      .set({ language: 'en', corporate_id: '556000-1111' })
      .where('id', 'in', [approvedId, rejectedId])
      .execute();
    expect((await approve(admin3, approvedId)).statusCode).toBe(200);
    const welcome = await lastMailTo(approvedEmail);
    expect(welcome?.subject).toContain('Welcome to');
    expect(welcome?.body_text).toContain('Your request for a customer account has been approved.');
    expect((await reject(admin3, rejectedId, 'We could not verify the company.')).statusCode).toBe(200);
    const rejected = await lastMailTo(rejectedEmail);
    expect(rejected?.subject).toContain('Your customer account request');
    expect(rejected?.body_text).toContain('Reason:');
    expect(rejected?.body_text).toContain('We could not verify the company.');
  });

  it('refuses a rejection without a reason, and an unknown request', async () => {
    const id = await requestAccount(unique('noreason'));
    const before = await snapshot(3);
    const empty = await reject(admin3, id, '  ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fieldErrors).toEqual([{ field: 'reason', message: 'required' }]);
    const long = await reject(admin3, id, 'x'.repeat(501));
    expect(long.json().fieldErrors[0].field).toBe('reason');
    expect((await reject(admin3, 2_000_000, 'Nej')).statusCode).toBe(404);
    expect((await approve(admin3, 2_000_000)).statusCode).toBe(404);
    expect(await snapshot(3)).toEqual(before);
  });
});

describe('a customer’s stores', () => {
  it('adds and removes a store, each with its audit row', async () => {
    const add = await addStore(admin3, '10000003', { storeCustomerNumber: '60000005', storeId: 'X-5', name: 'Femman' });
    expect(add.statusCode).toBe(201);
    expect(AdminCustomerSchema.parse(add.json()).stores).toEqual([
      { customerNumber: '60000005', storeId: 'X-5', name: 'Femman' },
    ]);
    const [added] = await auditOf(3, 'customer', '10000003');
    expect(added).toMatchObject({ action: 'store_added', actor: 'admin.3@example.com' });
    expect(added?.changes).toEqual({ storeCustomerNumber: '60000005', storeId: 'X-5', name: 'Femman' });

    const before = await snapshot(3);
    const twice = await addStore(admin3, '10000003', {
      storeCustomerNumber: '60000005',
      storeId: 'X-5b',
      name: 'Femman igen',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ operationError: 'already_linked' });
    const itself = await addStore(admin3, '10000003', { storeCustomerNumber: '10000003', storeId: 'X', name: 'X' });
    expect(itself.statusCode).toBe(422);
    const invalid = await addStore(admin3, '10000003', {
      storeCustomerNumber: '60000006',
      storeId: '',
      name: 'y'.repeat(51),
    });
    expect(invalid.statusCode).toBe(422);
    expect((invalid.json().fieldErrors as { field: string }[]).map((e) => e.field).sort()).toEqual(['name', 'storeId']);
    expect(await snapshot(3)).toEqual(before);

    const remove = await adminCall(t.app, admin3, 'DELETE', '/api/admin/customers/10000003/stores/60000005?tenant=3');
    expect(remove.statusCode).toBe(200);
    expect(remove.json().stores).toEqual([]);
    const [removed] = await auditOf(3, 'customer', '10000003');
    expect(removed).toMatchObject({ action: 'store_removed' });
    expect(removed?.changes).toEqual({ storeCustomerNumber: '60000005', storeId: 'X-5', name: 'Femman' });
    const gone = await adminCall(t.app, admin3, 'DELETE', '/api/admin/customers/10000003/stores/60000005?tenant=3');
    expect(gone.statusCode).toBe(404);
  });
});
