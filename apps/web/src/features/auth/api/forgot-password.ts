import { apiCall } from '../../../lib/api-client.ts';
import { isRecord } from '../../../lib/guards.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { maskEmail } from '../../../lib/mask-email.ts';

export type ForgotOutcome = { kind: 'sent'; email: string } | { kind: 'noEmail' };

/**
 * `POST /api/guest/register/forgotPassword?tenant=<id>&username=...&serverName=<host>&lang=<lang>`.
 * Answers the masked e-mail the reset link was sent to, or that the user has no e-mail.
 */
export async function requestPasswordReset(username: string, serverName: string): Promise<ForgotOutcome> {
  const answer = await apiCall(
    'register/forgotPassword',
    {},
    { guest: true, query: { username, serverName, lang: currentLanguage() } },
  );
  if (isRecord(answer) && answer.noEmail === true) return { kind: 'noEmail' };
  const email = isRecord(answer) && typeof answer.email === 'string' ? answer.email : '';
  return { kind: 'sent', email: maskEmail(email) };
}
