import { randomBytes } from 'node:crypto';
import { CreateAccountBodySchema, ForgotPasswordAnswerSchema, TokenAnswerSchema } from '@shop/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../test/app.ts';
import { verifyPassword } from '../auth/password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A fresh client address per call, so the per-address limits of one test do not touch the others. */
const addr = () => `10.9.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;
const unique = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}@example.com`;

function signUp(tenant: number, payload: Record<string, unknown>, remoteAddress = addr()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/register/createAccount?tenant=${tenant}`,
    payload,
    remoteAddress,
  });
}

const business = (email: string) => ({
  customerType: 'business',
  email,
  password: 'Secret-pass-1',
  passwordConfirm: 'Secret-pass-1',
  companyName: 'Acme AB',
  corporateId: '556677-8899',
  newsletter: true,
});

function forgot(tenant: number, username: string, extra = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/register/forgotPassword?tenant=${tenant}&username=${encodeURIComponent(username)}&serverName=evil.example${extra}`,
    payload: {},
    headers: { host: 'evil.example' },
    remoteAddress: addr(),
  });
}

function reset(tenant: number, token: string, password: string, password2 = password) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/register/resetPassword?tenant=${tenant}&t=${encodeURIComponent(token)}&serverName=x`,
    payload: { password, password2 },
  });
}

function call(tenant: number, token: string, path: string, payload: unknown = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}?tenant=${tenant}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The newest queued mail to an address. */
async function lastMailTo(to: string) {
  return t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function tokenOf(body: string): string {
  const m = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(body);
  if (!m?.[1]) throw new Error('no reset link');
  return m[1];
}

/** Creates an account on tenant 4 and answers its e-mail. */
async function newAccount(tenant = 4): Promise<string> {
  const email = unique('acct');
  const res = await signUp(tenant, business(email));
  expect(res.statusCode).toBe(200);
  return email;
}

describe('register/createAccount', () => {
  it('creates a business customer and user and answers tokens like a login', async () => {
    const email = unique('Biz').toUpperCase();
    const res = await signUp(4, business(email));
    expect(res.statusCode).toBe(200);
    const answer = TokenAnswerSchema.parse(res.json());
    expect(answer.username).toBe(email.toLowerCase());
    expect(answer.tenant_id).toBe(4);
    expect(String(res.headers['set-cookie'])).toContain('shop_rt=');
    const row = await t.db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customer_id')
      .select([
        'users.password_hash',
        'users.temporary_password',
        'customers.customer_number',
        'customers.customer_type',
        'customers.company_name',
        'customers.corporate_identity_number',
        'customers.allow_newsletter',
        'customers.tenant_id',
      ])
      .where('users.email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.customer_number).toMatch(/^\d{8}$/);
    expect(row).toMatchObject({
      customer_type: 'BUSINESS',
      company_name: 'Acme AB',
      corporate_identity_number: '556677-8899',
      allow_newsletter: true,
      tenant_id: 4,
      temporary_password: false,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    // The token works for customer calls.
    const me = await call(4, answer.access_token, 'user/ajaxGetEmail');
    expect(me.json()).toEqual({ email: email.toLowerCase(), temporaryPassword: false });
  });

  it('creates a consumer with a name where the tenant has the business/private toggle', async () => {
    const email = unique('consumer');
    const res = await signUp(4, {
      ...business(email),
      customerType: 'consumer',
      companyName: 'Eva Svensson',
      corporateId: null,
      newsletter: false,
    });
    expect(res.statusCode).toBe(200);
    const c = await t.db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customer_id')
      .select(['customers.customer_type', 'customers.name', 'customers.company_name'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(c).toEqual({ customer_type: 'PRIVATE', name: 'Eva Svensson', company_name: null });
  });

  it('refuses consumers on tenant 5 and a business without corporate id', async () => {
    const consumer = await signUp(5, { ...business(unique('c5')), customerType: 'consumer' });
    expect(consumer.statusCode).toBe(422);
    expect(consumer.json().fieldErrors).toContainEqual({ field: 'customerType', message: 'invalid' });
    const noId = await signUp(5, { ...business(unique('b5')), corporateId: '' });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().fieldErrors).toContainEqual({ field: 'corporateId', message: 'required' });
  });

  it('checks the field rules: mismatch, short password, lengths, e-mail format', async () => {
    const mismatch = await signUp(4, { ...business(unique('m')), passwordConfirm: 'Other-pass-1' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fieldErrors).toContainEqual({ field: 'passwordConfirm', message: 'password_mismatch' });
    const short = await signUp(4, { ...business(unique('s')), password: 'short', passwordConfirm: 'short' });
    expect(short.json().fieldErrors).toContainEqual({ field: 'password', message: 'too_short' });
    const long = await signUp(4, { ...business(`${'a'.repeat(45)}@example.com`) });
    expect(long.json().fieldErrors).toContainEqual({ field: 'email', message: 'too_long' });
    const bad = await signUp(4, business('not-an-address'));
    expect(bad.json().fieldErrors).toContainEqual({ field: 'email', message: 'invalid' });
    expect(CreateAccountBodySchema.safeParse(business('x@example.com')).success).toBe(true);
  });

  it('refuses a taken e-mail of this tenant in the spec shape, but allows it in another tenant', async () => {
    const taken = await signUp(4, business('Business.4@example.com'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { errors: [{ field: 'username', message: 'email_in_use' }] } });
    const other = await signUp(6, business('business.4@example.com'));
    expect(other.statusCode).toBe(200);
    expect(other.json().tenant_id).toBe(6);
    // Still one user with that address on tenant 4.
    const { n } = await t.db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', 4)
      .where('email', '=', 'business.4@example.com')
      .executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });

  it('is closed to guests of the non-public tenant', async () => {
    const res = await signUp(3, business(unique('t3')));
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits sign-ups per client address', async () => {
    const address = '10.250.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await signUp(4, { ...business(unique('rl')), passwordConfirm: 'x' }, address);
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 422)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('user/ajaxCreateStoreAccount', () => {
  it('records the request on tenant 3 and mails the shop contact', async () => {
    const email = unique('store-req');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/user/ajaxCreateStoreAccount?tenant=3',
      payload: { companyName: 'Butik AB', corporateId: '556000-1111', contactName: 'Kim', email, phone: '0701234567' },
      remoteAddress: addr(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'received' });
    const row = await t.db
      .selectFrom('store_account_requests')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: 3, company_name: 'Butik AB', corporate_id: '556000-1111' });
    const mail = await lastMailTo('materialbestallning@sealwise.example');
    expect(mail?.body_text).toContain(email);
    expect(mail?.tenant_id).toBe(3);
  });

  it('refuses missing fields with fieldErrors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/user/ajaxCreateStoreAccount?tenant=3',
      payload: { companyName: '', corporateId: '1', contactName: 'Kim', email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toContainEqual({ field: 'companyName', message: 'required' });
  });
});

describe('register/forgotPassword and resetPassword', () => {
  it('mails a link on the tenant base URL and answers the masked address', async () => {
    const res = await forgot(4, 'Business.4@example.com', '&lang=en');
    expect(res.statusCode).toBe(200);
    expect(ForgotPasswordAnswerSchema.parse(res.json())).toEqual({ sent: true, email: 'bus*******@example.com' });
    const mail = await lastMailTo('business.4@example.com');
    expect(mail?.kind).toBe('PASSWORD_RESET');
    expect(mail?.subject).toContain('Reset your password');
    expect(mail?.body_text).toMatch(/http:\/\/t4\.localhost:3000\/resetPassword\/[A-Za-z0-9_-]{43}/);
    expect(mail?.body_text).not.toContain('evil.example');
    // Only the hash is stored.
    const token = tokenOf(mail?.body_text ?? '');
    const stored = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
  });

  it('finds the user by customer number; a new request spends the earlier token', async () => {
    const first = await forgot(4, '10000004');
    expect(first.json()).toEqual({ sent: true, email: 'bus*******@example.com' });
    const token1 = tokenOf((await lastMailTo('business.4@example.com'))?.body_text ?? '');
    await forgot(4, '10000004');
    const token2 = tokenOf((await lastMailTo('business.4@example.com'))?.body_text ?? '');
    expect(token2).not.toBe(token1);
    const old = await reset(4, token1, 'Whatever-pass-9');
    expect(old.statusCode).toBe(422);
    expect(old.json().errors).toEqual([{ field: 't', message: 'invalid_token' }]);
    // token2 is left unused here: business.4 keeps its password.
  });

  it('tells a user without e-mail so', async () => {
    const res = await forgot(4, '20000004');
    expect(res.json()).toEqual({ sent: false, noEmail: true });
  });

  it('answers an unknown username like a known one and sends nothing', async () => {
    const before = await t.db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const byEmail = await forgot(4, 'nobody.here@example.com');
    expect(byEmail.json()).toEqual({ sent: true, email: 'nob********@example.com' });
    const byNumber = await forgot(4, '19999994');
    const again = await forgot(4, '19999994');
    const answer = ForgotPasswordAnswerSchema.parse(byNumber.json());
    expect(answer.sent).toBe(true);
    expect(answer.email).toMatch(/^[a-z]{3}\*+@sealwise\.example$/);
    expect(again.json()).toEqual(byNumber.json());
    const admin = await forgot(4, 'admin.4@example.com');
    expect(admin.json()).toEqual({ sent: true, email: 'adm****@example.com' });
    const after = await t.db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(
      await t.db.selectFrom('password_reset_tokens').select('id').where('tenant_id', '=', 4).execute(),
    ).toHaveLength(3);
  });

  it('takes about the same time for known and unknown users', async () => {
    const time = async (u: string) => {
      const s = performance.now();
      await forgot(5, u);
      return performance.now() - s;
    };
    const known = await time('business.5@example.com');
    const unknown = await time('unknown.5@example.com');
    expect(unknown).toBeGreaterThanOrEqual(390);
    expect(Math.abs(known - unknown)).toBeLessThan(300);
  });

  it('resets once: new password works, temporary flag cleared, every session ends', async () => {
    const email = unique('reset');
    await signUp(4, business(email));
    await t.db.updateTable('users').set({ temporary_password: true }).where('email', '=', email).execute();
    const session = await loginAs(t.app, 4, email, 'Secret-pass-1');
    await forgot(4, email);
    const token = tokenOf((await lastMailTo(email))?.body_text ?? '');

    const mismatch = await reset(4, token, 'New-pass-123', 'Other-pass-123');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toContainEqual({ field: 'password2', message: 'password_mismatch' });
    const short = await reset(4, token, 'short');
    expect(short.json().errors).toContainEqual({ field: 'password', message: 'too_short' });

    const ok = await reset(4, token, 'New-pass-123');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    const user = await t.db
      .selectFrom('users')
      .select(['password_hash', 'temporary_password'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password_hash, 'New-pass-123')).toBe(true);
    expect(user.temporary_password).toBe(false);

    const again = await reset(4, token, 'Third-pass-123');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([{ field: 't', message: 'invalid_token' }]);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oauth/access_token',
      payload: `grant_type=refresh_token&refresh_token=${session.tokens.refresh_token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
    });
    expect(refreshed.statusCode).toBe(400);
    await loginAs(t.app, 4, email, 'New-pass-123');
  });

  it('lets only one of two concurrent resets with the same token win', async () => {
    const email = await newAccount();
    await forgot(4, email);
    const token = tokenOf((await lastMailTo(email))?.body_text ?? '');
    const [a, b] = await Promise.all([reset(4, token, 'Race-pass-111'), reset(4, token, 'Race-pass-222')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
  });

  it('refuses an expired token and a token of another tenant', async () => {
    const email = await newAccount();
    await forgot(4, email);
    const token = tokenOf((await lastMailTo(email))?.body_text ?? '');
    const other = await reset(6, token, 'New-pass-123');
    expect(other.statusCode).toBe(422);
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const expired = await reset(4, token, 'New-pass-123');
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual([{ field: 't', message: 'invalid_token' }]);
    await loginAs(t.app, 4, email, 'Secret-pass-1');
  });

  it('refuses an empty token', async () => {
    const res = await reset(4, '', 'New-pass-123');
    expect(res.statusCode).toBe(422);
  });

  it('is open to guests of the non-public tenant and appears in OpenAPI', async () => {
    const res = await forgot(3, 'business.3@example.com');
    expect(res.json()).toEqual({ sent: true, email: 'bus*******@example.com' });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (doc.statusCode === 200) {
      const paths = Object.keys(doc.json().paths ?? {});
      for (const p of [
        '/api/guest/register/forgotPassword',
        '/api/guest/register/resetPassword',
        '/api/guest/register/createAccount',
        '/api/user/ajaxGetEmail',
        '/api/user/ajaxChangeEmail',
        '/api/user/ajaxChangePassword',
        '/api/customer/ajaxChangeNewsletterSetting',
        '/api/guest/user/ajaxCreateStoreAccount',
      ])
        expect(paths).toContain(p);
    }
  });
});

