import { createHash, createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S } from '@shop/contract';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  /** The customer the session acts for (a selected store, or the user's own customer). */
  customerId: number | null;
  roles: string[];
  username: string;
}

const ISSUER = 'sealwise-shop';

/**
 * Access tokens are compact JWS (RFC 7515) with HS256 and nothing else: the header is always
 * `{"alg":"HS256"}`, so a token whose header differs in any way (another algorithm, `none`,
 * `crit`, a key id) is refused before its signature is looked at. Signed and checked with
 * node:crypto on a key object made once per secret: no Web Crypto job per call.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const keys = new WeakMap<Uint8Array, KeyObject>();

/** The key object of a secret, made once: HMACs with it skip importing the raw key each time. */
export function secretKey(secret: Uint8Array): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(secret);
    keys.set(secret, key);
  }
  return key;
}

function mac(secret: Uint8Array, signingInput: string): Buffer {
  return createHmac('sha256', secretKey(secret)).update(signingInput).digest();
}

/** A short-lived signed access token bound to one tenant. */
export function signAccessToken(claims: AccessClaims, secret: Uint8Array): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    tid: claims.tenantId,
    cid: claims.customerId,
    roles: claims.roles,
    usr: claims.username,
    sub: String(claims.userId),
    iss: ISSUER,
    aud: `tenant:${claims.tenantId}`,
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_S,
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${mac(secret, input).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function payloadOf(token: string, secret: Uint8Array): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  if (header !== HEADER || !BASE64URL.test(body) || !BASE64URL.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, `${header}.${body}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Verifies signature, issuer and expiry; null for any invalid token. */
export function verifyAccessToken(token: string, secret: Uint8Array): AccessClaims | null {
  const payload = payloadOf(token, secret);
  if (!payload || payload.iss !== ISSUER) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  const tenantId = Number(payload.tid);
  if (!Number.isInteger(tenantId) || payload.aud !== `tenant:${tenantId}`) return null;
  const userId = Number(payload.sub);
  if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0) return null;
  return {
    userId,
    tenantId,
    customerId: typeof payload.cid === 'number' ? payload.cid : null,
    roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
    username: String(payload.usr ?? ''),
  };
}

/** An opaque random token (256 bits), URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
