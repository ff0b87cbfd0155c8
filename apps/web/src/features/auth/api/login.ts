import { type LoginBody, type StoredUser, StoredUserSchema } from '@shop/contract';
import { z } from 'zod';
import { ApiError, send, withQuery } from '../../../lib/api-client.ts';
import { toStoredUser } from '../../../lib/storage.ts';

const LoginAnswerSchema = StoredUserSchema.extend({ admin: z.boolean().optional() });

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
    answer = await send(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.operationError || error.fieldErrors.length > 0)) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, status >= 400 && status < 500 ? 'login_failed' : 'error_login');
  }
  const parsed = LoginAnswerSchema.safeParse(answer);
  if (!parsed.success || !parsed.data.access_token) throw new ApiError(200, 'error_login');
  if (parsed.data.admin) throw new ApiError(403, 'error_login_cust');
  return toStoredUser(parsed.data);
}
