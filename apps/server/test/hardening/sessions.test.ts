/**
 * Issue 20, item 8: an access token ends with its session. After a logout, a password reset or
 * the account being disabled, the old access token gets 401 on every process within a second,
 * and the hot path reads nothing from the database to know it. Also "shop_rt set twice": each
 * session answer sets each of its cookies once.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginCacheOf } from '../../src/modules/auth/login-cache.ts';
import { type SessionRef, sessionGuardOf } from '../../src/modules/auth/sessions.ts';
import { hashToken, newOpaqueToken } from '../../src/modules/auth/tokens.ts';
import { DEMO_PASSWORD } from '../../src/test/app.ts';
import { type TwoInstances, twoInstances } from '../../src/test/two-instances.ts';
import { eventually } from '../../src/test/wait.ts';
import { type Answer, accountAddress, call, cookiesOf, signUpBody, uniqueEmail } from './support.ts';

let s: TwoInstances;
beforeAll(async () => {
  s = await twoInstances();
});
afterAll(() => s.close());

/** How soon every process must refuse a token whose session ended. */
const WITHIN_MS = 1_000;

interface Session {
  token: string;
  refresh: string;
  cookie: string;
  userId: number;
}

function sessionOf(res: Answer): Session {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { access_token: string; refresh_token: string; id: number };
  const cookie = cookiesOf(res).find((c) => c.startsWith('shop_rt=')) ?? '';
  return { token: body.access_token, refresh: body.refresh_token, cookie, userId: body.id };
}

/** A new customer of tenant 4 signed up on instance A, with its password. */
async function newCustomer(): Promise<{ email: string; password: string; first: Session }> {
  const email = uniqueEmail('session');
  const password = 'Session-pass-1';
  const res = await call(s.a, '/api/guest/register/createAccount', { body: signUpBody(email, password, 'Session AB') });
  return { email, password, first: sessionOf(res) };
}

async function logIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  return sessionOf(await call(app, '/api/login', { body: { username: email, password } }));
}

/** The statuses of the customer calls with `token` on A and on B. */
async function statuses(token: string): Promise<number[]> {
  const answers = await Promise.all(
    [s.a, s.b].flatMap((app) => [
      call(app, '/api/customer/ajaxGetCustomer', { token }),
      call(app, '/api/postalAddress/ajaxChangeAddress', {
        token,
        body: { addressType: 'DELIVERY', addressData: accountAddress() },
      }),
      call(app, '/api/session/isLoggedIn', { method: 'GET', token }),
    ]),
  );
  return answers.map((r) => r.statusCode);
}

const ALIVE = [200, 200, 200, 200, 200, 200];
const ENDED = [401, 401, 401, 401, 401, 401];

/** Waits until every call with `token` is refused on both instances, for at most WITHIN_MS. */
async function refusedEverywhere(token: string): Promise<void> {
  const started = Date.now();
  await eventually(
    () => statuses(token),
    (got) => got.every((status) => status === 401),
    WITHIN_MS,
  );
  expect(Date.now() - started).toBeLessThanOrEqual(WITHIN_MS + 500);
  expect(await statuses(token)).toEqual(ENDED);
}

/**
 * Resets a tenant-4 user's password on instance A with a reset token stored as
 * register/forgotPassword stores it (only its hash), without the mail.
 */
