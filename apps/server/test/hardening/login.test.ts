import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../src/test/app.ts';

describe('login answers do not tell whether an account exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Limits out of the way: this is about the answers of single wrong attempts.
    t = await createTestApp({ loginLimits: { perAccount: 10_000, perAddress: 10_000, windowS: 900 } });
  });
  afterAll(() => t.close());

  it('unknown user and wrong password: same status, same body, same headers, median time within 10% over 100 tries', async () => {
    const attempt = async (username: string) => {
      const start = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login?tenant=7',
        payload: { username, password: 'Wrong-pass-1' },
      });
      const ms = performance.now() - start;
      const headers = Object.keys(res.headers)
        .filter((h) => !['date', 'content-length', 'x-request-id'].includes(h))
        .sort()
        .map((h) => `${h}: ${String(res.headers[h])}`)
        .join('\n');
      return { ms, status: res.statusCode, body: res.body, headers };
    };
    await attempt('warm-up@example.com');
    await attempt('private.7@example.com');
    const accounts = ['private.7@example.com', 'business.7@example.com', 'temp.7@example.com'];
    const known: Awaited<ReturnType<typeof attempt>>[] = [];
    const unknown: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let i = 0; i < 100; i++) {
      // Interleaved, so that a slow spell of the machine hits both sides alike.
      if (i % 2) {
        known.push(await attempt(accounts[i % accounts.length] ?? ''));
        unknown.push(await attempt(`nobody${i}@example.com`));
      } else {
        unknown.push(await attempt(`nobody${i}@example.com`));
        known.push(await attempt(accounts[i % accounts.length] ?? ''));
      }
    }
    const first = known[0];
    for (const r of [...known, ...unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toBe(first?.body);
      expect(r.headers).toBe(first?.headers);
    }
    const median = (xs: { ms: number }[]) => {
      const s = xs.map((x) => x.ms).sort((a, b) => a - b);
      return ((s[49] ?? 0) + (s[50] ?? 0)) / 2;
    };
    const ratio = median(known) / median(unknown);
    expect(
      ratio,
      `median known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`,
    ).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });
});

describe('throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { perAccount: 10, perAddress: 50, windowS: 900 } });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, remoteAddress: string, cookie?: string, tenant = 4) =>
    t.app.inject({
      method: 'POST',
      url: `/api/login?tenant=${tenant}`,
      payload: { username, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
    return cookies.find((c) => c.startsWith('shop_device='))?.split(';')[0] ?? '';
  };

  it('1000 attempts over 10 accounts and 100 addresses: all but a few are refused, and the owner still signs in', async () => {
    const owner = 'business.4@example.com';
    // The owner signed in from this browser before: it carries the device cookie.
    const before = await login(owner, DEMO_PASSWORD, '198.51.100.7');
    expect(before.statusCode).toBe(200);
    const device = deviceCookieOf(before);
    expect(device).toMatch(/^shop_device=/);
    expect(String(before.headers['set-cookie'])).toMatch(
      /shop_device=[^;]+; Max-Age=\d+; Path=\/api\/login; HttpOnly; SameSite=Strict/,
    );

    const accounts = [owner, 'private.4@example.com', 'temp.4@example.com', '10000004', '20000004'];
    for (let i = 0; i < 5; i++) accounts.push(`guess${i}@example.com`);
    const statuses = new Map<number, number>();
    const tried: Promise<void>[] = [];
    for (let i = 0; i < 1000; i++) {
      const account = accounts[i % accounts.length] ?? '';
      const address = `203.0.113.${Math.floor(i / 10) % 100}`;
      tried.push(
        login(account, `Guess-${i}`, address).then((res) => {
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        }),
      );
      if (tried.length >= 20) await Promise.all(tried.splice(0));
    }
    await Promise.all(tried);
    const checked = statuses.get(401) ?? 0;
    const refused = statuses.get(429) ?? 0;
    expect(checked + refused).toBe(1000);
    // At most the per-account allowance reached a password check (a few more may race in the
    // same instant as the counter is read); everything else was refused unread.
    expect(checked).toBeLessThanOrEqual(accounts.length * 10 + 20);
    expect(refused).toBeGreaterThanOrEqual(1000 - accounts.length * 10 - 20);

    // The attacker, even with the right password now, gets nowhere from an unknown browser …
    expect((await login(owner, DEMO_PASSWORD, '203.0.113.250')).statusCode).toBe(429);
    // … while the owner, from the browser that signed in before, gets in.
    const ownerNow = await login(owner, DEMO_PASSWORD, '198.51.100.7', device);
    expect(ownerNow.statusCode).toBe(200);
    expect(ownerNow.json().access_token).toBeTruthy();
  });

  it('a device cookie only helps its own account, and a forged one helps no one', async () => {
    const a = await login('private.5@example.com', DEMO_PASSWORD, '198.51.100.20', undefined, 5);
    expect(a.statusCode).toBe(200);
    const device = deviceCookieOf(a);
    for (let i = 0; i < 10; i++) await login('business.5@example.com', 'nope', `203.0.114.${i}`, undefined, 5);
    const tenant5 = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login?tenant=5',
        payload: { username: 'business.5@example.com', password: DEMO_PASSWORD },
        remoteAddress: '198.51.100.20',
        headers: { cookie },
      });
    // The cookie of another account does not lift the lock of business.5,
    expect((await tenant5(device)).statusCode).toBe(429);
    // and neither does an edited one.
    const [name, value] = device.split('=');
    const parts = (value ?? '').split('.');
    parts[1] = '1';
    expect((await tenant5(`${name}=${parts.join('.')}`)).statusCode).toBe(429);
  });

  it('one address trying many accounts is stopped after its allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await login(`spray${i}@example.com`, 'nope', '192.0.2.99')).statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    // Another address is not affected.
    expect((await login('private.8@example.com', DEMO_PASSWORD, '192.0.2.100', undefined, 8)).statusCode).toBe(200);
  });
});
