import type { Store, Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import { findUserById, type LoginUser } from '../auth/auth.repository.ts';
import { type IssuedTokens, logout, startSession, storeChoicePending } from '../auth/auth.service.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { countStores, findOwnedStoreCustomer, listStores } from './stores.repository.ts';

export interface Caller {
  tenant: Tenant;
  auth: AccessClaims | null;
}

/** The signed-in user (stores belong to the user's own customer, not the selected one). */
async function userOf(ctx: AppContext, caller: Caller): Promise<LoginUser & { customer_id: number }> {
  const user = caller.auth ? await findUserById(ctx.db, caller.tenant.id, caller.auth.userId) : undefined;
  if (!user || user.disabled || user.customer_id === null) throw new OperationError(403, 'forbidden');
  return { ...user, customer_id: user.customer_id };
}

/**
 * store/ajaxHasStores: whether the store list must show. True while the user owns stores and
 * the session still acts for the user's own customer; false once a store is selected.
 */
export async function mustChooseStore(ctx: AppContext, caller: Caller): Promise<boolean> {
  if (!caller.auth) return false;
  const user = await findUserById(ctx.db, caller.tenant.id, caller.auth.userId);
  return user ? storeChoicePending(ctx, caller.auth, user) : false;
}

export async function storesForCustomer(
  ctx: AppContext,
  caller: Caller,
  page: { pattern: string | null; limit: number; offset: number },
): Promise<Store[]> {
  const user = await userOf(ctx, caller);
  return listStores(ctx.db, caller.tenant.id, user.customer_id, page);
}

export async function totalStoresForCustomer(ctx: AppContext, caller: Caller, pattern: string | null) {
  const user = await userOf(ctx, caller);
  return countStores(ctx.db, caller.tenant.id, user.customer_id, pattern);
}

export type SelectedStoreSession = IssuedTokens;

/**
 * customer/ajaxSelectStore: a new session (new refresh-token family, as at login) that acts for
 * the store's customer. Only the user's own stores; anything else is 403 and changes nothing.
 * The old session's refresh token, when given and the user's, is revoked.
 */
export async function selectStore(
  ctx: AppContext,
  caller: Caller,
  customerNumber: string,
  oldRefreshToken: string | undefined,
): Promise<SelectedStoreSession> {
  const user = await userOf(ctx, caller);
  const tenant = caller.tenant;
  const storeCustomerId = await findOwnedStoreCustomer(ctx.db, tenant.id, user.customer_id, customerNumber);
  if (storeCustomerId === null) throw new OperationError(403, 'forbidden');

  await logout(ctx, tenant.id, oldRefreshToken, user.id);

  return startSession(ctx, tenant, user, storeCustomerId);
}
