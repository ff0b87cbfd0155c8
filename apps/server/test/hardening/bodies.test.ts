import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from '../../src/plugins/json-body.ts';
import { postRaw, testAppForFile } from '../../src/test/app.ts';

const t = testAppForFile();

const post = (url: string, payload: string, type?: string) => postRaw(t.app, url, payload, type);

async function unharmed() {
  const res = await post('/api/guest/articleContainer/ajaxTotal?tenant=4', '{}');
  expect(res.statusCode).toBe(200);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}

/** Each JSON body is refused by the login call with 400 (and `answer`, where one is given). */
async function refusedAtLogin(bodies: string[], answer?: object) {
  for (const body of bodies) {
    const res = await post('/api/login?tenant=4', body);
    expect(res.statusCode, body).toBe(400);
    if (answer) expect(res.json()).toMatchObject(answer);
  }
}

describe('hostile request bodies get a 4xx and leave the server unharmed', () => {
  it('duplicate keys, at any depth and however escaped', async () => {
    await refusedAtLogin(
      [
        '{"username":"a@b.se","username":"c@d.se","password":"x"}',
        '{"username":"a@b.se","password":"x","\\u0075sername":"c@d.se"}',
        '{"deliveryAddress":{"city":"A","city":"B"}}',
      ],
      { operationError: 'malformed_request' },
    );
    await unharmed();
  });

  it('__proto__ and constructor.prototype keys', async () => {
    await refusedAtLogin([
      '{"__proto__":{"polluted":true},"username":"a@b.se","password":"x"}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"deliveryAddress":{"__proto__":{"polluted":true}}}',
    ]);
    const form = await post(
      '/oauth/access_token',
      '__proto__[polluted]=true&grant_type=refresh_token&refresh_token=x',
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
    await unharmed();
  });

  it('deep nesting', async () => {
    for (const depth of [100, 40_000]) {
      const res = await post('/api/login?tenant=4', `${'['.repeat(depth)}${']'.repeat(depth)}`);
      expect(res.statusCode).toBe(400);
      const objects = await post('/api/login?tenant=4', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
      expect(objects.statusCode).toBe(400);
    }
    await unharmed();
  });

  it('10 MB bodies, JSON or not', async () => {
    const big = JSON.stringify({ username: 'a@b.se', password: 'x'.repeat(10 * 1024 * 1024) });
    const res = await post('/api/login?tenant=4', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ operationError: 'payload_too_large' });
    const form = await post(
      '/oauth/access_token',
      `refresh_token=${'x'.repeat(10 * 1024 * 1024)}`,
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(413);
    const text = await post('/api/login?tenant=4', 'x'.repeat(10 * 1024 * 1024), 'text/plain');
    expect([413, 415]).toContain(text.statusCode);
    await unharmed();
  });

  it('broken JSON, wrong types, empty bodies and odd content types', async () => {
    const cases: [string, string][] = [
      ['{"username": ', 'application/json'],
      ['', 'application/json'],
      ['null', 'application/json'],
      ['[]', 'application/json'],
      ['"text"', 'application/json'],
      ['{"username":"a\\ud800","password":"x"}', 'application/json'],
      ['<xml/>', 'application/xml'],
    ];
    for (const [body, type] of cases) {
      const res = await post('/api/login?tenant=4', body, type);
      expect(res.statusCode, `${type} ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${body}`).toBeLessThan(500);
    }
    await unharmed();
  });
});

describe('jsonShapeProblem', () => {
  it('finds duplicates and depth, and leaves valid JSON alone', () => {
    expect(jsonShapeProblem('{"a":1,"b":{"a":2},"c":[{"a":1},{"a":2}]}')).toBeNull();
    expect(jsonShapeProblem('{"a":"}\\"{","a":1}')).toBe('duplicate_key');
    expect(jsonShapeProblem('{"a":{"b":1,"b":2}}')).toBe('duplicate_key');
    expect(jsonShapeProblem('[[[1]]]', 3)).toBeNull();
    expect(jsonShapeProblem('[[[[1]]]]', 3)).toBe('too_deep');
    expect(jsonShapeProblem('{"k":"[[[[[[[["}', 2)).toBeNull();
  });
});
