import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, installAccessRules, withAccess } from '../../src/plugins/access.ts';
import { registerErrorHandling } from '../../src/plugins/errors.ts';
import { loginAs, testAppForFile } from '../../src/test/app.ts';

const t = testAppForFile();

describe('every route states who may call it', () => {
  it('the route table has a known rule on every route', () => {
    const rules = t.app.routeRules;
    expect(rules.length).toBeGreaterThan(60);
    const missing = rules.filter((r) => r.access === null).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of rules) expect(ACCESS_RULES).toContain(r.access);
  });

  it('public routes are the web app, its files and the API description, nothing of /api but the docs', () => {
    const publicApi = t.app.routeRules.filter(
      (r) => r.access === 'public' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
    );
    expect(publicApi).toEqual([]);
  });

  it('customer routes refuse guests, garbage tokens and tokens of another tenant with 401', async () => {
    const { tokens } = await loginAs(t.app, 5, 'business.5@example.com');
    const customerRoutes = t.app.routeRules.filter((r) => r.access === 'customer' && r.method === 'POST');
    expect(customerRoutes.length).toBeGreaterThan(30);
    for (const r of customerRoutes) {
      for (const authorization of [undefined, 'Bearer garbage', `Bearer ${tokens.access_token}`]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${r.url}?tenant=4`,
          payload: {},
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, `${r.url} with ${authorization ?? 'no token'}`).toBe(401);
      }
    }
  });

  it('catalog routes refuse guests of a tenant that is not public', async () => {
    const tenants = await t.db.selectFrom('tenants').select(['id', 'public_tenant']).execute();
    const closed = tenants.find((x) => !x.public_tenant);
    expect(closed).toBeDefined();
    const catalogGuest = t.app.routeRules.filter((r) => r.access === 'catalog' && r.url.startsWith('/api/guest/'));
    expect(catalogGuest.length).toBeGreaterThan(5);
    for (const r of catalogGuest) {
      const res = await t.app.inject({ method: 'POST', url: `${r.url}?tenant=${closed?.id}`, payload: {} });
      expect(res.statusCode, r.url).toBe(401);
    }
  });
});

describe('an empty rule means deny', () => {
  it('a route without a rule, or with an unknown one, refuses every request before its handler runs', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    installAccessRules(app);
    let ran = 0;
    app.get('/no-rule', async () => {
      ran++;
      return { secret: 1 };
    });
    app.post('/typo', { config: { access: 'everyone' as never } }, async () => {
      ran++;
      return { secret: 2 };
    });
    app.get('/stated', { config: { access: 'anyone' } }, async () => ({ ok: true }));
    await withAccess(app, 'public', async (scope) => {
      scope.get('/plugin-file', async () => 'file');
    });
    await app.ready();
    const noRule = await app.inject({ method: 'GET', url: '/no-rule' });
    expect(noRule.statusCode).toBe(403);
    expect(noRule.json()).toEqual({ operationError: 'forbidden' });
    expect((await app.inject({ method: 'HEAD', url: '/no-rule' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/typo', payload: {} })).statusCode).toBe(403);
    expect(ran).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/stated' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/plugin-file' })).statusCode).toBe(200);
    expect(app.routeRules.filter((r) => r.access === null).map((r) => r.url)).toEqual(
      expect.arrayContaining(['/no-rule', '/typo']),
    );
    await app.close();
  });
});
