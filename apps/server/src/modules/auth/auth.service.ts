import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_S,
  isOperator,
  type LoginBody,
  REFRESH_TOKEN_TTL_S,
  type Tenant,
  type TokenAnswer,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import {
  customerHasStores,
  findUserById,
  type LoginUser,
  revokeFamily,
  revokeFamilyById,
  spendRefreshToken,
  usernameKey,
} from './auth.repository.ts';
import { acceptPassword, checkCountedPassword, releaseAttempt } from './counted-password.ts';
import type { CounterLimit } from './counters.ts';
import { newDeviceCookie, readDeviceCookie } from './device.ts';
import { loginUser } from './login-cache.ts';
import type { SessionRef } from './sessions.ts';
import {
  type AccessClaims,
  hashToken,
  newOpaqueToken,
  openRefreshToken,
  type RefreshClaims,
  sealRefreshToken,
  signAccessToken,
  type TokenKind,
} from './tokens.ts';

export interface IssuedTokens {
  answer: TokenAnswer;
  /** Secret for the HttpOnly cookie that binds the refresh token to this browser. */
  binding: string | null;
  /** Value of the device cookie that marks this browser as one the user signed in with. */
  device?: string;
  /** The session the tokens belong to (for the media cookie, media-cookie.ts). */
  session: SessionRef;
}

function usernameOf(user: LoginUser): string {
  return user.email ?? user.customer_number ?? String(user.id);
}

/** A new session of a user: a new refresh-token family, bound to the secret of a new cookie. */
export function newSession(user: LoginUser): {
  familyId: string;
  binding: string;
  bindingHash: string;
  sessionEpoch: number;
} {
  const binding = newOpaqueToken();
  return { familyId: randomUUID(), binding, bindingHash: hashToken(binding), sessionEpoch: user.session_epoch };
}

/**
 * The tokens of a user's session, the shop's or the back office's (`kind`), in a tenant and
 * acting for a customer (none in the back office): an access token and a refresh token that
 * carries the session sealed inside it. Nothing is written: a refresh token reaches the database
 * only when spent or revoked.
 */
export function sessionTokens(
  ctx: AppContext,
  kind: TokenKind,
  user: LoginUser,
  session: Pick<AccessClaims, 'tenantId' | 'customerId' | 'username' | 'familyId' | 'sessionEpoch'> & {
    bindingHash: string;
  },
): { accessToken: string; refreshToken: string } {
  const claims: AccessClaims = {
    userId: user.id,
    tenantId: session.tenantId,
    customerId: session.customerId,
    roles: user.roles,
    username: session.username,
    familyId: session.familyId,
    sessionEpoch: session.sessionEpoch,
  };
  const refreshClaims: RefreshClaims = {
    tenantId: claims.tenantId,
    userId: claims.userId,
    familyId: claims.familyId,
    bindingHash: session.bindingHash,
    activeCustomerId: claims.customerId,
    sessionEpoch: claims.sessionEpoch,
    expiresAt: Date.now() + REFRESH_TOKEN_TTL_S * 1000,
  };
  return {
    accessToken: signAccessToken(claims, ctx.config.jwtSecret, kind),
    refreshToken: sealRefreshToken(refreshClaims, ctx.config.jwtSecret, kind),
  };
}

/** The shop's tokens of a session and the answer that carries them. */
function issueTokens(
  ctx: AppContext,
  tenant: Tenant,
  user: LoginUser,
  session: Pick<RefreshClaims, 'familyId' | 'bindingHash' | 'activeCustomerId' | 'sessionEpoch'> & {
    binding: string | null;
  },
): IssuedTokens {
  const username = usernameOf(user);
  const tokens = sessionTokens(ctx, 'shop', user, {
    ...session,
    tenantId: tenant.id,
    customerId: session.activeCustomerId,
    username,
  });
  return {
    answer: {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      roles: user.roles,
      username,
      tenant_id: tenant.id,
      id: user.id,
      currency: tenant.currency,
      admin: false,
    },
    binding: session.binding,
    session: { tenantId: tenant.id, userId: user.id, familyId: session.familyId, sessionEpoch: session.sessionEpoch },
  };
}

