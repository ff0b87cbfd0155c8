import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S } from '@shop/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  /** The customer the session acts for (a selected store, or the user's own customer). */
  customerId: number | null;
  roles: string[];
  username: string;
}

const ISSUER = 'sealwise-shop';

/** A short-lived signed access token bound to one tenant. */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array): Promise<string> {
  return new SignJWT({ tid: claims.tenantId, cid: claims.customerId, roles: claims.roles, usr: claims.username })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(`tenant:${claims.tenantId}`)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(secret);
}

/** Verifies signature, issuer and expiry; null for any invalid token. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const tenantId = Number(payload.tid);
    if (!Number.isInteger(tenantId) || payload.aud !== `tenant:${tenantId}`) return null;
    return {
      userId: Number(payload.sub),
      tenantId,
      customerId: typeof payload.cid === 'number' ? payload.cid : null,
      roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
      username: String(payload.usr ?? ''),
    };
  } catch (e) {
    if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
    throw e;
  }
}

/** An opaque random token (256 bits), URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
