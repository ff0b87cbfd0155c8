import { randomBytes } from 'node:crypto';
import { AdminCustomerListAnswerSchema, AdminCustomerSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminCall, refusedCallers, signInOperators } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';
import { lastMailOf } from '../mail/mail.test-support.ts';

const t = testAppForFile();
const { admin4, handler4 } = signInOperators(t, 'admin4', 'handler4');

const unique = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

/** Everything a customer call could change, to show that a refused one changed nothing. */
async function snapshot(tenantId: number) {
  const [customers, users, addresses, audit, mails, tokens] = await Promise.all([
    t.db.selectFrom('customers').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    t.db
      .selectFrom('users')
      .select(['id', 'email', 'disabled', 'session_epoch', 'password_hash'])
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute(),
    t.db.selectFrom('addresses').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute(),
    t.db.selectFrom('audit_log').select('id').where('tenant_id', '=', tenantId).execute(),
    t.db.selectFrom('mail_outbox').select('id').where('tenant_id', '=', tenantId).execute(),
    t.db.selectFrom('password_reset_tokens').select(['id', 'used_at']).where('tenant_id', '=', tenantId).execute(),
  ]);
  return { customers, users, addresses, audit: audit.length, mails: mails.length, tokens };
}

async function auditOf(tenantId: number, customerNumber: string) {
  return t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('entity', '=', 'customer')
    .where('entity_id', '=', customerNumber)
    .orderBy('id', 'desc')
    .execute();
}

const changesOf = (row: { changes: unknown }) =>
  (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as Record<string, unknown>;

const lastMailTo = (to: string) => lastMailOf(t, to);

const tokenOf = (body: string) => {
  const m = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(body);
  if (!m?.[1]) throw new Error('no reset link');
  return m[1];
};

const resetPassword = (tenant: number, token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guest/register/resetPassword?tenant=${tenant}&t=${encodeURIComponent(token)}&serverName=x`,
    payload: { password, password2: password },
  });

const shopLogin = (tenant: number, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/api/login?tenant=${tenant}`, payload: { username, password } });

describe('who may call the customer calls', () => {
  const calls: [string, 'GET' | 'POST' | 'PATCH', string, unknown?][] = [
    ['list', 'GET', '/api/admin/customers?tenant=4'],
    ['read', 'GET', '/api/admin/customers/10000004?tenant=4'],
    [
      'create',
      'POST',
      '/api/admin/customers?tenant=4',
      { name: 'X AB', email: 'x@example.com', privateCustomer: false },
    ],
    ['patch', 'PATCH', '/api/admin/customers/10000004?tenant=4', { allowNewsletter: false }],
    ['reset', 'POST', '/api/admin/customers/10000004/password-reset?tenant=4'],
  ];

  it('answers 401 without a token, with a garbage one and with a shop customer’s, and changes nothing', async () => {
    const shop = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    const before = await snapshot(4);
    for (const [who, headers] of Object.entries(refusedCallers(shop))) {
      for (const [name, method, url, payload] of calls) {
        const res = await adminCall(t.app, headers, method, url, payload);
        expect(res.statusCode, `${who} ${name}`).toBe(401);
        expect(res.json(), `${who} ${name}`).toEqual({ operationError: 'unauthorized' });
      }
    }
    expect(await snapshot(4)).toEqual(before);
  });

  it('an ADMIN of 4 gets 404 for tenant 5’s customers, on tenant 5 and when asking tenant 5’s number on 4', async () => {
    const before = await snapshot(5);
    for (const [name, method, url, payload] of calls) {
      const on5 = await adminCall(t.app, admin4, method, url.replace('tenant=4', 'tenant=5'), payload);
      expect(on5.statusCode, `${name} on 5`).toBe(404);
    }
    for (const [name, method, url, payload] of calls.filter(([, , u]) => u.includes('10000004'))) {
      const res = await adminCall(t.app, admin4, method, url.replace('10000004', '10000005'), payload);
      expect(res.statusCode, `${name} of 10000005 on 4`).toBe(404);
      expect(res.json()).toEqual({ operationError: 'not_found' });
    }
    const search = await adminCall(t.app, admin4, 'GET', '/api/admin/customers?tenant=4&q=10000005');
    expect(search.json()).toEqual({ items: [], total: 0, totalIsLowerBound: false });
    const byEmail = await adminCall(t.app, admin4, 'GET', '/api/admin/customers?tenant=4&q=business.5');
    expect(byEmail.json().items).toEqual([]);
    expect(await snapshot(5)).toEqual(before);
  });

  it('an ORDER_HANDLER reads customers, but every change is 403 and changes nothing', async () => {
    const list = await adminCall(t.app, handler4, 'GET', '/api/admin/customers?tenant=4');
    expect(list.statusCode).toBe(200);
    const read = await adminCall(t.app, handler4, 'GET', '/api/admin/customers/10000004?tenant=4');
    expect(read.statusCode).toBe(200);
    const before = await snapshot(4);
    for (const [name, method, url, payload] of calls.filter(([, m]) => m !== 'GET')) {
      const res = await adminCall(t.app, handler4, method, url, payload);
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toEqual({ operationError: 'forbidden' });
    }
    const disable = await adminCall(t.app, handler4, 'PATCH', '/api/admin/customers/10000004?tenant=4', {
      disabled: true,
    });
    expect(disable.statusCode).toBe(403);
    expect(await snapshot(4)).toEqual(before);
  });

  it('a SUPERADMIN works in any tenant', async () => {
    const superadmin = await adminAuth(t.app, 3, 'super@example.com');
    const res = await adminCall(t.app, superadmin, 'GET', '/api/admin/customers/10000007?tenant=7');
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('business.7@example.com');
  });
});

