import { describe, expect, it } from 'vitest';
import { adminLoginAs } from '../../test/admin.ts';
import { loginAs, testAppForFile } from '../../test/app.ts';

const t = testAppForFile();

const login = (tenant: number, username: string, password = 'Demo-pass-1') =>
  t.app.inject({ method: 'POST', url: `/api/admin/login?tenant=${tenant}`, payload: { username, password } });

describe('back-office sign-in', () => {
  it('signs in ADMIN and ORDER_HANDLER of their own tenant, SUPERADMIN on every tenant', async () => {
    const admin = await login(4, 'admin.4@example.com');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ roles: ['ADMIN'], username: 'admin.4@example.com', tenant_id: 4 });
    expect(admin.json().tenants).toEqual([{ id: 4, name: expect.any(String) }]);
    expect(String(admin.headers['set-cookie'])).toMatch(/^admin_rt=[^;]+;.*Path=\/api\/admin;.*HttpOnly/);

    const handler = await login(6, 'ORDERS.6@example.com');
    expect(handler.statusCode).toBe(200);
    expect(handler.json().roles).toEqual(['ORDER_HANDLER']);

    for (const tenant of [3, 5, 9]) {
      const superadmin = await login(tenant, 'super@example.com');
      expect(superadmin.statusCode, `tenant ${tenant}`).toBe(200);
      expect(superadmin.json().tenants.map((x: { id: number }) => x.id)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    }
  });

  it('refuses customers, operators of another tenant and wrong passwords', async () => {
    expect((await login(4, 'business.4@example.com')).json()).toEqual({ operationError: 'error_login_operator' });
    expect((await login(4, 'business.4@example.com')).statusCode).toBe(403);
    // admin.5 does not exist on tenant 4: the same answer as any unknown user.
    expect((await login(4, 'admin.5@example.com')).json()).toEqual({ operationError: 'login_failed' });
    expect((await login(4, 'admin.4@example.com', 'wrong-pass-1')).statusCode).toBe(401);
  });

  it("the shop refuses every operator, and shop and back-office tokens each other's calls", async () => {
    for (const user of ['admin.4@example.com', 'orders.4@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login?tenant=4',
        payload: { username: user, password: 'Demo-pass-1' },
      });
      expect(res.json(), user).toEqual({ operationError: 'error_login_cust' });
    }
    const operator = (await adminLoginAs(t.app, 4, 'admin.4@example.com')).tokens.access_token;
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/customer/ajaxGetCustomer?tenant=4',
      headers: { authorization: `Bearer ${operator}` },
      payload: {},
    });
    expect(shop.statusCode).toBe(401);
    const customer = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session?tenant=4',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(back.statusCode).toBe(401);
  });

  it('refresh rotates with the binding cookie; a spent token ends the session; logout ends it', async () => {
    const { tokens, cookie } = await adminLoginAs(t.app, 4, 'admin.4@example.com');
    const refresh = (token: string, withCookie = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/refresh',
        headers: withCookie ? { cookie } : {},
        payload: { refresh_token: token },
      });
    expect((await refresh(tokens.refresh_token, false)).statusCode).toBe(400);

    const second = await adminLoginAs(t.app, 4, 'admin.4@example.com');
    const again = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/refresh',
        headers: { cookie: second.cookie },
        payload: { refresh_token: token },
      });
    const rotated = await again(second.tokens.refresh_token);
    expect(rotated.statusCode).toBe(200);
    expect((await again(second.tokens.refresh_token)).statusCode).toBe(400);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { authorization: `Bearer ${rotated.json().access_token}` },
    });
    expect(session.statusCode).toBe(401);

    const third = await adminLoginAs(t.app, 4, 'admin.4@example.com');
    const authorization = `Bearer ${third.tokens.access_token}`;
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization } });
    expect(before.json()).toMatchObject({ username: 'admin.4@example.com', roles: ['ADMIN'] });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization },
      payload: { refresh_token: third.tokens.refresh_token },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization } });
    expect(after.statusCode).toBe(401);
  });

  it('a shop refresh token is not an operator one, nor the other way round', async () => {
    const shop = await loginAs(t.app, 4, 'business.4@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/refresh',
      headers: { cookie: shop.cookie },
      payload: { refresh_token: shop.tokens.refresh_token },
    });
    expect(res.statusCode).toBe(400);
    const operator = await adminLoginAs(t.app, 4, 'admin.4@example.com');
    const back = await t.app.inject({
      method: 'POST',
      url: '/oauth/access_token',
      headers: { cookie: operator.cookie.replace('admin_rt', 'shop_rt') },
      payload: { grant_type: 'refresh_token', refresh_token: operator.tokens.refresh_token },
    });
    expect(back.statusCode).toBe(400);
  });
});
