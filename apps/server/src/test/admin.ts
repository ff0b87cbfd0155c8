import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './app.ts';

/** An operator's sign-in on `tenant`: the token answer and the binding cookie (`admin_rt=...`). */
export async function adminLoginAs(app: FastifyInstance, tenant: number, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/login?tenant=${tenant}`,
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login ${username} failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return {
    tokens: res.json() as { access_token: string; refresh_token: string; roles: string[]; tenants: { id: number }[] },
    cookie,
  };
}

/** The bearer header of an operator signed in on `tenant`. */
export async function adminAuth(app: FastifyInstance, tenant: number, username: string) {
  const { tokens } = await adminLoginAs(app, tenant, username);
  return { authorization: `Bearer ${tokens.access_token}` };
}