describe('GET /api/admin/customers', () => {
  it('searches customer number, name or company, e-mail and organisation number', async () => {
    const q = async (text: string) => {
      const res = await adminCall(t.app, admin4, 'GET', `/api/admin/customers?tenant=4&q=${encodeURIComponent(text)}`);
      expect(res.statusCode).toBe(200);
      return AdminCustomerListAnswerSchema.parse(res.json());
    };
    const byNumber = await q('10000004');
    expect(byNumber.items.map((c) => c.customerNumber)).toEqual(['10000004']);
    expect(byNumber.items[0]).toMatchObject({
      email: 'business.4@example.com',
      privateCustomer: false,
      disabled: false,
    });
    expect(byNumber.total).toBe(1);
    const customer = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('tenant_id', '=', 4)
      .where('customer_number', '=', '10000004')
      .executeTakeFirstOrThrow();
    expect((await q(customer.company_name?.slice(2, 9) ?? '')).items.map((c) => c.customerNumber)).toContain(
      '10000004',
    );
    expect((await q(customer.corporate_identity_number ?? '')).items.map((c) => c.customerNumber)).toContain(
      '10000004',
    );
    expect((await q('PRIVATE.4@EXAMPLE')).items.map((c) => c.customerNumber)).toEqual(['30000004']);
    // LIKE's wildcards are text, not patterns.
    expect((await q('%')).items).toEqual([]);
    // Operators are no customers.
    expect((await q('admin.4')).items).toEqual([]);
  });

  it('pages newest first, and counts', async () => {
    const all = AdminCustomerListAnswerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/customers?tenant=4&limit=100')).json(),
    );
    expect(all.total).toBe(all.items.length);
    expect(all.totalIsLowerBound).toBe(false);
    const dates = all.items.map((c) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await adminCall(t.app, admin4, 'GET', '/api/admin/customers?tenant=4&limit=2&offset=1')).json();
    expect(second.items.map((c: { customerNumber: string }) => c.customerNumber)).toEqual(
      all.items.slice(1, 3).map((c) => c.customerNumber),
    );
    expect(second.total).toBe(all.total);
  });

  it('refuses a bad page with field errors', async () => {
    const res = await adminCall(t.app, admin4, 'GET', '/api/admin/customers?tenant=4&limit=0&offset=-1');
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .fieldErrors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['query.limit', 'query.offset']);
  });
});