/** The key an account's failed password checks (login, change of password) are counted under. */
export function accountLimitKey(tenantId: number, userId: number): string {
  return `login:acct:${tenantId}:user:${userId}`;
}

/** The key of a username that names no account: every spelling of it counts as one. */
function unknownAccountKey(tenantId: number, username: string): string {
  const named = usernameKey(username);
  return `login:acct:${tenantId}:name:${'email' in named ? named.email : named.customerNumber}`;
}

/**
 * Login by customer number or e-mail. Every attempt is counted per account (by its user id,
 * whichever username names it) and per address, atomically and before its password is checked;
 * past either limit every attempt is refused until the window ends. A right password takes its
 * attempt back from the address and starts the account's count anew. A browser that has signed
 * in to the account before (its device cookie, see device.ts) is counted on its own instead, so
 * an attack on the account does not lock its owner out.
 * Unknown users cost the same password check as known ones and get the same answer; admin
 * accounts are refused after a correct password.
 */
export function login(
  ctx: AppContext,
  tenant: Tenant,
  body: LoginBody,
  address: string,
  deviceCookie: string | undefined,
): Promise<IssuedTokens> {
  return attemptLogin(ctx, tenant, body, address, deviceCookie, true);
}

/**
 * A login with the account from the login cache (`cached`) or from the database. If a cached
 * account changed while its password was checked, the whole login is made again from the
 * database: the answer never rests on an account that is known to be out of date.
 */
async function attemptLogin(
  ctx: AppContext,
  tenant: Tenant,
  body: LoginBody,
  address: string,
  deviceCookie: string | undefined,
  cached: boolean,
): Promise<IssuedTokens> {
  const { perAccount, perAddress, windowS } = ctx.config.loginLimits;
  const account = await loginUser(ctx.db, cached ? ctx.logins : null, tenant.id, body.username);
  const { user } = account;
  const device = readDeviceCookie(ctx.config.jwtSecret, tenant.id, deviceCookie);
  const trusted = device !== null && user !== undefined && device.userId === user.id;
  const addressKey = `login:addr:${address}`;
  const limits: CounterLimit[] = trusted
    ? [{ key: `login:dev:${device.nonce}`, limit: perAccount }]
    : [
        {
          key: user ? accountLimitKey(tenant.id, user.id) : unknownAccountKey(tenant.id, body.username),
          limit: perAccount,
        },
        { key: addressKey, limit: perAddress },
      ];
  // Counted before the password is checked, so that attempts at once cannot pass the limits.
  const ok = await checkCountedPassword(ctx, limits, windowS, user?.password_hash, body.password);
  if (!account.unchanged()) {
    await releaseAttempt(ctx, limits);
    return attemptLogin(ctx, tenant, body, address, deviceCookie, false);
  }
  if (!user || !ok || user.disabled) throw new OperationError(401, 'login_failed');
  // The right password: the account's (or device's) count starts anew, and this attempt is taken
  // back from the address.
  await acceptPassword(ctx, limits, trusted ? [] : [addressKey]);
  if (isOperator(user.roles) || user.customer_id === null) throw new OperationError(403, 'error_login_cust');
  const issued = startSession(ctx, tenant, user, user.customer_id);
  return { ...issued, device: newDeviceCookie(ctx.config.jwtSecret, tenant.id, user.id) };
}

/**
 * A new session of a user (a new refresh-token family bound to a new cookie), acting for
 * `activeCustomerId`: the user's own customer at login and sign-up, a store once selected.
 */
export function startSession(ctx: AppContext, tenant: Tenant, user: LoginUser, activeCustomerId: number): IssuedTokens {
  return issueTokens(ctx, tenant, user, { ...newSession(user), activeCustomerId });
}

