import { type IsLoggedInAnswer, IsLoggedInAnswerSchema } from '@shop/contract';
import { sendAuthorized } from '../../../lib/api-client.ts';

/** `GET /api/session/isLoggedIn` with the bearer token. */
export async function checkSession(): Promise<IsLoggedInAnswer> {
  return IsLoggedInAnswerSchema.parse(await sendAuthorized('/api/session/isLoggedIn', undefined, 'GET'));
}
