import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getMedia, loginAs, type TestApp } from '../../src/test/app.ts';

let t: TestApp;
let https: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-headers-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><script id="tenant-data" type="application/json"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDist: dist });
  https = await createTestApp({ webDist: dist, trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
  await https.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectSafeHeaders(res: LightMyRequestResponse, what: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).not.toBe('');
  const d = directives(csp);
  const scripts = d.get('script-src') ?? d.get('default-src') ?? [];
  expect(scripts.length, `${what}: script-src`).toBeGreaterThan(0);
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts, `${what}: script-src`).not.toContain('*');
  expect(d.has('frame-ancestors'), `${what}: frame-ancestors`).toBe(true);
  expect(d.get('object-src') ?? d.get('default-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(d.has('base-uri'), `${what}: base-uri`).toBe(true);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy();
  expect(res.headers['x-powered-by'], `${what}: x-powered-by`).toBeUndefined();
}

describe('security headers on every response', () => {
  it('every route of the table, as guest and signed in, on success and on refusal', async () => {
    const { tokens } = await loginAs(t.app, 4, 'business.4@example.com');
    let seen = 0;
    for (const r of t.app.routeRules) {
      const url = r.url.replace(/:[a-zA-Z]+/g, 'x').replace('*', 'x');
      const sep = url.includes('?') ? '&' : '?';
      for (const authorization of [undefined, `Bearer ${tokens.access_token}`]) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: `${url}${sep}tenant=4`,
          headers: { host: 't4.localhost', ...(authorization ? { authorization } : {}) },
          ...(r.method === 'POST' ? { payload: {} } : {}),
        });
        expectSafeHeaders(res, `${r.method} ${r.url} → ${res.statusCode}`);
        expect(res.headers['strict-transport-security'], 'no HSTS over plain HTTP').toBeUndefined();
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('pages, files, not-found answers, bad bodies, unknown hosts and media', async () => {
    const cases = [
      { method: 'GET', url: '/', host: 't4.localhost' },
      { method: 'GET', url: '/shop/1', host: 't5.localhost' },
      { method: 'GET', url: '/assets/app.js', host: 't4.localhost' },
      { method: 'GET', url: '/api/nothing-here', host: 't4.localhost' },
      { method: 'GET', url: '/', host: 'unknown.example' },
      { method: 'GET', url: '/media/nothing.png', host: 't4.localhost' },
      { method: 'POST', url: '/api/login?tenant=4', host: 't4.localhost', payload: '{"a":' },
      { method: 'DELETE', url: '/api/login?tenant=4', host: 't4.localhost' },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { host: c.host, 'content-type': 'application/json' },
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expectSafeHeaders(res, `${c.method} ${c.host}${c.url} → ${res.statusCode}`);
    }
    const image = await t.db.selectFrom('images').select('file_name').where('tenant_id', '=', 4).executeTakeFirst();
    if (image) {
      const res = await getMedia(t.app, image.file_name, 't4.localhost');
      expect(res.statusCode).toBe(200);
      expectSafeHeaders(res, 'media file');
    }
  });

  it('HSTS when served over HTTPS (behind the proxy that says so), never over HTTP', async () => {
    const overHttps = await https.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 't4.localhost', 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const api = await https.app.inject({
      method: 'POST',
      url: '/api/guest/tenant/ajaxList?tenant=4',
      headers: { 'x-forwarded-proto': 'https' },
      payload: {},
    });
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const plain = await https.app.inject({ method: 'GET', url: '/', headers: { host: 't4.localhost' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
