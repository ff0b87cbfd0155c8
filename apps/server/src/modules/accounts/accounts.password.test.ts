import { randomUUID } from 'node:crypto';
import { ForgotPasswordAnswerSchema } from '@shop/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/app.ts';
import { verifyPassword } from '../auth/password.ts';
import { openRefreshToken, sealRefreshToken } from '../auth/tokens.ts';
import {
  business,
  forgot,
  lastMailTo,
  newAccount,
  reset,
  setUpAccountTests,
  signUp,
  t,
  tokenOf,
  unique,
} from './accounts.test-support.ts';

setUpAccountTests();

/** POST /oauth/access_token with a session's refresh token and binding cookie. */
const refreshOf = (session: { tokens: { refresh_token: string }; cookie: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/access_token',
    payload: `grant_type=refresh_token&refresh_token=${session.tokens.refresh_token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
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

  it("answers 'error' ({ sent: false }) to an unknown username or an admin, makes up no address and sends nothing", async () => {
    const before = await t.db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const byEmail = await forgot(4, 'nobody.here@example.com');
    expect(byEmail.statusCode).toBe(200);
    expect(ForgotPasswordAnswerSchema.parse(byEmail.json())).toEqual({ sent: false });
    expect((await forgot(4, '19999994')).json()).toEqual({ sent: false });
    const admin = await forgot(4, 'admin.4@example.com');
    expect(admin.json()).toEqual({ sent: false });
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
    // A second session, its token rotated once before the reset.
    const other = await loginAs(t.app, 4, email, 'Secret-pass-1');
    const rotated = await refreshOf(other);
    expect(rotated.statusCode).toBe(200);
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

    expect((await refreshOf(session)).statusCode).toBe(400);
    expect((await refreshOf({ tokens: rotated.json(), cookie: other.cookie })).statusCode).toBe(400);
    // A token of the old epoch is refused whenever it was made: a login that read the account
    // before the reset and answered after it ends with the others.
    const claims = openRefreshToken(session.tokens.refresh_token, t.config.jwtSecret);
    if (!claims) throw new Error('the login answer has no refresh token of this server');
    const late = sealRefreshToken({ ...claims, familyId: randomUUID() }, t.config.jwtSecret);
    expect((await refreshOf({ tokens: { refresh_token: late }, cookie: session.cookie })).statusCode).toBe(400);
    // A session begun after the reset lives on.
    expect((await refreshOf(await loginAs(t.app, 4, email, 'New-pass-123'))).statusCode).toBe(200);
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
