import { ApiError, parseAnswer, type QueryValues, sendRequest as send, sharedRefresh, withQuery } from '@shop/contract';
import type { z } from 'zod';
import { readUser, writeUser } from './storage.ts';

/*
 * The shop's calls: the tenant, the stored customer session and its refresh. Reading answers and
 * errors is the contract's (api-answers.ts), shared with the back office.
 */

export { errorCode, toApiError } from '@shop/contract';
/** `send`: one request, its parsed JSON body or an ApiError (status 0 = network). */
export { ApiError, send, withQuery };

type ClientConfig = {
  tenantId: () => number;
  publicTenant: () => boolean;
  /** Called when the stored session can no longer be used (refresh refused). */
  onSessionLost: () => void;
};

let config: ClientConfig = { tenantId: () => 4, publicTenant: () => true, onSessionLost: () => {} };

export function configureApiClient(next: Partial<ClientConfig>): void {
  config = { ...config, ...next };
}

export function tenantId(): number {
  return config.tenantId();
}

/** The init of a same-origin JSON `POST` without a token (login, guest account calls). */
export function jsonPostInit(body: unknown): RequestInit {
  return {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  };
}

/** Extra request headers of one call (e.g. `Idempotency-Key`); they never replace Accept, Content-Type or the bearer token. */
export type ExtraHeaders = Readonly<Record<string, string>>;

function jsonInit(body: unknown, token: string | null, method = 'POST', extra: ExtraHeaders = {}): RequestInit {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return method === 'GET' ? { method, headers } : { method, headers, body: JSON.stringify(body ?? {}) };
}

/**
 * Exchanges the stored refresh token for new tokens (`POST /oauth/access_token`, form encoded).
 * Answers false when the server refuses it (invalid_grant); concurrent callers share one call.
 */
export const refreshSession = sharedRefresh(async () => {
  const user = readUser();
  if (!user) return false;
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refresh_token });
  const answer = await send('/oauth/access_token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form.toString(),
  });
  const a = answer as Partial<Record<string, unknown>> | null;
  if (!a || typeof a.access_token !== 'string' || typeof a.refresh_token !== 'string') return false;
  writeUser({
    ...user,
    access_token: a.access_token,
    refresh_token: a.refresh_token,
    roles: Array.isArray(a.roles) ? a.roles.map(String) : user.roles,
    username: typeof a.username === 'string' ? a.username : user.username,
    tenant_id: typeof a.tenant_id === 'number' ? a.tenant_id : user.tenant_id,
    id: typeof a.id === 'number' ? a.id : user.id,
    currency: typeof a.currency === 'string' ? a.currency : user.currency,
  });
  return true;
});

/**
 * Sends with the stored bearer token. On a 401 with a stored session it refreshes once and
 * retries once; when the refresh is refused the session is lost (the shop logs out).
 */
export async function sendAuthorized(
  url: string,
  body: unknown,
  method: 'GET' | 'POST' = 'POST',
  headers: ExtraHeaders = {},
): Promise<unknown> {
  const user = readUser();
  try {
    return await send(url, jsonInit(body, user?.access_token ?? null, method, headers));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !user) throw error;
  }
  const refreshed = await refreshSession();
  if (!refreshed) {
    config.onSessionLost();
    throw new ApiError(401, 'unauthorized');
  }
  return send(url, jsonInit(body, readUser()?.access_token ?? null, method, headers));
}

type CallOptions<T> = {
  schema?: z.ZodType<T>;
  /** Extra query parameters besides `tenant`. */
  query?: QueryValues;
  /** Force the guest path (`/api/guest/...`) whatever the session. */
  guest?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` (kept on the retry after a token refresh). */
  headers?: ExtraHeaders;
};

/**
 * `POST /api/<controller>/<action>?tenant=<id>` with the bearer token when signed in, or
 * `/api/guest/<controller>/<action>?tenant=<id>` for a guest on a public tenant.
 */
export async function apiCall<T = unknown>(path: string, body?: unknown, options: CallOptions<T> = {}): Promise<T> {
  const signedIn = readUser() !== null;
  const guest = options.guest ?? (!signedIn && config.publicTenant());
  const url = withQuery(`/api/${guest ? 'guest/' : ''}${path}`, { tenant: config.tenantId(), ...options.query });
  const headers = options.headers ?? {};
  const answer = guest
    ? await send(url, jsonInit(body, null, 'POST', headers))
    : await sendAuthorized(url, body, 'POST', headers);
  return parseAnswer(options.schema, answer);
}
