/**
 * The back office under attack: every call of `/api/admin/...` (from the server's own route table,
 * so a new one is covered) refuses whoever may not make it, and a refused call changes nothing.
 * The tokens come as an attacker has them: none, garbage, a shop customer's, an operator's of
 * another tenant, and an operator's whose role does not allow the call.
 */
import { hasPermission } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  call,
  callSample,
  changesBetween,
  expectOnly,
  fingerprint,
  jsonOf,
  type Route,
  sampleOf,
  shopForFile,
  urlOf,
} from './support.ts';

const { shop: s, routes } = shopForFile();

/** The calls only operators may make: all of the back office but its sign-in, refresh and sign-out. */
const OPEN = new Set(['POST /api/admin/login', 'POST /api/admin/refresh', 'POST /api/admin/logout']);
const operatorRoutes = () => routes.filter((r) => r.kind === 'admin' && !OPEN.has(`${r.method} ${r.url}`));

/** The permission each call needs (what the routes state; checked here against the answers). */
function permissionOf(route: Route): Parameters<typeof hasPermission>[1] | null {
  if (route.url === '/api/admin/session') return null;
  if (route.url.startsWith('/api/admin/orders')) return route.method === 'GET' ? 'orders:read' : 'orders:write';
  if (route.url.startsWith('/api/admin/store-requests') || route.url.includes('/stores')) return 'stores:write';
  if (route.url.startsWith('/api/admin/customers'))
    return route.method === 'GET' ? 'customers:read' : 'customers:write';
  if (route.url.startsWith('/api/admin/audit')) return 'customers:read';
  if (
    /^\/api\/admin\/(images|files|videos)\/|^\/api\/admin\/products\/:id\/(media|images|files|videos)$/.test(route.url)
  )
    return route.method === 'GET' ? 'catalog:read' : 'catalog:write';
  if (route.url.startsWith('/api/admin/catalog')) return route.method === 'GET' ? 'catalog:read' : 'catalog:write';
  if (/^\/api\/admin\/(products|articles|groups|categories|campaigns)(\/|$)/.test(route.url))
    return route.method === 'GET' ? 'catalog:read' : 'catalog:write';
  if (route.url.startsWith('/api/admin/content') || route.url.startsWith('/api/admin/home/'))
    return route.method === 'GET' ? 'catalog:read' : 'catalog:write';
  if (route.url === '/api/admin/settings') return route.method === 'GET' ? 'settings:read' : 'settings:write';
  throw new Error(`no permission known for ${route.method} ${route.url}: add it here`);
}

function expectRefused(res: Answer, what: string, status: number): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
  expect(Object.keys(jsonOf(res) as object), what).toEqual(['operationError']);
}

