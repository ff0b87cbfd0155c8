import type { FieldError } from '@shop/contract';
import type { z } from 'zod';
import { isFieldError } from './guards.ts';
import { readUser, writeUser } from './storage.ts';

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

/** `path?tenant=<id>&...`; undefined and null values are left out. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
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

/** Turns a non-2xx answer into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { fieldErrors?: unknown; operationError?: unknown };
    if (Array.isArray(b.fieldErrors)) {
      const fieldErrors: FieldError[] = b.fieldErrors.filter(isFieldError);
      return new ApiError(status, null, fieldErrors);
    }
    if (typeof b.operationError === 'string') return new ApiError(status, b.operationError);
  }
  return new ApiError(status, status === 401 ? 'unauthorized' : null);
}

/** Sends one request; answers a parsed JSON body or throws an ApiError (status 0 = network). */
export async function send(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body;
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

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the stored refresh token for new tokens (`POST /oauth/access_token`, form encoded).
 * Answers false when the server refuses it (invalid_grant); concurrent callers share one call.
 */
export function refreshSession(): Promise<boolean> {
  if (refreshing) return refreshing;
  refreshing = (async () => {
    const user = readUser();
    if (!user) return false;
    const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refresh_token });
    try {
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
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

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

function parse<T>(schema: z.ZodType<T> | undefined, body: unknown, status = 200): T {
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, 'malformed_answer');
  return parsed.data;
}

type CallOptions<T> = {
  schema?: z.ZodType<T>;
  /** Extra query parameters besides `tenant`. */
  query?: Record<string, string | number | boolean | null | undefined>;
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
  return parse(options.schema, answer);
}
