/** The session calls of the auth store: login, logout, the start-up session check and the stores check. */
import type { IsLoggedInAnswer, LoginBody, StoredUser } from '@shop/contract';
import { ApiError, apiCall, jsonPostInit, send, sendAuthorized, withQuery } from '../lib/api-client.ts';
import { isRecord, isStoredUser } from '../lib/guards.ts';
import { toStoredUser } from '../lib/storage.ts';

type LoginTenant = { id: number; currency: string; vat: number };

/**
 * `POST /api/login?tenant=&currency=&vat=` with `{ username, password }`. Answers the session
 * to store; throws an ApiError whose operationError is login_failed, error_login_cust,
 * too_many_attempts or error_login (an answer without access token), or one with fieldErrors.
 */
export async function postLogin(body: LoginBody, tenant: LoginTenant): Promise<StoredUser> {
  const url = withQuery('/api/login', { tenant: tenant.id, currency: tenant.currency, vat: tenant.vat });
  let answer: unknown;
  try {
    answer = await send(url, jsonPostInit(body));
  } catch (error) {
    if (error instanceof ApiError && (error.operationError || error.fieldErrors.length > 0)) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, status >= 400 && status < 500 ? 'login_failed' : 'error_login');
  }
  if (isRecord(answer) && answer.admin === true) throw new ApiError(403, 'error_login_cust');
  if (!isStoredUser(answer)) throw new ApiError(200, 'error_login');
  return toStoredUser(answer);
}

/** `POST /api/logout?tenant=<id>` with `{ refresh_token }`; the bearer token is optional. */
export async function postLogout(tenantId: number, refreshToken: string, accessToken: string | null): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  await send(withQuery('/api/logout', { tenant: tenantId }), {
    method: 'POST',
    headers,
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

/** `GET /api/session/isLoggedIn` with the bearer token. */
export async function checkSession(): Promise<IsLoggedInAnswer> {
  const answer = await sendAuthorized('/api/session/isLoggedIn', undefined, 'GET');
  if (!isRecord(answer)) return { success: false, admin: false, hasStores: false };
  return { success: answer.success === true, admin: answer.admin === true, hasStores: answer.hasStores === true };
}

/** `POST /api/store/ajaxHasStores?tenant=<id>` (bearer): whether the store list must show. */
export async function fetchHasStores(): Promise<boolean> {
  const answer = await apiCall('store/ajaxHasStores', {});
  return isRecord(answer) && answer.data === true;
}
