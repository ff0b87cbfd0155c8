import { AdminTokenAnswerSchema, type FieldError } from '@shop/contract';
import type { z } from 'zod';
import { currentSession, endSession, startSession } from './session.ts';

/** A failed call: HTTP status plus the server's field errors or operation error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  readonly operationError: string | null;

  constructor(status: number, operationError: string | null, fieldErrors: FieldError[] = []) {
    super(operationError ?? (fieldErrors.length > 0 ? 'validation_failed' : `http_${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.operationError = operationError;
    this.fieldErrors = fieldErrors;
  }
}

/** The code to show for any failure: the operation error, else 'error'. */
export function errorCode(error: unknown): string {
  return error instanceof ApiError && error.operationError ? error.operationError : 'error';
}

export type Query = Record<string, string | number | boolean | null | undefined>;

/** `path?a=1&b=2`; undefined, null and empty values are left out. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function isFieldError(value: unknown): value is FieldError {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.field === 'string' && typeof v.message === 'string';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { fieldErrors?: unknown; operationError?: unknown };
    if (Array.isArray(b.fieldErrors)) return new ApiError(status, null, b.fieldErrors.filter(isFieldError));
    if (typeof b.operationError === 'string') return new ApiError(status, b.operationError);
  }
  return new ApiError(status, status === 401 ? 'unauthorized' : null);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function send(url: string, method: Method, body: unknown, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const answer = await readBody(response);
  if (!response.ok) throw toApiError(response.status, answer);
  return answer;
}

/** Sends without a token (sign-in); answers the parsed body or throws an ApiError. */
export async function sendPublic(url: string, body: unknown): Promise<unknown> {
  return send(url, 'POST', body, null);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the session's refresh token for new tokens (`POST /api/admin/refresh`; the cookie
 * `admin_rt` goes with it). Answers false when refused; callers at the same moment share one
 * call, since a refresh token is spent by its first use.
 */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing;
  refreshing = (async () => {
    const session = currentSession();
    if (!session) return false;
    try {
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
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

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
  if (!options.schema) return answer as T;
  const parsed = options.schema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, 'malformed_answer');
  return parsed.data;
}
