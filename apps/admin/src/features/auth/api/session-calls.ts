import { AdminTokenAnswerSchema } from '@shop/contract';
import { ApiError, adminCall, SIGN_IN_CALLS, sendPublic, withQuery } from '../../../lib/api-client.ts';
import { currentSession, endSession, startSession, updateSession } from '../../../lib/session.ts';

const SessionAnswerSchema = AdminTokenAnswerSchema.pick({
  roles: true,
  username: true,
  tenant_id: true,
  tenants: true,
});

/** `POST /api/admin/login?tenant=T`: the session starts in the host's shop. */
export async function signIn(tenant: number, username: string, password: string): Promise<void> {
  const answer = AdminTokenAnswerSchema.safeParse(
    await sendPublic(withQuery(SIGN_IN_CALLS.login.url, { tenant }), { username, password }),
  );
  if (!answer.success) throw new ApiError(200, 'malformed_answer');
  startSession(answer.data, tenant);
}

/**
 * `GET /api/admin/session` at start: the stored session's roles and shops as they are now (the
 * client refreshes an expired token once); a session the server no longer knows ends.
 */
export async function checkSession(): Promise<void> {
  if (!currentSession()) return;
  try {
    const answer = await adminCall(SIGN_IN_CALLS.session, { schema: SessionAnswerSchema });
    updateSession(answer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession();
    else throw error;
  }
}

/** `POST /api/admin/logout`: the server ends the session; here it ends whatever the answer. */
export async function signOut(): Promise<void> {
  const session = currentSession();
  if (!session) return;
  try {
    await fetch(withQuery(SIGN_IN_CALLS.logout.url, { tenant: session.tenant }), {
      method: SIGN_IN_CALLS.logout.method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.access_token}`,
      },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
  } catch {
    // Signed out here in any case; the server's session expires on its own.
  }
  endSession();
}
