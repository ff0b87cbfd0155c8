import {
  ACCESS_TOKEN_TTL_S,
  type AdminTokenAnswer,
  isOperator,
  mayOperate,
  REFRESH_TOKEN_TTL_S,
  type Tenant,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import { type LoginUser, revokeFamily, revokeFamilyById, spendRefreshToken } from '../auth/auth.repository.ts';
import { newSession, sessionTokens } from '../auth/auth.service.ts';
import { acceptPassword, checkCountedPassword } from '../auth/counted-password.ts';
import type { CounterLimit } from '../auth/counters.ts';
import { type AccessClaims, hashToken, openRefreshToken } from '../auth/tokens.ts';
import { findOperator, findOperatorById } from './admin-auth.repository.ts';

export interface IssuedAdminTokens {
  answer: AdminTokenAnswer;
  /** Secret of the HttpOnly cookie that binds the refresh token to this browser (new sessions only). */
  binding: string | null;
}

/** The tenants an operator may work in, ascending: its own, or every one for SUPERADMIN. */
async function tenantsOf(ctx: AppContext, user: LoginUser): Promise<{ id: number; name: string }[]> {
  const all = await ctx.tenants.all();
  return [...all.values()]
    .filter((t) => mayOperate(user.roles, user.tenant_id, t.id))
    .map((t) => ({ id: t.id, name: t.name }))
    .sort((a, b) => a.id - b.id);
}

async function issue(
  ctx: AppContext,
  user: LoginUser,
  session: { familyId: string; bindingHash: string; binding: string | null; sessionEpoch: number },
): Promise<IssuedAdminTokens> {
  const username = user.email ?? String(user.id);
  const tokens = sessionTokens(ctx, 'admin', user, {
    ...session,
    tenantId: user.tenant_id,
    customerId: null,
    username,
  });
  return {
    answer: {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      expires_in: ACCESS_TOKEN_TTL_S,
      roles: user.roles,
      username,
      tenant_id: user.tenant_id,
      tenants: await tenantsOf(ctx, user),
    },
    binding: session.binding,
  };
}

/**
 * An operator's sign-in on `tenant` with an e-mail address and password. Counted as the shop's
 * logins are (per account and per address, before the password is checked); unknown users cost
 * the same check. A right password of a customer, or of an operator of another tenant, is
 * refused after the check ('error_login_operator'), as the shop refuses operators.
 */
export async function adminLogin(
  ctx: AppContext,
  tenant: Tenant,
  body: { username: string; password: string },
  address: string,
): Promise<IssuedAdminTokens> {
  const { perAccount, perAddress, windowS } = ctx.config.loginLimits;
  const email = body.username.toLowerCase();
  const user = await findOperator(ctx.db, tenant.id, email);
  const addressKey = `login:addr:${address}`;
  const limits: CounterLimit[] = [
    {
      key: user ? `admin:acct:${user.tenant_id}:${user.id}` : `admin:acct:${tenant.id}:name:${email}`,
      limit: perAccount,
    },
    { key: addressKey, limit: perAddress },
  ];
  const ok = await checkCountedPassword(ctx, limits, windowS, user?.password_hash, body.password);
  if (!user || !ok || user.disabled) throw new OperationError(401, 'login_failed');
  await acceptPassword(ctx, limits, [addressKey]);
  if (!isOperator(user.roles) || !mayOperate(user.roles, user.tenant_id, tenant.id))
    throw new OperationError(403, 'error_login_operator');
  return issue(ctx, user, newSession(user));
}

/**
 * Rotates an operator's refresh token as the shop's are rotated (auth.service.ts `refresh`):
 * spent once; a spent, expired or unbound one, or one of an account that may no longer operate,
 * revokes its whole family.
 */
export async function adminRefresh(
  ctx: AppContext,
  refreshToken: string,
  bindingCookie: string | undefined,
): Promise<IssuedAdminTokens> {
  const claims = openRefreshToken(refreshToken, ctx.config.jwtSecret, 'admin');
  if (!claims) throw new OperationError(400, 'invalid_grant');
  const tokenHash = hashToken(refreshToken);
  const refuse = async (): Promise<never> => {
    await revokeFamily(ctx.db, claims, tokenHash);
    ctx.sessions.revoked.revokedHere(claims.familyId);
    throw new OperationError(400, 'invalid_grant');
  };
  if (claims.expiresAt <= Date.now()) return refuse();
  if (!bindingCookie || hashToken(bindingCookie) !== claims.bindingHash) return refuse();
  const user = await findOperatorById(ctx.db, claims.tenantId, claims.userId);
  if (!user || user.disabled || !isOperator(user.roles)) return refuse();
  if (user.session_epoch !== claims.sessionEpoch) return refuse();
  if (!(await spendRefreshToken(ctx.db, claims, tokenHash))) return refuse();
  return issue(ctx, user, { ...claims, binding: null });
}

/** Ends an operator's session: the refresh token's family, and the bearer token's. */
export async function adminLogout(
  ctx: AppContext,
  refreshToken: string | undefined,
  bearer: AccessClaims | null,
): Promise<void> {
  const claims = refreshToken ? openRefreshToken(refreshToken, ctx.config.jwtSecret, 'admin') : null;
  if (refreshToken && claims) {
    await revokeFamily(ctx.db, claims, hashToken(refreshToken));
    ctx.sessions.revoked.revokedHere(claims.familyId);
  }
  if (bearer) {
    await revokeFamilyById(ctx.db, bearer, new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000));
    ctx.sessions.revoked.revokedHere(bearer.familyId);
  }
}

/** Who is signed in (the back office's start): the session's account and its tenants. */
export async function adminSession(
  ctx: AppContext,
  claims: AccessClaims,
): Promise<Omit<AdminTokenAnswer, 'access_token' | 'refresh_token' | 'expires_in'> | null> {
  const user = await findOperatorById(ctx.db, claims.tenantId, claims.userId);
  if (!user || user.disabled || !isOperator(user.roles)) return null;
  return {
    roles: user.roles,
    username: user.email ?? String(user.id),
    tenant_id: user.tenant_id,
    tenants: await tenantsOf(ctx, user),
  };
}
