import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, loginAs, postRaw, refreshSession, testAppForFile } from '../../test/app.ts';
import { passwordHashing } from './password.ts';
import { PasswordThreadError } from './password-workers.ts';
import { openRefreshToken, sealRefreshToken } from './tokens.ts';

const t = testAppForFile({ loginLimits: { perAccount: 4, perAddress: 1000, windowS: 900 } });

const login = (tenant: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/login?tenant=${tenant}&currency=SEK&vat=25`,
    payload: payload as object,
    headers,
  });

const refresh = (token: string, cookie?: string) => refreshSession(t.app, token, cookie);

const countRefreshTokens = async () =>
  Number(
    (
      await t.db
        .selectFrom('refresh_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/login', () => {
  it('logs a customer in by e-mail with the session fields of the spec', async () => {
    const res = await login(4, { username: 'business.4@example.com', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      tenant_id: 4,
      currency: 'SEK',
      admin: false,
      username: 'business.4@example.com',
    });
    expect(body.roles).toContain('CUSTOMER');
    expect(typeof body.access_token).toBe('string');
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{132}$/);
    expect(body.expires_in).toBeLessThanOrEqual(900);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('logs in by 8-digit customer number, also for a customer with no e-mail', async () => {
    expect((await login(4, { username: '10000004', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const noMail = await login(6, { username: '20000006', password: DEMO_PASSWORD });
    expect(noMail.statusCode).toBe(200);
    expect(noMail.json().username).toBe('20000006');
  });

  it('accepts e-mail addresses in any letter case', async () => {
    expect((await login(5, { username: 'Business.5@Example.com', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses admin accounts with error_login_cust', async () => {
    const res = await login(4, { username: 'admin.4@example.com', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ operationError: 'error_login_cust' });
  });

  it('answers wrong password and unknown user alike, in similar time', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      const res = await login(7, { username, password: 'Wrong-pass-1' });
      return { ms: performance.now() - start, status: res.statusCode, body: res.body };
    };
    await time('nobody@example.com'); // warm the dummy hash
    const known: Awaited<ReturnType<typeof time>>[] = [];
    const unknown: Awaited<ReturnType<typeof time>>[] = [];
    const five = ['private.7@example.com', 'business.7@example.com', 'temp.7@example.com', '10000007', '20000007'];
    const accounts = [...five, ...five];
    for (const [i, account] of accounts.entries()) {
      known.push(await time(account));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    for (const r of [...known, ...unknown]) {
      expect(r.status).toBe(401);
      expect(JSON.parse(r.body)).toEqual({ operationError: 'login_failed' });
    }
    // Medians of interleaved runs: one slow run (a collection, a busy disk) does not decide.
    const median = (xs: { ms: number }[]) => {
      const sorted = [...xs].map((x) => x.ms).sort((a, b) => a - b);
      return ((sorted[4] ?? 0) + (sorted[5] ?? 0)) / 2;
    };
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('stores argon2id hashes with m ≥ 19 MiB, t ≥ 2, p = 1', async () => {
    const user = await t.db.selectFrom('users').select('password_hash').limit(1).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('does not let a user of one tenant log in on another', async () => {
    const res = await login(6, { username: 'business.4@example.com', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits failed attempts per account with too_many_attempts, even with the right password', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await login(9, { username: 'business.9@example.com', password: 'nope' })).statusCode).toBe(401);
    }
    const blocked = await login(9, { username: 'business.9@example.com', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ operationError: 'too_many_attempts' });
    expect((await login(9, { username: 'private.9@example.com', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 500 when a hashing thread dies, counts no failed attempt and issues no token', async () => {
    const verify = vi
      .spyOn(passwordHashing, 'verify')
      .mockRejectedValueOnce(new PasswordThreadError('password worker stopped with exit code 1'));
    try {
      const res = await login(5, { username: 'private.5@example.com', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/exit code|PasswordThreadError|at .*\.ts|_token/);
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      verify.mockRestore();
    }
    // All 4 failed attempts of the account's allowance are still there.
    for (let i = 0; i < 4; i++) {
      expect((await login(5, { username: 'private.5@example.com', password: 'nope' })).statusCode).toBe(401);
    }
    expect((await login(5, { username: 'private.5@example.com', password: DEMO_PASSWORD })).statusCode).toBe(429);
  });

  it('refuses bad input with 4xx, starts no session and leaks no stack', async () => {
    const cases = [
      { payload: { username: '', password: 'x' }, status: 422 },
      { payload: { username: 'a'.repeat(51), password: 'x' }, status: 422 },
      { payload: { username: 'a@b.c', password: 'x'.repeat(51) }, status: 422 },
      { payload: { username: 'a@b.c', password: 'x', admin: true }, status: 422 },
      { payload: { username: 12345678, password: 'x' }, status: 422 },
      { payload: { username: 'a@b.c' }, status: 422 },
    ];
    for (const c of cases) {
      const res = await login(4, c.payload);
      expect(res.statusCode, JSON.stringify(c.payload)).toBe(c.status);
      expect(res.json().fieldErrors.length).toBeGreaterThan(0);
      expect(res.body).not.toMatch(/at .*\.ts/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const malformed = await postRaw(t.app, '/api/login?tenant=4', '{"username": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ operationError: 'malformed_request' });
    const unknownTenant = await login(99, { username: 'business.4@example.com', password: DEMO_PASSWORD });
    expect(unknownTenant.statusCode).toBe(404);
    expect(unknownTenant.json()).toEqual({ operationError: 'unknown_tenant' });
    const badTenant = await login(-1 as number, { username: 'business.4@example.com', password: DEMO_PASSWORD });
    expect(badTenant.statusCode).toBe(422);
    for (const res of [malformed, unknownTenant, badTenant]) expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /oauth/access_token', () => {
  it('rotates the refresh token on every use', async () => {
    const { tokens, cookie } = await loginAs(t.app, 4, 'private.4@example.com');
    const first = await refresh(tokens.refresh_token, cookie);
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.tenant_id).toBe(4);
    const second = await refresh(next.refresh_token, cookie);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is used again', async () => {
    const { tokens, cookie } = await loginAs(t.app, 4, 'business.4@example.com');
    const rotated = (await refresh(tokens.refresh_token, cookie)).json();
    const reuse = await refresh(tokens.refresh_token, cookie);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ operationError: 'invalid_grant' });
    const afterReuse = await refresh(rotated.refresh_token, cookie);
    expect(afterReuse.statusCode).toBe(400);
  });

  it('refuses a token presented without the browser binding cookie', async () => {
    const { tokens } = await loginAs(t.app, 4, 'business.4@example.com');
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it('writes nothing at login; a refresh records the spent token, and only it', async () => {
    const before = await countRefreshTokens();
    const { tokens, cookie } = await loginAs(t.app, 6, 'private.6@example.com');
    expect(await countRefreshTokens()).toBe(before);
    const next = await refresh(tokens.refresh_token, cookie);
    expect(next.statusCode).toBe(200);
    const rows = await t.db.selectFrom('refresh_tokens').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(await countRefreshTokens()).toBe(before + 1);
    const claims = openRefreshToken(tokens.refresh_token, t.config.jwtSecret);
    expect(rows[0]).toMatchObject({
      tenant_id: 6,
      user_id: tokens.id,
      family_id: claims?.familyId,
      binding_hash: claims?.bindingHash,
      revoked_at: null,
    });
    expect(rows[0]?.used_at).toBeInstanceOf(Date);
    expect(rows[0]?.token_hash).not.toBe(tokens.refresh_token);
    // The rotated token continues the same family, browser binding and acting customer.
    expect(openRefreshToken(next.json().refresh_token, t.config.jwtSecret)).toMatchObject({
      familyId: claims?.familyId,
      bindingHash: claims?.bindingHash,
      activeCustomerId: claims?.activeCustomerId,
    });
  });

  it('refuses tokens of another server and of users that are gone, writing nothing', async () => {
    const { tokens, cookie } = await loginAs(t.app, 7, 'private.7@example.com');
    const claims = openRefreshToken(tokens.refresh_token, t.config.jwtSecret);
    if (!claims) throw new Error('the login answer has no refresh token of this server');
    const before = await countRefreshTokens();
    expect((await refresh(sealRefreshToken(claims, new Uint8Array(32)), cookie)).statusCode).toBe(400);
    const gone = await refresh(sealRefreshToken({ ...claims, userId: 999_999 }, t.config.jwtSecret), cookie);
    expect(gone.statusCode).toBe(400);
    expect(await countRefreshTokens()).toBe(before);
    expect((await refresh(tokens.refresh_token, cookie)).statusCode).toBe(200);
  });

  /** A session of private.7 and a second token of its family (as a later rotation would issue). */
  async function sessionWithSibling() {
    const { tokens, cookie } = await loginAs(t.app, 7, 'private.7@example.com');
    const claims = openRefreshToken(tokens.refresh_token, t.config.jwtSecret);
    if (!claims) throw new Error('the login answer has no refresh token of this server');
    const sibling = (edit: Partial<typeof claims> = {}) => sealRefreshToken({ ...claims, ...edit }, t.config.jwtSecret);
    return { tokens, cookie, claims, sibling };
  }

  it('revokes the family when an expired token is presented', async () => {
    const { tokens, cookie, sibling } = await sessionWithSibling();
    expect((await refresh(sibling({ expiresAt: Date.now() - 1 }), cookie)).statusCode).toBe(400);
    expect((await refresh(tokens.refresh_token, cookie)).statusCode).toBe(400);
  });

  it('revokes the family of a user who may no longer sign in', async () => {
    const { tokens, cookie, sibling } = await sessionWithSibling();
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', Number(tokens.id)).execute();
    try {
      expect((await refresh(tokens.refresh_token, cookie)).statusCode).toBe(400);
    } finally {
      await t.db.updateTable('users').set({ disabled: false }).where('id', '=', Number(tokens.id)).execute();
    }
    expect((await refresh(sibling(), cookie)).statusCode).toBe(400);
  });

  it("refuses a token of another session epoch than the user's, and revokes its family", async () => {
    const { tokens, cookie, claims, sibling } = await sessionWithSibling();
    expect((await refresh(sibling({ sessionEpoch: claims.sessionEpoch + 1 }), cookie)).statusCode).toBe(400);
    expect((await refresh(tokens.refresh_token, cookie)).statusCode).toBe(400);
  });

  it('refuses unknown tokens and wrong grant types', async () => {
    expect((await refresh('not-a-token', 'shop_rt=x')).statusCode).toBe(400);
    const wrongGrant = await postRaw(
      t.app,
      '/oauth/access_token',
      'grant_type=password&refresh_token=abc',
      'application/x-www-form-urlencoded',
    );
    expect(wrongGrant.statusCode).toBe(422);
  });
});

describe('GET /api/session/isLoggedIn and logout', () => {
  /** Asks with a bearer token (none when null); `query` may name a tenant. */
  const isLoggedIn = (token: string | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/session/isLoggedIn${query}`,
      ...(token === null ? {} : { headers: { authorization: `Bearer ${token}` } }),
    });

  it('answers success for a valid token and 401 without one', async () => {
    const { tokens } = await loginAs(t.app, 4, 'business.4@example.com');
    const ok = await isLoggedIn(tokens.access_token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, admin: false, hasStores: false });
    const none = await isLoggedIn(null);
    expect(none.statusCode).toBe(401);
    expect(none.json().success).toBe(false);
    const forged = await isLoggedIn(`${tokens.access_token}x`);
    expect(forged.statusCode).toBe(401);
    const otherTenant = await isLoggedIn(tokens.access_token, '?tenant=6');
    expect(otherTenant.statusCode).toBe(401);
  });

  it('tells a store owner of tenant 3 that stores exist', async () => {
    const { tokens } = await loginAs(t.app, 3, 'stores.3@example.com');
    const res = await isLoggedIn(tokens.access_token);
    expect(res.json()).toEqual({ success: true, admin: false, hasStores: true });
    const has = await t.app.inject({
      method: 'POST',
      url: '/api/store/ajaxHasStores?tenant=3',
      headers: { authorization: `Bearer ${tokens.access_token}` },
      payload: {},
    });
    expect(has.json()).toEqual({ data: true });
  });

  it('logout revokes the refresh token family', async () => {
    const { tokens, cookie } = await loginAs(t.app, 8, 'business.8@example.com');
    const logout = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/logout?tenant=8', payload: { refresh_token: refreshToken } });
    // Logout with a token never spent: the token itself is refused afterwards.
    const out = await logout(tokens.refresh_token);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await refresh(tokens.refresh_token, cookie)).statusCode).toBe(400);
    // Logout with an earlier token of the family: the later one is refused too.
    const second = await loginAs(t.app, 8, 'business.8@example.com');
    const rotated = await refresh(second.tokens.refresh_token, second.cookie);
    expect(rotated.statusCode).toBe(200);
    expect((await logout(second.tokens.refresh_token)).statusCode).toBe(200);
    expect((await refresh(rotated.json().refresh_token, second.cookie)).statusCode).toBe(400);
  });
});