/**
 * Rotates a refresh token: the old one is spent, a new one of the same family is issued.
 * A spent token presented again revokes its whole family, and so does an expired one (a later
 * token of its family exists, or none does), one presented without its browser's binding
 * cookie, and one of a user who may no longer sign in or whose sessions were ended since (a
 * password reset moves the user's session epoch on).
 */
export async function refresh(
  ctx: AppContext,
  refreshToken: string,
  bindingCookie: string | undefined,
): Promise<IssuedTokens> {
  const claims = openRefreshToken(refreshToken, ctx.config.jwtSecret);
  if (!claims) throw new OperationError(400, 'invalid_grant');
  const tokenHash = hashToken(refreshToken);
  const refuse = async (): Promise<never> => {
    await revokeSession(ctx, claims, tokenHash);
    throw new OperationError(400, 'invalid_grant');
  };
  if (claims.expiresAt <= Date.now()) return refuse();
  if (!bindingCookie || hashToken(bindingCookie) !== claims.bindingHash) return refuse();
  const tenant = await ctx.tenants.get(claims.tenantId);
  const user = await findUserById(ctx.db, claims.tenantId, claims.userId);
  if (!tenant || !user || user.disabled || isOperator(user.roles)) return refuse();
  if (user.session_epoch !== claims.sessionEpoch) return refuse();
  if (!(await spendRefreshToken(ctx.db, claims, tokenHash))) return refuse();
  return issueTokens(ctx, tenant, user, { ...claims, binding: null });
}

/**
 * Ends the session of a refresh token (revokes its family) if the token is of this tenant and,
 * when `userId` is given, of that user; any other token is ignored.
 */
export async function logout(
  ctx: AppContext,
  tenantId: number,
  refreshToken: string | undefined,
  userId?: number,
): Promise<void> {
  const claims = refreshToken ? openRefreshToken(refreshToken, ctx.config.jwtSecret) : null;
  if (!refreshToken || !claims || claims.tenantId !== tenantId) return;
  if (userId !== undefined && claims.userId !== userId) return;
  await revokeSession(ctx, claims, hashToken(refreshToken));
}

/** Revokes a refresh token's family; this process's session guard refuses it at once. */
async function revokeSession(ctx: AppContext, claims: RefreshClaims, tokenHash: string): Promise<void> {
  await revokeFamily(ctx.db, claims, tokenHash);
  ctx.sessions.revoked.revokedHere(claims.familyId);
}

/**
 * Ends the session of an access token (revokes its family), as a logout without the refresh
 * token does; the session guard refuses the family's access tokens from then on, in every process.
 */
export async function endSession(ctx: AppContext, claims: AccessClaims): Promise<void> {
  await revokeFamilyById(ctx.db, claims, new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000));
  ctx.sessions.revoked.revokedHere(claims.familyId);
}

/**
 * The session check: whether the token's user still exists, is an admin, and must still pick a
 * store (owns stores and the session does not yet act for one of them).
 */
export async function sessionState(
  ctx: AppContext,
  claims: AccessClaims,
): Promise<{ success: boolean; admin: boolean; hasStores: boolean }> {
  const user = await findUserById(ctx.db, claims.tenantId, claims.userId);
  if (!user || user.disabled) return { success: false, admin: false, hasStores: false };
  const admin = isOperator(user.roles);
  const hasStores = await storeChoicePending(ctx, claims, user);
  return { success: true, admin, hasStores };
}

/**
 * Whether a session must still pick a store (the store list shows): its user owns stores and
 * the session still acts for the user's own customer, not yet for one of the stores.
 */
export async function storeChoicePending(ctx: AppContext, claims: AccessClaims, user: LoginUser): Promise<boolean> {
  if (user.disabled || isOperator(user.roles) || user.customer_id === null) return false;
  if (claims.customerId !== user.customer_id) return false;
  return customerHasStores(ctx.db, claims.tenantId, user.customer_id);
}
