import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/tokens.ts';
import { DEMO_PASSWORD, loginAs, refreshSession, testAppForFile } from '../../src/test/app.ts';

const t = testAppForFile();
let good: { access_token: string; refresh_token: string; id: unknown };
beforeAll(async () => {
  good = (await loginAs(t.app, 4, 'business.4@example.com')).tokens as typeof good;
});

/** A call only a signed-in customer may make, and the session check. */
async function asBearer(token: string) {
  const call = await t.app.inject({
    method: 'POST',
    url: '/api/customer/ajaxGetCustomer?tenant=4',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/session/isLoggedIn?tenant=4',
    headers: { authorization: `Bearer ${token}` },
  });
  return { call, session };
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('forged and misused access tokens', () => {
  it('the genuine token works (the control)', async () => {
    const { call, session } = await asBearer(good.access_token);
    expect(call.statusCode).toBe(200);
    expect(session.statusCode).toBe(200);
  });

  it('alg none, a wrong key, an expired token, a refresh token, another tenant’s token: all 401', async () => {
    const claims = claimsOf(good.access_token);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const wrongKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(randomBytes(32));
    const expired = await new SignJWT({ ...claims, iat: 1_600_000_000, exp: 1_600_000_600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(t.config.jwtSecret);
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(t.config.jwtSecret);
    const otherAudience = await new SignJWT({ ...claims, aud: 'tenant:5' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(t.config.jwtSecret);
    const tenant5 = (await loginAs(t.app, 5, 'business.5@example.com')).tokens.access_token;
    // A token of tenant 4 whose payload was edited to say tenant 5 (signature no longer matches).
    const [h, , s] = good.access_token.split('.');
    const edited = `${h}.${b64({ ...claims, tid: 5, aud: 'tenant:5' })}.${s}`;
    const cases = {
      unsigned,
      wrongKey,
      expired,
      hs512,
      otherAudience,
      refreshAsAccess: good.refresh_token,
      edited,
      tenant5,
      empty: '',
      garbage: 'a.b.c',
    };
    for (const [name, token] of Object.entries(cases)) {
      const { call, session } = await asBearer(token);
      expect(call.statusCode, name).toBe(401);
      expect(session.statusCode, name).toBe(401);
      expect(call.body, name).not.toContain('example.com');
    }
  });

  it('a token signed with the right key for an admin is refused: admin accounts never act in the shop', async () => {
    const admin = await t.db
      .selectFrom('users')
      .select(['id'])
      .where('email', '=', 'admin.4@example.com')
      .executeTakeFirstOrThrow();
    const token = signAccessToken(
      {
        userId: admin.id,
        tenantId: 4,
        customerId: null,
        roles: ['ADMIN'],
        username: 'admin.4@example.com',
        familyId: randomUUID(),
        sessionEpoch: 0,
      },
      t.config.jwtSecret,
    );
    const { call } = await asBearer(token);
    expect(call.statusCode).toBe(403);
  });

  it('admin accounts get no token at login and no refresh token is stored', async () => {
    const before = await t.db
      .selectFrom('refresh_tokens')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login?tenant=4',
      payload: { username: 'admin.4@example.com', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toMatch(/access_token|refresh_token/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const after = await t.db
      .selectFrom('refresh_tokens')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string, cookie: string) => refreshSession(t.app, token, cookie);

  it('50 concurrent refreshes with one token: at most one wins, and the reuse revokes the family', async () => {
    const { tokens, cookie } = await loginAs(t.app, 4, 'private.4@example.com');
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(tokens.refresh_token, cookie)));
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(400);
      expect(a.json()).toEqual({ operationError: 'invalid_grant' });
    }
    // The losers presented a spent token: the whole family is revoked, the winner's new token too.
    const winner = winners[0];
    if (winner) expect((await refresh(winner.json().refresh_token, cookie)).statusCode).toBe(400);
    const family = await t.db
      .selectFrom('refresh_tokens')
      .select(['revoked_at'])
      .where('user_id', '=', Number(tokens.id))
      .execute();
    expect(family.length).toBeGreaterThan(0);
    expect(family.filter((row) => row.revoked_at === null)).toEqual([]);
  });

  it('a refresh token of one tenant cannot be turned into a session of the tenant asked for', async () => {
    const { tokens, cookie } = await loginAs(t.app, 5, 'private.5@example.com');
    const res = await refresh(tokens.refresh_token, cookie);
    expect(res.statusCode).toBe(200);
    // The new access token is still of tenant 5: useless on tenant 4.
    const { call } = await asBearer(res.json().access_token);
    expect(call.statusCode).toBe(401);
  });
});
