import { apiCall } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { maskEmail } from '../../../lib/mask-email.ts';

export type ForgotOutcome = { kind: 'sent'; email: string } | { kind: 'noEmail' } | { kind: 'error' };

/**
 * `POST /api/guest/register/forgotPassword?tenant=<id>&username=...&serverName=<host>&lang=<lang>`.
 * Answers the masked e-mail the reset link was sent to, that the user has no e-mail, or 'error'
 * (`{ sent: false }`: no user that can be sent a link; SPEC.md §8). Over the limit: ApiError 429.
 */
export async function requestPasswordReset(username: string, serverName: string): Promise<ForgotOutcome> {
  const answer = await apiCall(
    'register/forgotPassword',
    {},
    { guest: true, query: { username, serverName, lang: currentLanguage() } },
  );
  if (isRecord(answer) && answer.noEmail === true) return { kind: 'noEmail' };
  if (!isRecord(answer) || answer.sent !== true) return { kind: 'error' };
  const email = typeof answer.email === 'string' ? answer.email : '';
  return { kind: 'sent', email: maskEmail(email) };
}
