import { send, withQuery } from '../../../lib/api-client.ts';

/** `POST /api/logout?tenant=<id>` with `{ refresh_token }`; the bearer token is optional. */
export async function postLogout(tenantId: number, refreshToken: string, accessToken: string | null): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  await send(withQuery('/api/logout', { tenant: tenantId }), {
    method: 'POST',
    headers,
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}
