import { type AdminPermission, hasPermission, mayOperate, type Tenant } from '@shop/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import { type AccessClaims, verifyAccessToken } from '../auth/tokens.ts';

/** The operator a back-office call is made by, and the tenant it works in. */
export interface Operator {
  claims: AccessClaims;
  tenant: Tenant;
  /** Who, as the audit trail and the order history name it. */
  actor: { userId: number; username: string };
}

const operators = new WeakMap<FastifyRequest, Operator>();

/** The claims of a request's bearer token if it is a valid operator's token (signature and expiry only). */
export function operatorClaims(request: FastifyRequest, secret: Uint8Array): AccessClaims | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return verifyAccessToken(header.slice(7).trim(), secret, 'admin');
}

/**
 * The guard of every back-office call (`config.access: 'admin'`), run before the body is read:
 * 401 without an operator's valid token of a live session (a shop token is not one); 404 for a
 * tenant the operator may not work in, as if it did not exist (an ADMIN of 4 learns nothing of 5);
 * 403 when its roles do not allow `permission`.
 */
export function operatorGuard(ctx: AppContext, permission: AdminPermission): onRequestAsyncHookHandler {
  return async (request) => {
    const claims = operatorClaims(request, ctx.config.jwtSecret);
    if (!claims || !(await ctx.sessions.alive(claims))) throw new OperationError(401, 'unauthorized');
    const tenantId = Number((request.query as { tenant?: unknown }).tenant);
    const tenant = Number.isInteger(tenantId) ? await ctx.tenants.get(tenantId) : undefined;
    if (!tenant || !mayOperate(claims.roles, claims.tenantId, tenant.id)) throw new OperationError(404, 'not_found');
    if (!hasPermission(claims.roles, permission)) throw new OperationError(403, 'forbidden');
    operators.set(request, { claims, tenant, actor: { userId: claims.userId, username: claims.username } });
  };
}

/** The operator `operatorGuard` let through; a route without the guard has none (and throws). */
export function operatorOf(request: FastifyRequest): Operator {
  const operator = operators.get(request);
  if (!operator) throw new OperationError(401, 'unauthorized');
  return operator;
}