describe('GET /api/admin/customers/{customerNumber}', () => {
  it('answers the customer with addresses and its latest orders, newest first', async () => {
    const res = await adminCall(t.app, admin4, 'GET', '/api/admin/customers/10000004?tenant=4');
    expect(res.statusCode).toBe(200);
    const customer = AdminCustomerSchema.parse(res.json());
    expect(customer).toMatchObject({ customerNumber: '10000004', email: 'business.4@example.com', stores: [] });
    expect(customer.addresses.map((a) => a.addressType).sort()).toEqual(['DELIVERY', 'INVOICE', 'POSTAL']);
    expect(customer.addresses.find((a) => a.addressType === 'INVOICE')?.address).toHaveProperty('organisationNumber');
    expect(customer.orders.length).toBeGreaterThanOrEqual(5);
    expect(customer.orders.length).toBeLessThanOrEqual(20);
    const dates = customer.orders.map((o) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(customer.orders.every((o) => o.customerNumber === '10000004')).toBe(true);
    // The demo history has one order of each state (the printed and invoiced ones are shipped).
    expect(new Set(customer.orders.map((o) => o.status))).toEqual(
      new Set(['placed', 'printed', 'invoiced', 'shipped', 'canceled']),
    );
  });

  it('shows a store owner’s stores (tenant 3)', async () => {
    const admin3 = await adminAuth(t.app, 3, 'admin.3@example.com');
    const res = await adminCall(t.app, admin3, 'GET', '/api/admin/customers/50000003?tenant=3');
    expect(res.statusCode).toBe(200);
    expect(res.json().stores).toHaveLength(12);
    expect(res.json().stores[0]).toEqual({ customerNumber: '60000001', storeId: 'S-101', name: expect.any(String) });
  });

  it('answers 404 for an unknown number and 422 for a malformed one', async () => {
    expect((await adminCall(t.app, admin4, 'GET', '/api/admin/customers/19999994?tenant=4')).statusCode).toBe(404);
    const bad = await adminCall(t.app, admin4, 'GET', '/api/admin/customers/12ab?tenant=4');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toEqual([{ field: 'customerNumber', message: 'invalid' }]);
  });
});

describe('POST /api/admin/customers', () => {
  it('opens an account: a new customer number, a user without a usable password, the set-password mail, the audit row', async () => {
    const email = unique('opened');
    const res = await adminCall(t.app, admin4, 'POST', '/api/admin/customers?tenant=4', {
      name: 'Nya Kunden AB',
      email: email.toUpperCase(),
      privateCustomer: false,
      organisationNumber: '556677-8899',
      allowNewsletter: true,
      language: 'en',
    });
    expect(res.statusCode).toBe(201);
    const customer = AdminCustomerSchema.parse(res.json());
    expect(customer).toMatchObject({
      name: 'Nya Kunden AB',
      email,
      privateCustomer: false,
      organisationNumber: '556677-8899',
      allowNewsletter: true,
      disabled: false,
      orders: [],
    });
    expect(customer.customerNumber).toMatch(/^\d{8}$/);
    // No password works until the customer chooses one.
    expect((await shopLogin(4, email, 'Demo-pass-1')).statusCode).toBe(401);

    const mail = await lastMailTo(email);
    expect(mail?.kind).toBe('ACCOUNT_WELCOME');
    expect(mail?.subject).toContain('Welcome to');
    expect(mail?.body_text).toContain(customer.customerNumber);
    expect(mail?.body_text).toMatch(/http:\/\/t4\.localhost:3000\/resetPassword\/[A-Za-z0-9_-]{43}/);
    // The readable copy keeps no link; the sealed one does.
    const stored = await t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('id', '=', mail?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.body_text).not.toContain('/resetPassword/');

    const reset = await resetPassword(4, tokenOf(mail?.body_text ?? ''), 'Chosen-pass-42');
    expect(reset.statusCode).toBe(200);
    expect((await shopLogin(4, customer.customerNumber, 'Chosen-pass-42')).statusCode).toBe(200);

    const [row] = await auditOf(4, customer.customerNumber);
    expect(row).toMatchObject({ action: 'created', actor: 'admin.4@example.com', entity: 'customer' });
    expect(changesOf(row as { changes: unknown })).toMatchObject({ email, name: 'Nya Kunden AB' });
  });

  it('refuses a taken e-mail with a field error and creates nothing', async () => {
    const before = await snapshot(4);
    const res = await adminCall(t.app, admin4, 'POST', '/api/admin/customers?tenant=4', {
      name: 'Dubblett AB',
      email: 'Business.4@example.com',
      privateCustomer: false,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ fieldErrors: [{ field: 'email', message: 'email_in_use' }] });
    expect(await snapshot(4)).toEqual(before);
  });

  it('refuses invalid bodies with field keys and creates nothing', async () => {
    const before = await snapshot(5);
    const admin5 = await adminAuth(t.app, 5, 'admin.5@example.com');
    const cases: [unknown, { field: string; message: string }[]][] = [
      [
        { name: '', email: 'not-an-email', privateCustomer: false },
        [
          { field: 'name', message: 'too_small' },
          { field: 'email', message: 'invalid' },
        ],
      ],
      [
        { name: 'X', email: 'x@example.com', privateCustomer: false, password: 'x' },
        [{ field: 'password', message: 'unknown_field' }],
      ],
      // Tenant 5 sells to legal entities only.
      [
        { name: 'Matti', email: unique('m'), privateCustomer: true },
        [{ field: 'privateCustomer', message: 'invalid' }],
      ],
      [
        { name: 'Oy', email: unique('o'), privateCustomer: false, organisationNumber: '123' },
        [{ field: 'organisationNumber', message: 'invalid' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await adminCall(t.app, admin5, 'POST', '/api/admin/customers?tenant=5', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const fields = res.json().fieldErrors as { field: string; message: string }[];
      expect(fields.map((e) => e.field).sort(), JSON.stringify(body)).toEqual(errors.map((e) => e.field).sort());
    }
    expect(await snapshot(5)).toEqual(before);
  });
});

describe('PATCH /api/admin/customers/{customerNumber}', () => {
  it('disabling ends the customer’s sessions at once; enabling lets it sign in again, not the old sessions', async () => {
    const session = await loginAs(t.app, 6, 'private.6@example.com');
    const admin6 = await adminAuth(t.app, 6, 'admin.6@example.com');
    const ajaxGetCustomer = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/ajaxGetCustomer?tenant=6',
        headers: { authorization: `Bearer ${session.tokens.access_token}` },
        payload: {},
      });
    expect((await ajaxGetCustomer()).statusCode).toBe(200);

    const off = await adminCall(t.app, admin6, 'PATCH', '/api/admin/customers/30000006?tenant=6', { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled).toBe(true);
    expect((await ajaxGetCustomer()).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/oauth/access_token',
      payload: `grant_type=refresh_token&refresh_token=${session.tokens.refresh_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
    });
    expect(refresh.statusCode).toBe(400);
    expect((await shopLogin(6, 'private.6@example.com', 'Demo-pass-1')).statusCode).toBe(401);
    const [row] = await auditOf(6, '30000006');
    expect(row).toMatchObject({ action: 'updated', actor: 'admin.6@example.com' });
    expect(changesOf(row as { changes: unknown })).toEqual({ disabled: { from: false, to: true } });

    const on = await adminCall(t.app, admin6, 'PATCH', '/api/admin/customers/30000006?tenant=6', { disabled: false });
    expect(on.json().disabled).toBe(false);
    expect((await ajaxGetCustomer()).statusCode).toBe(401);
    expect((await shopLogin(6, 'private.6@example.com', 'Demo-pass-1')).statusCode).toBe(200);
  });

  it('changes type, newsletter and an address, and records each change as { from, to }', async () => {
    const before = AdminCustomerSchema.parse(
      (await adminCall(t.app, admin4, 'GET', '/api/admin/customers/10000004?tenant=4')).json(),
    );
    const delivery = before.addresses.find((a) => a.addressType === 'DELIVERY')?.address ?? {};
    const res = await adminCall(t.app, admin4, 'PATCH', '/api/admin/customers/10000004?tenant=4', {
      privateCustomer: true,
      allowNewsletter: !before.allowNewsletter,
      addresses: { DELIVERY: { recipient: 'Ny Mottagare', zipCode: '21122', streetLetter: '' } },
    });
    expect(res.statusCode).toBe(200);
    const after = AdminCustomerSchema.parse(res.json());
    expect(after.privateCustomer).toBe(true);
    expect(after.allowNewsletter).toBe(!before.allowNewsletter);
    const newDelivery = after.addresses.find((a) => a.addressType === 'DELIVERY')?.address;
    expect(newDelivery).toMatchObject({ recipient: 'Ny Mottagare', zipCode: '21122', streetName: delivery.streetName });
    const [row] = await auditOf(4, '10000004');
    const changes = changesOf(row as { changes: unknown });
    expect(changes).toMatchObject({
      privateCustomer: { from: false, to: true },
      allowNewsletter: { from: before.allowNewsletter, to: !before.allowNewsletter },
      'addresses.DELIVERY.recipient': { from: delivery.recipient, to: 'Ny Mottagare' },
    });
    expect(changes).not.toHaveProperty('addresses.DELIVERY.city');

    // The same patch again changes nothing and writes no audit row.
    const rows = (await auditOf(4, '10000004')).length;
    const again = await adminCall(t.app, admin4, 'PATCH', '/api/admin/customers/10000004?tenant=4', {
      privateCustomer: true,
      addresses: { DELIVERY: { recipient: 'Ny Mottagare' } },
    });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(4, '10000004')).toHaveLength(rows);
    await adminCall(t.app, admin4, 'PATCH', '/api/admin/customers/10000004?tenant=4', { privateCustomer: false });
  });

  it('refuses what the shop refuses, with field keys, and changes nothing', async () => {
    const before = await snapshot(4);
    const cases: [unknown, string[]][] = [
      // Not in the postal directory, as ajaxValidateZipCode says.
      [{ addresses: { DELIVERY: { zipCode: '00000' } } }, ['addresses.DELIVERY.zipCode']],
      [{ addresses: { DELIVERY: { zipCode: '123' } } }, ['addresses.DELIVERY.zipCode']],
      [
        { addresses: { DELIVERY: { recipient: '', city: '' } } },
        ['addresses.DELIVERY.city', 'addresses.DELIVERY.recipient'],
      ],
      [{ addresses: { DELIVERY: { streetNumber: '12b' } } }, ['addresses.DELIVERY.streetNumber']],
      [{ addresses: { DELIVERY: { country: 'Atlantis' } } }, ['addresses.DELIVERY.country']],
      // The postal address is the internal shop's only.
      [{ addresses: { POSTAL: { recipient: 'X' } } }, ['addresses.POSTAL']],
      [{ disabled: 'yes' }, ['disabled']],
      [{ customerNumber: '1' }, ['customerNumber']],
      // Changing the newsletter with a refused address changes neither.
      [{ allowNewsletter: true, addresses: { INVOICE: { zipCode: '00000' } } }, ['addresses.INVOICE.zipCode']],
    ];
    for (const [body, fields] of cases) {
      const res = await adminCall(t.app, admin4, 'PATCH', '/api/admin/customers/10000004?tenant=4', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect((res.json().fieldErrors as { field: string }[]).map((e) => e.field).sort(), JSON.stringify(body)).toEqual(
        fields,
      );
    }
    // Tenant 5 sells to legal entities only.
    const admin5 = await adminAuth(t.app, 5, 'admin.5@example.com');
    const consumer = await adminCall(t.app, admin5, 'PATCH', '/api/admin/customers/10000005?tenant=5', {
      privateCustomer: true,
    });
    expect(consumer.json()).toEqual({ fieldErrors: [{ field: 'privateCustomer', message: 'invalid' }] });
    expect(await snapshot(4)).toEqual(before);
  });

  it('an address of another country is not checked against the home directory (public tenant)', async () => {
    const res = await adminCall(t.app, admin4, 'PATCH', '/api/admin/customers/30000004?tenant=4', {
      addresses: { DELIVERY: { country: 'NO', zipCode: '0150', city: 'Oslo' } },
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().addresses.find((a: { addressType: string }) => a.addressType === 'DELIVERY').address,
    ).toMatchObject({ country: 'Norge', zipCode: '0150' });
  });
});

describe('a customer without a user', () => {
  it('cannot be disabled (409 no_user) and has no e-mail to send a reset to (409 no_email)', async () => {
    const admin3 = await adminAuth(t.app, 3, 'admin.3@example.com');
    const before = await snapshot(3);
    const off = await adminCall(t.app, admin3, 'PATCH', '/api/admin/customers/60000001?tenant=3', { disabled: true });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ operationError: 'no_user' });
    const reset = await adminCall(t.app, admin3, 'POST', '/api/admin/customers/60000001/password-reset?tenant=3');
    expect(reset.json()).toEqual({ operationError: 'no_email' });
    expect(await snapshot(3)).toEqual(before);
  });
});

describe('POST /api/admin/customers/{customerNumber}/password-reset', () => {
  it('mails the shop’s reset link, whose token sets a password; the audit names who sent it', async () => {
    const res = await adminCall(t.app, admin4, 'POST', '/api/admin/customers/40000004/password-reset?tenant=4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = await lastMailTo('temp.4@example.com');
    expect(mail?.kind).toBe('PASSWORD_RESET');
    const token = tokenOf(mail?.body_text ?? '');
    // A second request spends the first link, as the shop's forgot-password does.
    await adminCall(t.app, admin4, 'POST', '/api/admin/customers/40000004/password-reset?tenant=4');
    expect((await resetPassword(4, token, 'Other-pass-7')).statusCode).toBe(422);
    const second = tokenOf((await lastMailTo('temp.4@example.com'))?.body_text ?? '');
    expect((await resetPassword(4, second, 'Other-pass-7')).statusCode).toBe(200);
    expect((await shopLogin(4, 'temp.4@example.com', 'Other-pass-7')).statusCode).toBe(200);
    const [row] = await auditOf(4, '40000004');
    expect(row).toMatchObject({ action: 'password_reset_sent', actor: 'admin.4@example.com' });
  });

  it('answers 409 no_email for a customer without an e-mail address, and sends nothing', async () => {
    const before = await snapshot(4);
    const res = await adminCall(t.app, admin4, 'POST', '/api/admin/customers/20000004/password-reset?tenant=4');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ operationError: 'no_email' });
    expect(await snapshot(4)).toEqual(before);
  });
});
