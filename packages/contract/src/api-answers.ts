import type { z } from 'zod';
import type { FieldError } from './errors.ts';

/**
 * How a browser app reads the server's answers, for the shop and the back office alike: the
 * JSON body, a failure as an ApiError with its field errors (422) or operation error code (4xx),
 * a network failure as status 0. Tokens, refresh and paths stay in each app's client.
 */

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

/** A `{ field, message }` of a 422 answer (checked by hand: the start-up path loads no schemas). */
export function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.field === 'string' && typeof v.message === 'string';
}

/** Turns a non-2xx answer into an ApiError: its field errors, else its operation error. */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as { fieldErrors?: unknown; operationError?: unknown };
    if (Array.isArray(b.fieldErrors)) return new ApiError(status, null, b.fieldErrors.filter(isFieldError));
    if (typeof b.operationError === 'string') return new ApiError(status, b.operationError);
  }
  return new ApiError(status, status === 401 ? 'unauthorized' : null);
}

/** The parsed JSON body of an answer; null for an empty or unreadable one. */
export async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Sends one same-origin request; answers the parsed JSON body or throws an ApiError (status 0 = network). */
export async function sendRequest(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const body = await readAnswer(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body;
}

/** The values of a query string; undefined and null are left out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** `path?a=1&b=2`; undefined and null values are left out, and empty ones too with `skipEmpty`. */
export function withQuery(path: string, query: QueryValues, skipEmpty = false): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || (skipEmpty && v === '')) continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The answer checked against its schema; one that does not fit is `malformed_answer`. */
export function parseAnswer<T>(schema: z.ZodType<T> | undefined, body: unknown, status = 200): T {
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, 'malformed_answer');
  return parsed.data;
}

/**
 * A token refresh that callers at the same moment share (a refresh token is spent by its first
 * use, so a second exchange would end the session). `exchange` answers whether new tokens were
 * stored; a 4xx answer is a refusal (false), any other failure is thrown to every caller.
 */
export function sharedRefresh(exchange: () => Promise<boolean>): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  return () => {
    running ??= exchange()
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        throw error;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
