import {
  type AdminCall,
  type AdminPathParams,
  AdminTokenAnswerSchema,
  ApiError,
  adminPath,
  parseAnswer,
  type QueryValues,
  sendRequest,
  sharedRefresh,
  withQuery as withQueryOf,
} from '@shop/contract';
import type { z } from 'zod';
import { currentSession, endSession, startSession } from './session.ts';

export { ApiError, errorCode } from '@shop/contract';

export type Query = QueryValues;

/** `path?a=1&b=2`; undefined, null and empty values are left out (an empty filter is no filter). */
export function withQuery(path: string, query: Query): string {
  return withQueryOf(path, query, true);
}

type Method = AdminCall['method'];

/** A call as the client sends it: its method, and its url with a `:name` for each parameter. */
export type OperatorCall = Pick<AdminCall, 'method' | 'url' | 'params'>;

/**
 * The sign-in calls, which the contract does not describe (the server registers them itself, in
 * admin-auth.routes.ts); every other call is the contract's (`ADMIN_API`).
 */
export const SIGN_IN_CALLS = {
  login: { method: 'POST', url: '/api/admin/login' },
  refresh: { method: 'POST', url: '/api/admin/refresh' },
  logout: { method: 'POST', url: '/api/admin/logout' },
  session: { method: 'GET', url: '/api/admin/session' },
} as const satisfies Record<string, OperatorCall>;

async function send(url: string, method: Method, body: unknown, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return sendRequest(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

/** Sends without a token (sign-in); answers the parsed body or throws an ApiError. */
export async function sendPublic(url: string, body: unknown): Promise<unknown> {
  return send(url, SIGN_IN_CALLS.login.method, body, null);
}

/**
 * Exchanges the session's refresh token for new tokens (`POST /api/admin/refresh`; the cookie
 * `admin_rt` goes with it). Answers false when refused; callers at the same moment share one call.
 */
export const refreshSession = sharedRefresh(async () => {
  const session = currentSession();
  if (!session) return false;
  const answer = await send(
    withQuery(SIGN_IN_CALLS.refresh.url, { tenant: session.tenant }),
    SIGN_IN_CALLS.refresh.method,
    { refresh_token: session.refresh_token },
    null,
  );
  const parsed = AdminTokenAnswerSchema.safeParse(answer);
  if (!parsed.success) return false;
  startSession(parsed.data, session.tenant);
  return true;
});

type CallOptions<T, P = unknown> = {
  /** The values of the call's path parameters (`{ id }` for `/api/admin/products/:id`). */
  params?: P;
  query?: Query;
  body?: unknown;
  schema?: z.ZodType<T>;
};

/** What adminCall takes after the call: the options, with the path's parameters where the call has any. */
type CallArgs<C extends OperatorCall, T> =
  undefined extends AdminPathParams<C>
    ? [options?: CallOptions<T, AdminPathParams<C>>]
    : [options: CallOptions<T, AdminPathParams<C>> & { params: AdminPathParams<C> }];

/**
 * A back-office call on the shop the operator works in (`?tenant=`), with its bearer token: the
 * contract's call (`AdminCatalogApi.calls.product`) gives the method and the path, whose
 * parameters are filled from `params`. On a 401 it refreshes once and retries once; a refused
 * refresh ends the session (the app shows the sign-in).
 */
export function adminCall<C extends OperatorCall, T = unknown>(call: C, ...options: CallArgs<C, T>): Promise<T>;
export async function adminCall<T>(call: OperatorCall, options: CallOptions<T> = {}): Promise<T> {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'unauthorized');
  const { method } = call;
  const path = adminPath(call, options.params);
  const url = () => withQuery(path, { tenant: currentSession()?.tenant ?? session.tenant, ...options.query });
  let answer: unknown;
  try {
    answer = await send(url(), method, options.body, session.access_token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    // Another call may have refreshed meanwhile: then its new token serves.
    const renewed = currentSession()?.access_token !== session.access_token || (await refreshSession());
    if (!renewed) {
      endSession();
      throw error;
    }
    answer = await send(url(), method, options.body, currentSession()?.access_token ?? null);
  }
  return parseAnswer(options.schema, answer);
}