async function resetPassword(userId: number, password: string): Promise<void> {
  const reset = newOpaqueToken();
  await s.execute(
    `INSERT INTO password_reset_tokens (tenant_id, user_id, token_hash, expires_at)
     VALUES (4, $1, $2, now() + interval '1 hour')`,
    userId,
    hashToken(reset),
  );
  const res = await call(s.a, '/api/guest/register/resetPassword', {
    query: { t: reset, serverName: 'x' },
    body: { password, password2: password },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function refresh(app: FastifyInstance, session: Session): Promise<Answer> {
  return call(app, '/oauth/access_token', {
    tenant: null,
    body: { grant_type: 'refresh_token', refresh_token: session.refresh },
    cookie: session.cookie,
  });
}

describe('an access token ends with its session, on every process', () => {
  it('a logout on A: the token is refused on A and on B within a second; another session lives on', async () => {
    const { email, password, first } = await newCustomer();
    const second = await logIn(s.b, email, password);
    expect(await statuses(first.token)).toEqual(ALIVE);
    expect(await statuses(second.token)).toEqual(ALIVE);

    const out = await call(s.a, '/api/logout', { token: first.token, body: { refresh_token: first.refresh } });
    expect(out.statusCode).toBe(200);
    await refusedEverywhere(first.token);
    expect((await refresh(s.b, first)).statusCode).toBe(400);

    // The user's other session is not touched.
    expect(await statuses(second.token)).toEqual(ALIVE);
    expect((await refresh(s.a, second)).statusCode).toBe(200);
  });

  it('a logout with only the access token (no refresh token in the body) ends the session too', async () => {
    const { first } = await newCustomer();
    expect(await statuses(first.token)).toEqual(ALIVE);
    const out = await call(s.b, '/api/logout', { token: first.token, body: {} });
    expect(out.statusCode).toBe(200);
    await refusedEverywhere(first.token);
    // Its refresh token continues nothing: the family is revoked.
    expect((await refresh(s.a, first)).statusCode).toBe(400);
  });

  it('a logout does not end a session of another tenant or with a foreign token', async () => {
    const { first } = await newCustomer();
    // The token names tenant 4; a logout on tenant 5 ignores it.
    expect((await call(s.a, '/api/logout', { tenant: 5, token: first.token, body: {} })).statusCode).toBe(200);
    expect(await statuses(first.token)).toEqual(ALIVE);
  });

  it('a password reset ends every session: the token is refused on A and on B within a second', async () => {
    const { email, password, first } = await newCustomer();
    const second = await logIn(s.b, email, password);
    expect(await statuses(first.token)).toEqual(ALIVE);
    await resetPassword(first.userId, 'Reset-pass-123');
    await refusedEverywhere(first.token);
    await refusedEverywhere(second.token);
    // A session begun after the reset lives.
    const after = await logIn(s.b, email, 'Reset-pass-123');
    expect(await statuses(after.token)).toEqual(ALIVE);
  });

  it('an account disabled by SQL: its token is refused on A and on B within a second', async () => {
    const { first } = await newCustomer();
    expect(await statuses(first.token)).toEqual(ALIVE);
    await s.execute('UPDATE users SET disabled = true WHERE id = $1', first.userId);
    await refusedEverywhere(first.token);
    await s.execute('UPDATE users SET disabled = false WHERE id = $1', first.userId);
    await eventually(
      () => statuses(first.token),
      (got) => got.every((status) => status === 200),
      WITHIN_MS,
    );
  });
});

describe('the process that ends a session refuses its token at once', () => {
  it('before any notification is heard: after a logout and after a password reset', async () => {
    const guard = sessionGuardOf(s.a);
    const cache = loginCacheOf(s.a);
    if (!guard || !cache) throw new Error('no session guard or login cache');
    const onA = async (token: string) =>
      (
        await Promise.all([
          call(s.a, '/api/customer/ajaxGetCustomer', { token }),
          call(s.a, '/api/session/isLoggedIn', { method: 'GET', token }),
        ])
      ).map((r) => r.statusCode);
    const { email, password, first } = await newCustomer();
    const second = await logIn(s.a, email, password);
    expect(await onA(first.token)).toEqual([200, 200]);
    expect(await onA(second.token)).toEqual([200, 200]);
    // A's notifications are held back, as when they arrive late.
    const heldFamilies: string[] = [];
    const heldTenants: number[] = [];
    const add = guard.revoked.add.bind(guard.revoked);
    const invalidate = cache.invalidateTenant.bind(cache);
    guard.revoked.add = (family: string) => void heldFamilies.push(family);
    cache.invalidateTenant = (id: number) => void heldTenants.push(id);
    try {
      await call(s.a, '/api/logout', { token: first.token, body: { refresh_token: first.refresh } });
      expect(await onA(first.token)).toEqual([401, 401]);
      await resetPassword(second.userId, 'Reset-pass-456');
      expect(await onA(second.token)).toEqual([401, 401]);
    } finally {
      guard.revoked.add = add;
      cache.invalidateTenant = invalidate;
      for (const family of heldFamilies) add(family);
      for (const id of heldTenants) invalidate(id);
    }
  });
});

describe('the session guard', () => {
  it('answers from memory on the hot path: no database query per request', async () => {
    const guard = sessionGuardOf(s.a);
    if (!guard) throw new Error('no session guard');
    const { email, password, first } = await newCustomer();
    const alive = sessionOfToken(first.token);
    const other = await logIn(s.a, email, password);
    await call(s.a, '/api/logout', { token: other.token, body: { refresh_token: other.refresh } });
    const ended = sessionOfToken(other.token);
    const executor = s.tdb.db.getExecutor();
    const queries = vi.spyOn(executor, 'executeQuery');
    try {
      // Once the sign-up and the logout have been heard (the tenant's accounts read again once).
      await eventually(
        async () => {
          queries.mockClear();
          return [await guard.alive(alive), await guard.alive(ended), queries.mock.calls.length];
        },
        (got) => got[0] === true && got[1] === false && got[2] === 0,
      );
      queries.mockClear();
      for (let i = 0; i < 50; i++) {
        expect(await guard.alive(alive)).toBe(true);
        expect(await guard.alive(ended)).toBe(false);
      }
      expect(queries).not.toHaveBeenCalled();
      // Not listening for revocations: it asks the database instead (correctness first).
      guard.revoked.lost();
      expect(await guard.alive(alive)).toBe(true);
      expect(await guard.alive(ended)).toBe(false);
      expect(queries).toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});

describe('session answers set each cookie once', () => {
  it('login: one shop_rt, one shop_media, one shop_device', async () => {
    const res = await call(s.a, '/api/login', {
      body: { username: 'business.4@example.com', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const names = cookiesOf(res).map((c) => c.split('=')[0]);
    expect(names.sort()).toEqual(['shop_device', 'shop_media', 'shop_rt']);
    const rt = ([] as string[]).concat(res.headers['set-cookie'] ?? []).filter((c) => c.startsWith('shop_rt='));
    expect(rt).toHaveLength(1);
  });

  it('sign-up, refresh and logout: each cookie once', async () => {
    const signUp = await call(s.a, '/api/guest/register/createAccount', {
      body: signUpBody(uniqueEmail('cookies'), 'Cookie-pass-1', 'Cookie AB'),
    });
    expect(
      cookiesOf(signUp)
        .map((c) => c.split('=')[0])
        .sort(),
    ).toEqual(['shop_media', 'shop_rt']);
    const session = sessionOf(signUp);
    const refreshed = await refresh(s.a, session);
    expect(refreshed.statusCode).toBe(200);
    expect(cookiesOf(refreshed).map((c) => c.split('=')[0])).toEqual(['shop_media']);
    const out = await call(s.a, '/api/logout', { token: session.token, body: { refresh_token: session.refresh } });
    expect(cookiesOf(out).sort()).toEqual(['shop_media=', 'shop_rt=']);
  });
});

/** The session an access token names (read, not verified: the server verified it when it answered). */
function sessionOfToken(token: string): SessionRef {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    tid: number;
    sub: string;
    sid: string;
    sep: number;
  };
  return { tenantId: payload.tid, userId: Number(payload.sub), familyId: payload.sid, sessionEpoch: payload.sep };
}
