import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S } from '@shop/contract';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type AccessClaims,
  openRefreshToken,
  type RefreshClaims,
  sealRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from './tokens.ts';

const secret = randomBytes(32);
const claims: AccessClaims = {
  userId: 42,
  tenantId: 4,
  customerId: 7,
  roles: ['CUSTOMER'],
  username: 'a@example.com',
  familyId: '0b9f2c4e-8d1a-4c3b-9e7f-5a6b7c8d9e0f',
  sessionEpoch: 3,
};
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** A token signed with HS256 by hand: any header, any payload. */
function signed(header: unknown, payload: unknown, key: Uint8Array = secret): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

describe('access tokens (HS256 with node:crypto)', () => {
  it('round-trips the claims and is a standard JWT any JOSE library verifies', async () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, secret)).toEqual(claims);
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      issuer: 'sealwise-shop',
      audience: 'tenant:4',
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: '42', tid: 4, cid: 7, roles: ['CUSTOMER'], usr: 'a@example.com' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_S);
  });

  it('accepts a token another JOSE library signed with the same key and the same claims', async () => {
    const token = await new SignJWT(payloadOf(signAccessToken(claims, secret)))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect(verifyAccessToken(token, secret)).toEqual(claims);
  });

  it('refuses other algorithms, other headers, a wrong key and edited parts', async () => {
    const good = signAccessToken(claims, secret);
    const payload = payloadOf(good);
    const [h, p, s] = good.split('.') as [string, string, string];
    const refused = {
      none: `${b64({ alg: 'none' })}.${p}.`,
      hs512: await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(secret),
      typ: signed({ alg: 'HS256', typ: 'JWT' }, payload),
      crit: signed({ alg: 'HS256', crit: ['exp'] }, payload),
      wrongKey: signed({ alg: 'HS256' }, payload, randomBytes(32)),
      editedPayload: `${h}.${b64({ ...payload, tid: 5, aud: 'tenant:5' })}.${s}`,
      truncatedSignature: `${h}.${p}.${s.slice(0, -2)}`,
      extraPart: `${good}.x`,
      twoParts: `${h}.${p}`,
      notBase64: `${h}.${p}!.${s}`,
      empty: '',
    };
    for (const [name, token] of Object.entries(refused)) expect(verifyAccessToken(token, secret), name).toBeNull();
  });

  it('refuses expired, not-yet-valid, wrong-issuer, wrong-audience and malformed claims', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = payloadOf(signAccessToken(claims, secret));
    const refused = {
      expired: { ...base, exp: now - 1 },
      expiresNow: { ...base, exp: now },
      noExp: { ...base, exp: undefined },
      stringExp: { ...base, exp: String(now + 600) },
      notYet: { ...base, nbf: now + 600 },
      issuer: { ...base, iss: 'someone-else' },
      audience: { ...base, aud: 'tenant:5' },
      audienceList: { ...base, aud: ['tenant:4'] },
      tenant: { ...base, tid: 'four' },
      subject: { ...base, sub: 42 },
      subjectText: { ...base, sub: 'admin' },
      // Tokens of before sessions were named (or naming none) are refused: their holders sign in again.
      noSession: { ...base, sid: undefined, sep: undefined },
      noSessionId: { ...base, sid: undefined },
      sessionIdNotUuid: { ...base, sid: 'x' },
      noEpoch: { ...base, sep: undefined },
      epochText: { ...base, sep: '3' },
      epochNegative: { ...base, sep: -1 },
      array: [base],
      text: 'token',
    };
    for (const [name, payload] of Object.entries(refused)) {
      expect(verifyAccessToken(signed({ alg: 'HS256' }, payload), secret), name).toBeNull();
    }
    expect(verifyAccessToken(signed({ alg: 'HS256' }, base), secret)).toEqual(claims);
  });
});

describe('refresh tokens (sealed with AES-256-GCM)', () => {
  const session: RefreshClaims = {
    tenantId: 4,
    userId: 42,
    familyId: '0b5c1a6e-3f7d-4a8e-9b2c-5d6e7f8a9b0c',
    bindingHash: createHash('sha256').update('binding secret').digest('base64url'),
    activeCustomerId: 7,
    sessionEpoch: 3,
    expiresAt: 1_763_770_000_123,
  };

  it('round-trips the session, a different token each time, none of it readable', () => {
    const a = sealRefreshToken(session, secret);
    const b = sealRefreshToken(session, secret);
    expect(a).not.toBe(b);
    expect(openRefreshToken(a, secret)).toEqual(session);
    expect(openRefreshToken(b, secret)).toEqual(session);
    expect(openRefreshToken(sealRefreshToken({ ...session, activeCustomerId: null }, secret), secret)).toEqual({
      ...session,
      activeCustomerId: null,
    });
    const raw = Buffer.from(a, 'base64url').toString('latin1');
    for (const part of [session.familyId, session.bindingHash, String(session.expiresAt), '42']) {
      expect(raw).not.toContain(part);
    }
  });

  it('refuses a wrong key, any edited byte, access tokens and garbage', () => {
    const good = sealRefreshToken(session, secret);
    const raw = Buffer.from(good, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const edited = Buffer.from(raw);
      edited[i] = (edited[i] ?? 0) ^ 1;
      expect(openRefreshToken(edited.toString('base64url'), secret), `byte ${i}`).toBeNull();
    }
    // Every other character at every place: none opens, so no token has a second spelling
    // (whose hash would differ from the spent one's).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < good.length; i++) {
      for (const c of alphabet) {
        if (c === good[i]) continue;
        const edited = `${good.slice(0, i)}${c}${good.slice(i + 1)}`;
        if (openRefreshToken(edited, secret) !== null) throw new Error(`${edited} opens (character ${i})`);
      }
    }
    const refused = {
      wrongKey: sealRefreshToken(session, randomBytes(32)),
      truncated: good.slice(0, -4),
      extended: `${good}AAAA`,
      accessToken: signAccessToken(claims, secret),
      opaque: randomBytes(32).toString('base64url'),
      notBase64: `${good.slice(0, -1)}!`,
      huge: 'A'.repeat(100_000),
      empty: '',
    };
    for (const [name, token] of Object.entries(refused)) expect(openRefreshToken(token, secret), name).toBeNull();
    // A refresh token is no access token either.
    expect(verifyAccessToken(good, secret)).toBeNull();
  });

  it('holds the whole range of its claims and refuses to seal claims out of shape', () => {
    const edge = {
      ...session,
      tenantId: 2 ** 31 - 1,
      userId: 2 ** 31 - 1,
      activeCustomerId: 1,
      sessionEpoch: 2 ** 31 - 1,
      expiresAt: 0,
    };
    const token = sealRefreshToken(edge, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{132}$/);
    expect(openRefreshToken(token, secret)).toEqual(edge);
    expect(() => sealRefreshToken({ ...session, familyId: 'not-a-uuid' }, secret)).toThrow();
    expect(() => sealRefreshToken({ ...session, bindingHash: 'short' }, secret)).toThrow();
  });
});
