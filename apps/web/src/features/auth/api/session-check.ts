import type { IsLoggedInAnswer } from '@shop/contract';
import { sendAuthorized } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';

/** `GET /api/session/isLoggedIn` with the bearer token. */
export async function checkSession(): Promise<IsLoggedInAnswer> {
  const answer = await sendAuthorized('/api/session/isLoggedIn', undefined, 'GET');
  if (!isRecord(answer)) return { success: false, admin: false, hasStores: false };
  return { success: answer.success === true, admin: answer.admin === true, hasStores: answer.hasStores === true };
}