describe('settings calls', () => {
  async function session(email: string, password = 'Secret-pass-1') {
    return (await loginAs(t.app, 4, email, password)).tokens.access_token;
  }

  it('user/ajaxGetEmail tells the temporary password and a missing e-mail', async () => {
    const temp = await session('temp.4@example.com', DEMO_PASSWORD);
    expect((await call(4, temp, 'user/ajaxGetEmail')).json()).toEqual({
      email: 'temp.4@example.com',
      temporaryPassword: true,
    });
    const noEmail = await session('20000004', DEMO_PASSWORD);
    expect((await call(4, noEmail, 'user/ajaxGetEmail')).json()).toEqual({ email: null, temporaryPassword: false });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/ajaxGetEmail?tenant=4', payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/guest/user/ajaxGetEmail?tenant=4', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('refuses a token of another tenant', async () => {
    const token = await session(await newAccount());
    const res = await call(6, token, 'user/ajaxGetEmail');
    expect(res.statusCode).toBe(403);
  });

  it('user/ajaxChangeEmail: identical, in use, and a change', async () => {
    const email = await newAccount();
    const token = await session(email);
    const same = await call(4, token, 'user/ajaxChangeEmail', { newEmail: email.toUpperCase() });
    expect(same.statusCode).toBe(422);
    expect(same.json().fieldErrors).toEqual([{ field: 'newEmail', message: 'identical' }]);
    const used = await call(4, token, 'user/ajaxChangeEmail', { newEmail: 'private.4@example.com' });
    expect(used.json().fieldErrors).toEqual([{ field: 'newEmail', message: 'email_in_use' }]);
    const fresh = unique('changed');
    const ok = await call(4, token, 'user/ajaxChangeEmail', { newEmail: fresh, temporaryPassword: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    expect((await call(4, token, 'user/ajaxGetEmail')).json().email).toBe(fresh);
    // The address of another tenant's user is free here.
    const crossTenant = await call(4, token, 'user/ajaxChangeEmail', { newEmail: 'private.6@example.com' });
    expect(crossTenant.statusCode).toBe(200);
  });

  it('gives a user without e-mail one', async () => {
    const token = await session('20000004', DEMO_PASSWORD);
    const fresh = unique('first-address');
    expect((await call(4, token, 'user/ajaxChangeEmail', { newEmail: fresh })).json()).toEqual({ status: 'ok' });
    expect((await call(4, token, 'user/ajaxGetEmail')).json()).toEqual({ email: fresh, temporaryPassword: false });
  });

  it('user/ajaxChangePassword: wrong current, identical, then a change that clears the temporary flag', async () => {
    const email = await newAccount();
    await t.db.updateTable('users').set({ temporary_password: true }).where('email', '=', email).execute();
    const token = await session(email);
    const wrong = await call(4, token, 'user/ajaxChangePassword', {
      currentPassword: 'Wrong-pass-1',
      newPassword: 'New-pass-123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toEqual([{ field: 'currentPassword', message: 'pass_incorrect' }]);
    const same = await call(4, token, 'user/ajaxChangePassword', {
      currentPassword: 'Secret-pass-1',
      newPassword: 'Secret-pass-1',
    });
    expect(same.json().fieldErrors).toEqual([{ field: 'newPassword', message: 'identical' }]);
    const short = await call(4, token, 'user/ajaxChangePassword', {
      currentPassword: 'Secret-pass-1',
      newPassword: 'x',
    });
    expect(short.statusCode).toBe(422);
    const ok = await call(4, token, 'user/ajaxChangePassword', {
      currentPassword: 'Secret-pass-1',
      newPassword: 'New-pass-123',
    });
    expect(ok.json()).toEqual({ status: 'ok' });
    expect((await call(4, token, 'user/ajaxGetEmail')).json().temporaryPassword).toBe(false);
    await loginAs(t.app, 4, email, 'New-pass-123');
  });

  it('customer/ajaxChangeNewsletterSetting stores the choice', async () => {
    const email = await newAccount();
    const token = await session(email);
    const res = await call(4, token, 'customer/ajaxChangeNewsletterSetting', { allowNewsletter: false });
    expect(res.json()).toEqual({ status: 'ok' });
    const row = await t.db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customer_id')
      .select('customers.allow_newsletter')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.allow_newsletter).toBe(false);
  });

  it('refuses admin accounts everywhere', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login?tenant=4',
      payload: { username: 'admin.4@example.com', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    const forgotAdmin = await forgot(4, 'admin.4@example.com');
    expect(forgotAdmin.json().sent).toBe(true);
    expect(await lastMailTo('admin.4@example.com')).toBeUndefined();
  });
});