describe('the back office', () => {
  it('has its calls in the route table, each with a sample request and in the OpenAPI document', () => {
    const admin = routes.filter((r) => r.kind === 'admin');
    expect(admin.length).toBeGreaterThanOrEqual(19);
    for (const r of admin) {
      expect(r.documented, `${r.method} ${r.url}`).toBe(true);
      expect(() => sampleOf(r)).not.toThrow();
    }
  });

  it('refuses no token, a garbage token and a shop token on every operator call (401), all sent at once, and nothing changes', async () => {
    const before = await fingerprint(s.db);
    const tries = operatorRoutes().flatMap((route) =>
      [undefined, 'garbage.token.here', s.a.token].map((token) => ({
        what: `${route.method} ${route.url} with ${token === s.a.token ? 'a shop token' : (token ?? 'no token')}`,
        run: () => callSample(s, route, { tenant: 4, ...(token ? { token } : {}) }),
      })),
    );
    const answers = await Promise.all(tries.map(async (t) => ({ what: t.what, res: await t.run() })));
    for (const { what, res } of answers) expectRefused(res, what, 401);
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'refused calls');
  });

  it("refuses an operator's token on every call of the shop's signed-in customers (401), all at once", async () => {
    const before = await fingerprint(s.db);
    const shopCalls = routes.filter((r) => r.kind === 'customer');
    expect(shopCalls.length).toBeGreaterThan(30);
    const answers = await Promise.all(
      [s.operator, s.handler].flatMap((operator) =>
        shopCalls.map(async (route) => ({
          what: `${route.method} ${route.url} with ${operator.email}'s token`,
          res: await callSample(s, route, { tenant: 4, token: operator.token }),
        })),
      ),
    );
    for (const { what, res } of answers) {
      expect([401, 403], `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      // The session check answers in its own shape (SPEC.md §7): not signed in.
      if (what.includes('/api/session/isLoggedIn'))
        expect(jsonOf(res), what).toEqual({ success: false, admin: false, hasStores: false });
      else expect(Object.keys(jsonOf(res) as object), what).toEqual(['operationError']);
    }
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, "operators' tokens on the shop");
  });

  it("answers another tenant's operator 404 on every call, on this tenant's ids and on its own tenant, and changes nothing", async () => {
    const before = await fingerprint(s.db);
    const answers = await Promise.all(
      operatorRoutes().flatMap((route) => [
        // Tenant 5's ADMIN asks tenant 4 for tenant 4's data.
        callSample(s, route, { tenant: 4, token: s.foreignOperator.token }).then((res) => ({
          what: `${route.method} ${route.url} by tenant 5's ADMIN on tenant 4`,
          res,
        })),
        // Tenant 4's ADMIN asks tenant 5 (its order and customer numbers are tenant 4's: never found there).
        callSample(s, route, { tenant: 5, token: s.operator.token }).then((res) => ({
          what: `${route.method} ${route.url} by tenant 4's ADMIN on tenant 5`,
          res,
        })),
      ]),
    );
    for (const { what, res } of answers) {
      if (what.includes('/api/admin/session')) {
        // Who is signed in is no tenant's data: the operator's own session answers on any tenant.
        expect(res.statusCode, what).toBeLessThan(500);
        continue;
      }
      expectRefused(res, what, 404);
    }
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, "another tenant's operator");
  });

  it('refuses the ORDER_HANDLER every call its role does not allow (403) and changes nothing', async () => {
    const before = await fingerprint(s.db);
    const refused = operatorRoutes().filter((r) => {
      const permission = permissionOf(r);
      return permission !== null && !hasPermission(['ORDER_HANDLER'], permission);
    });
    expect(refused.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['PATCH /api/admin/customers/:customerNumber', 'POST /api/admin/customers']),
    );
    const answers = await Promise.all(
      refused.map(async (route) => ({
        what: `${route.method} ${route.url} by the ORDER_HANDLER`,
        res: await callSample(s, route, { tenant: 4, token: s.handler.token }),
      })),
    );
    for (const { what, res } of answers) expectRefused(res, what, 403);
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'ORDER_HANDLER');
    // What it may do, it may: read customers and orders.
    for (const url of ['/api/admin/customers', '/api/admin/orders', '/api/admin/audit']) {
      const res = await call(s.app, url, { method: 'GET', tenant: 4, token: s.handler.token });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it("a refused change on a path that names another tenant's order changes nothing even for a SUPERADMIN asking the wrong tenant", async () => {
    const superadmin = await call(s.app, '/api/admin/login', {
      tenant: 5,
      body: { username: 'super@example.com', password: 'Demo-pass-1' },
    });
    const token = (superadmin.json() as { access_token: string }).access_token;
    const events = routes.find((r) => r.url === '/api/admin/orders/:orderNumber/events');
    if (!events) throw new Error('no events route');
    const before = await fingerprint(s.db);
    // Customer A's order is tenant 4's: asked on tenant 5, it does not exist there.
    const res = await call(s.app, urlOf(s, events), { tenant: 5, token, body: { type: 'printed' } });
    expectRefused(res, 'an event on tenant 5 for an order of tenant 4', 404);
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'wrong tenant');
  });

  // Last: these calls change tenant 4's data.
  it("answers the tenant's ADMIN on every call with its sample request", async () => {
    const failed: string[] = [];
    for (const route of operatorRoutes()) {
      const res = await callSample(s, route, { tenant: 4, token: s.operator.token });
      if (res.statusCode >= 300)
        failed.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failed).toEqual([]);
  });
});
