import { apiCall } from '../../../lib/api-client.ts';
import { maskEmail } from '../../../lib/mask-email.ts';

/**
 * `POST /api/guest/register/forgotPassword?tenant=<id>&username=...&serverName=<host>`.
 * Answers the masked e-mail the reset link was sent to ('' when the server gives none).
 */
export async function requestPasswordReset(username: string, serverName: string): Promise<string> {
  const answer = await apiCall('register/forgotPassword', {}, { guest: true, query: { username, serverName } });
  const email = pickEmail(answer);
  return email ? maskEmail(email) : '';
}

function pickEmail(answer: unknown): string | null {
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object') {
    for (const key of ['email', 'data', 'maskedEmail'] as const) {
      const value = (answer as Record<string, unknown>)[key];
      if (typeof value === 'string') return value;
    }
  }
  return null;
}
