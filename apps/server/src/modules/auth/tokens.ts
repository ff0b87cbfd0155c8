import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { ACCESS_TOKEN_TTL_S } from '@shop/contract';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  /** The customer the session acts for (a selected store, or the user's own customer). */
  customerId: number | null;
  roles: string[];
  username: string;
  /** The session the token belongs to: its refresh-token family (`sid`), revoked at logout. */
  familyId: string;
  /** The user's session epoch when the token was issued (`sep`): a password reset moves it on. */
  sessionEpoch: number;
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

/**
 * Who a token is for: the shop's customers (audience `tenant:T`) or the back office's operators
 * (audience `admin:T`). Each side checks its own audience, so a shop token is refused by every
 * back-office call and an operator's by every shop call.
 */
export type TokenKind = 'shop' | 'admin';

function audience(kind: TokenKind, tenantId: number): string {
  return `${kind === 'shop' ? 'tenant' : 'admin'}:${tenantId}`;
}

/** A short-lived signed access token bound to one tenant. */
export function signAccessToken(claims: AccessClaims, secret: Uint8Array, kind: TokenKind = 'shop'): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    tid: claims.tenantId,
    cid: claims.customerId,
    roles: claims.roles,
    usr: claims.username,
    sub: String(claims.userId),
    sid: claims.familyId,
    sep: claims.sessionEpoch,
    iss: ISSUER,
    aud: audience(kind, claims.tenantId),
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_S,
  };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${mac(secret, input).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A session's family id as written: a UUID in lower case. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

/**
 * Verifies signature, issuer and expiry; null for any invalid token, and for one without the
 * session it belongs to (`sid`, `sep`). Whether that session is still alive is the session
 * guard's to say (sessions.ts).
 */
export function verifyAccessToken(token: string, secret: Uint8Array, kind: TokenKind = 'shop'): AccessClaims | null {
  const payload = payloadOf(token, secret);
  if (!payload || payload.iss !== ISSUER) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  const tenantId = Number(payload.tid);
  if (!Number.isInteger(tenantId) || payload.aud !== audience(kind, tenantId)) return null;
  const userId = Number(payload.sub);
  if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
  if (typeof payload.sep !== 'number' || !Number.isSafeInteger(payload.sep) || payload.sep < 0) return null;
  return {
    userId,
    tenantId,
    customerId: typeof payload.cid === 'number' ? payload.cid : null,
    roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
    username: String(payload.usr ?? ''),
    familyId: payload.sid,
    sessionEpoch: payload.sep,
  };
}

/**
 * What a refresh token carries: the session it continues. Sealed into the token itself (see
 * sealRefreshToken), so issuing one writes nothing; the database learns of a token only when it
 * is spent or its family revoked.
 */
export interface RefreshClaims {
  tenantId: number;
  userId: number;
  familyId: string;
  /** SHA-256 of the secret in the browser's binding cookie (decision 001). */
  bindingHash: string;
  activeCustomerId: number | null;
  /** The user's session epoch when the family began: a password reset moves it on, ending the family. */
  sessionEpoch: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const derivedKeys = new WeakMap<Uint8Array, Map<string, KeyObject>>();

/**
 * An AES-256 key of the server secret for one purpose (`label`): derived with HMAC-SHA-256, never
 * the HMAC key itself, and made a key object once (ciphers made with it skip importing the raw
 * key each time).
 */
export function derivedKey(secret: Uint8Array, label: string): KeyObject {
  let byLabel = derivedKeys.get(secret);
  if (!byLabel) {
    byLabel = new Map();
    derivedKeys.set(secret, byLabel);
  }
  let key = byLabel.get(label);
  if (!key) {
    key = createSecretKey(createHmac('sha256', secretKey(secret)).update(label).digest());
    byLabel.set(label, key);
  }
  return key;
}

/** The AES-256 key of refresh tokens. Exported for the leak checks of the hardening suite. */
export function refreshTokenKey(secret: Uint8Array, kind: TokenKind = 'shop'): KeyObject {
  return derivedKey(secret, kind === 'shop' ? 'sealwise-shop refresh token v1' : 'sealwise-admin refresh token v1');
}

const SEAL_IV = 12;
const SEAL_TAG = 16;

/** `plain` encrypted and authenticated with AES-256-GCM under `key`, behind a fresh random nonce: nonce, ciphertext, tag. */
export function seal(key: KeyObject, plain: Buffer): Buffer {
  const iv = randomBytes(SEAL_IV);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** What `seal` sealed under `key`; null when `sealed` was not sealed so (or was changed). */
export function unseal(key: KeyObject, sealed: Buffer): Buffer | null {
  if (sealed.length < SEAL_IV + SEAL_TAG) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, SEAL_IV));
    decipher.setAuthTag(sealed.subarray(sealed.length - SEAL_TAG));
    return Buffer.concat([decipher.update(sealed.subarray(SEAL_IV, sealed.length - SEAL_TAG)), decipher.final()]);
  } catch {
    return null;
  }
}

