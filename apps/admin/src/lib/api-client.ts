import {
  AdminTokenAnswerSchema,
  ApiError,
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

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function send(url: string, method: Method, body: unknown, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return sendRequest(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

/** Sends without a token (sign-in); answers the parsed body or throws an ApiError. */
export async function sendPublic(url: string, body: unknown): Promise<unknown> {
  return send(url, 'POST', body, null);
}

/**
 * Exchanges the session's refresh token for new tokens (`POST /api/admin/refresh`; the cookie
 * `admin_rt` goes with it). Answers false when refused; callers at the same moment share one call.
 */
export const refreshSession = sharedRefresh(async () => {
  const session = currentSession();
  if (!session) return false;
  const answer = await send(
    withQuery('/api/admin/refresh', { tenant: session.tenant }),
    'POST',
    { refresh_token: session.refresh_token },
    null,
  );
  const parsed = AdminTokenAnswerSchema.safeParse(answer);
  if (!parsed.success) return false;
  startSession(parsed.data, session.tenant);
  return true;
});

type CallOptions<T> = {
  method?: Method;
  query?: Query;
  body?: unknown;
  schema?: z.ZodType<T>;
};

/**
 * A back-office call on the shop the operator works in (`?tenant=`), with its bearer token.
 * On a 401 it refreshes once and retries once; a refused refresh ends the session (the app
 * shows the sign-in).
 */
export async function adminCall<T = unknown>(path: string, options: CallOptions<T> = {}): Promise<T> {
  const session = currentSession();
  if (!session) throw new ApiError(401, 'unauthorized');
  const method = options.method ?? 'GET';
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
