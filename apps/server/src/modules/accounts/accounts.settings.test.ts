import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginAs } from '../../test/app.ts';
import { call, forgot, lastMailTo, newAccount, setUpAccountTests, t, unique } from './accounts.test-support.ts';

setUpAccountTests();

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
    expect(res.statusCode).toBe(401);
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
    expect(forgotAdmin.json()).toEqual({ sent: false });
    expect(await lastMailTo('admin.4@example.com')).toBeUndefined();
  });
});
