import { CreateAccountBodySchema, TokenAnswerSchema } from '@shop/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loginCacheOf } from '../auth/login-cache.ts';
import { addr, business, call, lastMailTo, setUpAccountTests, signUp, t, unique } from './accounts.test-support.ts';

setUpAccountTests();

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

  it('checks the organisation number of Finland and Denmark with its check digit, and stores it normalized', async () => {
    for (const corporateId of ['abc <b>', '1234567', '1234567-8']) {
      const res = await signUp(5, { ...business(unique('fi')), corporateId });
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toContainEqual({ field: 'corporateId', message: 'invalid' });
    }
    const wrongCvr = await signUp(9, { ...business(unique('dk')), corporateId: '12345678' });
    expect(wrongCvr.statusCode).toBe(422);
    expect(wrongCvr.json().fieldErrors).toContainEqual({ field: 'corporateId', message: 'invalid' });
    const fi = unique('fi');
    expect((await signUp(5, { ...business(fi), corporateId: '12345671' })).statusCode).toBe(200);
    const dk = unique('dk');
    expect((await signUp(9, { ...business(dk), corporateId: 'CVR 12345674' })).statusCode).toBe(200);
    const ids = await t.db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customer_id')
      .select(['users.email', 'customers.corporate_identity_number'])
      .where('users.email', 'in', [fi, dk])
      .execute();
    expect(Object.fromEntries(ids.map((r) => [r.email, r.corporate_identity_number]))).toEqual({
      [fi]: '1234567-1',
      [dk]: '12345674',
    });
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

describe('the login cache and this process’s own account changes', () => {
  it('a sign-in right after sign-up and after a password change sees the change, before any change notification arrives', async () => {
    const cache = loginCacheOf(t.app);
    if (!cache) throw new Error('no login cache');
    const tenant = 6;
    // The tenant's accounts are kept (a login loads them).
    const warm = await t.app.inject({
      method: 'POST',
      url: `/api/login?tenant=${tenant}`,
      payload: { username: 'private.6@example.com', password: 'Wrong-pass-1' },
      remoteAddress: addr(),
    });
    expect(warm.statusCode).toBe(401);
    // Change notifications are held back, as when they arrive late.
    const held: number[] = [];
    const invalidate = cache.invalidateTenant.bind(cache);
    cache.invalidateTenant = (id: number) => void held.push(id);
    try {
      const email = unique('fresh');
      expect((await signUp(tenant, business(email))).statusCode).toBe(200);
      const first = await t.app.inject({
        method: 'POST',
        url: `/api/login?tenant=${tenant}`,
        payload: { username: email, password: 'Secret-pass-1' },
        remoteAddress: addr(),
      });
      expect(first.statusCode, first.body).toBe(200);
      const token = TokenAnswerSchema.parse(first.json()).access_token;
      const changed = await call(tenant, token, 'user/ajaxChangePassword', {
        currentPassword: 'Secret-pass-1',
        newPassword: 'Other-pass-2',
      });
      expect(changed.statusCode).toBe(200);
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/login?tenant=${tenant}`,
        payload: { username: email, password: 'Other-pass-2' },
        remoteAddress: addr(),
      });
      expect(again.statusCode).toBe(200);
    } finally {
      cache.invalidateTenant = invalidate;
      for (const id of held) invalidate(id);
    }
  });
});
