import type {
  CreateAccountInput,
  FieldError,
  ResetPasswordForm,
  StoreAccountRequestInput,
  StoredUser,
} from '@shop/contract';
import { ApiError, apiCall, jsonPostInit, tenantId, withQuery } from '../../../lib/api-client.ts';
import { isFieldError, isStoredUser } from '../../../lib/guards.ts';
import { toStoredUser } from '../../../lib/storage.ts';

/** A refused account call: the field errors of any of the spec's answer shapes. */
export class AccountCallError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  constructor(status: number, errors: FieldError[]) {
    super(errors[0]?.message ?? 'error');
    this.status = status;
    this.errors = errors;
  }
}

/** `{ fieldErrors }`, `{ errors: [...] }`, `{ errors: { errors: [...] } }` or a list of strings. */
export function readErrors(body: unknown): FieldError[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as { fieldErrors?: unknown; errors?: unknown };
  const list = Array.isArray(b.fieldErrors)
    ? b.fieldErrors
    : Array.isArray(b.errors)
      ? b.errors
      : b.errors && typeof b.errors === 'object' && Array.isArray((b.errors as { errors?: unknown }).errors)
        ? (b.errors as { errors: unknown[] }).errors
        : [];
  return list.flatMap((e): FieldError[] =>
    isFieldError(e) ? [e] : typeof e === 'string' ? [{ field: '', message: e }] : [],
  );
}

async function postGuest(path: string, body: unknown, query: Record<string, string> = {}): Promise<unknown> {
  const url = withQuery(`/api/guest/${path}`, { tenant: tenantId(), ...query });
  let response: Response;
  try {
    response = await fetch(url, jsonPostInit(body));
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const errors = readErrors(parsed);
    if (errors.length > 0) throw new AccountCallError(response.status, errors);
    const code =
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { operationError?: unknown }).operationError === 'string'
        ? (parsed as { operationError: string }).operationError
        : null;
    throw new ApiError(response.status, code);
  }
  return parsed;
}

/** `POST /api/guest/register/createAccount`: the new user's session (tokens like a login). */
export async function postCreateAccount(body: CreateAccountInput): Promise<StoredUser> {
  const answer = await postGuest('register/createAccount', body);
  if (!isStoredUser(answer)) throw new ApiError(200, 'malformed_answer');
  return toStoredUser(answer);
}

/** `POST /api/guest/user/ajaxCreateStoreAccount` (the non-public tenant). */
export async function postStoreAccountRequest(body: StoreAccountRequestInput): Promise<void> {
  await apiCall('user/ajaxCreateStoreAccount', body, { guest: true });
}

/** `POST /api/guest/register/resetPassword?t=<token>&serverName=<host>`. */
export async function postResetPassword(token: string, body: ResetPasswordForm): Promise<void> {
  await postGuest('register/resetPassword', body, { t: token, serverName: window.location.host });
}