const VERSION = 1;
/**
 * Layout of the sealed claims: a version byte; tenant, user, acting customer (0: none) and session
 * epoch as 32-bit integers; the expiry in milliseconds as a 48-bit integer; the family's UUID;
 * the binding hash. 71 bytes, 99 sealed: a multiple of 3, so the token's base64url has no
 * spare bits and each token has exactly one spelling.
 */
const AT = { version: 0, tenant: 1, user: 5, customer: 9, epoch: 13, expires: 17, family: 23, binding: 39 } as const;
const PLAIN = AT.binding + 32;
const SEALED = SEAL_IV + PLAIN + SEAL_TAG;

/**
 * A refresh token: its claims encrypted and authenticated with AES-256-GCM under a key of the
 * server secret, behind a fresh random nonce (132 characters). Opaque to the browser (it reads
 * nothing out of it), unforgeable, and each one different, so its SHA-256 names it once spent.
 */
export function sealRefreshToken(claims: RefreshClaims, secret: Uint8Array, kind: TokenKind = 'shop'): string {
  const binding = Buffer.from(claims.bindingHash, 'base64url');
  if (!UUID.test(claims.familyId) || binding.length !== 32) throw new Error('refresh token claims out of shape');
  const plain = Buffer.alloc(PLAIN);
  plain.writeUInt8(VERSION, AT.version);
  plain.writeUInt32BE(claims.tenantId, AT.tenant);
  plain.writeUInt32BE(claims.userId, AT.user);
  plain.writeUInt32BE(claims.activeCustomerId ?? 0, AT.customer);
  plain.writeUInt32BE(claims.sessionEpoch, AT.epoch);
  plain.writeUIntBE(claims.expiresAt, AT.expires, 6);
  plain.write(claims.familyId.replaceAll('-', ''), AT.family, 'hex');
  binding.copy(plain, AT.binding);
  return seal(refreshTokenKey(secret, kind), plain).toString('base64url');
}

/**
 * The claims of a refresh token this server sealed; null for anything else (expiry not checked).
 * Only the one spelling the server wrote is accepted: the token's text names it once spent.
 */
export function openRefreshToken(token: string, secret: Uint8Array, kind: TokenKind = 'shop'): RefreshClaims | null {
  if (token.length !== (SEALED / 3) * 4 || !BASE64URL.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== SEALED || raw.toString('base64url') !== token) return null;
  const plain = unseal(refreshTokenKey(secret, kind), raw);
  if (!plain || plain.readUInt8(AT.version) !== VERSION) return null;
  const family = plain.toString('hex', AT.family, AT.binding);
  const customer = plain.readUInt32BE(AT.customer);
  return {
    tenantId: plain.readUInt32BE(AT.tenant),
    userId: plain.readUInt32BE(AT.user),
    familyId: `${family.slice(0, 8)}-${family.slice(8, 12)}-${family.slice(12, 16)}-${family.slice(16, 20)}-${family.slice(20)}`,
    bindingHash: plain.toString('base64url', AT.binding, PLAIN),
    activeCustomerId: customer === 0 ? null : customer,
    sessionEpoch: plain.readUInt32BE(AT.epoch),
    expiresAt: plain.readUIntBE(AT.expires, 6),
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
