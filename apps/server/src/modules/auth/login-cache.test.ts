import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerApplicationName } from '../../db/connect.ts';
import { applyNotification } from '../../db/invalidation.ts';
import { DEMO_PASSWORD } from '../../test/app.ts';
import { eventually, type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import type { LoginUser } from './auth.repository.ts';
import { ACCOUNTS_CHANNEL, LoginCache, loginCacheOf } from './login-cache.ts';
import { hashPassword } from './password.ts';

const user = (id: number, tenantId = 4): LoginUser => ({
  id,
  tenant_id: tenantId,
  customer_id: id,
  email: `u${id}@example.com`,
  password_hash: 'h',
  roles: ['CUSTOMER'],
  disabled: false,
  customer_number: null,
  session_epoch: 0,
});

describe('LoginCache', () => {
  const listening = (maxEntries?: number) => {
    const cache = new LoginCache(maxEntries);
    cache.setListening(true);
    return cache;
  };

  it('keeps accounts and unknown usernames by tenant and spelling of the username', () => {
    const cache = listening();
    cache.store(4, 'U1@Example.com', user(1), cache.stamp);
    cache.store(4, 'nobody@example.com', null, cache.stamp);
    expect(cache.lookup(4, 'u1@example.com')).toEqual({ user: user(1) });
    expect(cache.lookup(4, 'NOBODY@example.com')).toEqual({ user: null });
    expect(cache.lookup(5, 'u1@example.com')).toBeUndefined();
    cache.store(4, '12345678', user(2), cache.stamp);
    expect(cache.lookup(4, '12345678')?.user?.id).toBe(2);
  });

  it('drops the changed tenant only, or all of them', () => {
    const cache = listening();
    cache.store(4, 'a@example.com', user(1), cache.stamp);
    cache.store(5, 'a@example.com', user(2, 5), cache.stamp);
    applyNotification(cache, '4');
    expect(cache.lookup(4, 'a@example.com')).toBeUndefined();
    expect(cache.lookup(5, 'a@example.com')).toBeDefined();
    cache.store(4, 'a@example.com', user(1), cache.stamp);
    applyNotification(cache, '*');
    expect(cache.size).toBe(0);
    cache.store(4, 'a@example.com', user(1), cache.stamp);
    applyNotification(cache, 'not a tenant');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that began before a change of its tenant was heard', () => {
    const cache = listening();
    const stamp = cache.stamp;
    applyNotification(cache, '4');
    cache.store(4, 'a@example.com', user(1), stamp);
    cache.store(5, 'a@example.com', user(2, 5), stamp);
    expect(cache.lookup(4, 'a@example.com')).toBeUndefined();
    expect(cache.lookup(5, 'a@example.com')).toBeDefined();
    expect(cache.unchangedSince(4, stamp)).toBe(false);
    expect(cache.unchangedSince(5, stamp)).toBe(true);
  });

  it('serves and keeps nothing while changes are not heard, and starts empty when they are again', () => {
    const cache = new LoginCache();
    cache.store(4, 'a@example.com', user(1), cache.stamp);
    expect(cache.size).toBe(0);
    cache.setListening(true);
    cache.store(4, 'a@example.com', user(1), cache.stamp);
    const stamp = cache.stamp;
    cache.setListening(false);
    expect(cache.lookup(4, 'a@example.com')).toBeUndefined();
    expect(cache.unchangedSince(4, stamp)).toBe(false);
    cache.setListening(true);
    expect(cache.lookup(4, 'a@example.com')).toBeUndefined();
  });

  it('is bounded, the least recently used out first', () => {
    const cache = listening(2);
    cache.store(4, 'a@example.com', user(1), cache.stamp);
    cache.store(4, 'b@example.com', user(2), cache.stamp);
    cache.lookup(4, 'a@example.com');
    cache.store(4, 'c@example.com', user(3), cache.stamp);
    expect(cache.size).toBe(2);
    expect(cache.lookup(4, 'b@example.com')).toBeUndefined();
    expect(cache.lookup(4, 'a@example.com')).toBeDefined();
    expect(cache.lookup(4, 'c@example.com')).toBeDefined();
  });
});

let two: TwoInstances;
let a: FastifyInstance;
let b: FastifyInstance;
let cacheA: LoginCache;
let cacheB: LoginCache;

beforeAll(async () => {
  two = await twoInstances();
  ({ a, b } = two);
  cacheA = loginCacheOf(a) as LoginCache;
  cacheB = loginCacheOf(b) as LoginCache;
});

afterAll(async () => {
  await two?.close();
});

const login = async (app: FastifyInstance, username: string, password = DEMO_PASSWORD, tenant = 4) =>
  (await app.inject({ method: 'POST', url: `/api/login?tenant=${tenant}`, payload: { username, password } }))
    .statusCode;

describe('logins with the login cache', () => {
  it('the channel is the one migration 009 notifies, and both instances listen on it', async () => {
    const migration = await import('../../db/migrations/009-accounts-notify.ts');
    expect(migration.ACCOUNTS_CHANNEL).toBe(ACCOUNTS_CHANNEL);
    expect(cacheA.listening).toBe(true);
    expect(cacheB.listening).toBe(true);
  });

  it('a second login reads the account from the cache, known or unknown, with the same answers', async () => {
    for (const username of ['business.4@example.com', 'nobody.4@example.com']) {
      const hits = cacheA.stats.hits;
      const first = await login(a, username);
      const second = await login(a, username.toUpperCase());
      expect([first, second]).toEqual(username.startsWith('nobody') ? [401, 401] : [200, 200]);
      expect(cacheA.stats.hits - hits, username).toBe(1);
    }
    expect(await login(a, 'business.4@example.com', 'wrong-password')).toBe(401);
  });

  it('a password changed on one instance works at once on the other, and the old one no more', async () => {
    expect(await login(b, 'private.4@example.com')).toBe(200);
    expect(await login(b, 'private.4@example.com')).toBe(200);
    const hits = cacheB.stats.hits;
    const signedIn = await a.inject({
      method: 'POST',
      url: '/api/login?tenant=4',
      payload: { username: 'private.4@example.com', password: DEMO_PASSWORD },
    });
    const token = signedIn.json().access_token as string;
    const changed = await a.inject({
      method: 'POST',
      url: '/api/user/ajaxChangePassword?tenant=4',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Other-pass-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await login(b, 'private.4@example.com')).toBe(401);
    expect(await login(b, 'private.4@example.com', 'Other-pass-2')).toBe(200);
    expect(await login(a, 'private.4@example.com')).toBe(401);
    expect(await login(a, 'private.4@example.com', 'Other-pass-2')).toBe(200);
    expect(cacheB.stats.hits).toBeGreaterThanOrEqual(hits);
  });

  it('changes by SQL reach both instances: a disabled account, a new hash, a new account', async () => {
    for (const app of [a, b]) expect(await login(app, 'business.5@example.com', DEMO_PASSWORD, 5)).toBe(200);
    await two.execute("UPDATE users SET disabled = true WHERE email = 'business.5@example.com'");
    for (const app of [a, b]) expect(await login(app, 'business.5@example.com', DEMO_PASSWORD, 5)).toBe(401);
    const hash = await hashPassword('Third-pass-3');
    await two.execute(
      "UPDATE users SET disabled = false, password_hash = $1 WHERE email = 'business.5@example.com'",
      hash,
    );
    for (const app of [a, b]) {
      expect(await login(app, 'business.5@example.com', DEMO_PASSWORD, 5)).toBe(401);
      expect(await login(app, 'business.5@example.com', 'Third-pass-3', 5)).toBe(200);
    }
    // An unknown username, kept as unknown, becomes an account.
    for (const app of [a, b]) expect(await login(app, 'later.5@example.com', 'Third-pass-3', 5)).toBe(401);
    await two.execute("UPDATE users SET email = 'later.5@example.com' WHERE email = 'business.5@example.com'");
    for (const app of [a, b]) {
      expect(await login(app, 'later.5@example.com', 'Third-pass-3', 5)).toBe(200);
      expect(await login(app, 'business.5@example.com', 'Third-pass-3', 5)).toBe(401);
    }
  });

  it('a change heard while a password is being checked makes the login again from the database', async () => {
    const username = 'business.6@example.com';
    expect(await login(a, username, DEMO_PASSWORD, 6)).toBe(200);
    // The password changes, but the notification comes only once the cached account has been
    // handed out (as if it were late): the login must not rest on the old account.
    await two.silently(
      'UPDATE users SET password_hash = $1 WHERE email = $2',
      await hashPassword('Fourth-pass-4'),
      username,
    );
    const lookup = cacheA.lookup.bind(cacheA);
    let late = 0;
    cacheA.lookup = (tenantId, name) => {
      const kept = lookup(tenantId, name);
      if (kept && name === username) setImmediate(() => late++ === 0 && applyNotification(cacheA, '6'));
      return kept;
    };
    try {
      const hits = cacheA.stats.hits;
      expect(await login(a, username, DEMO_PASSWORD, 6)).toBe(401);
      expect(cacheA.stats.hits - hits).toBe(1);
      expect(late).toBe(1);
      expect(await login(a, username, 'Fourth-pass-4', 6)).toBe(200);
    } finally {
      cacheA.lookup = lookup;
    }
  });

  it('nothing is served from the cache while changes are not heard, and caching resumes', async () => {
    const username = 'business.7@example.com';
    expect(await login(b, username, DEMO_PASSWORD, 7)).toBe(200);
    if (two.onPostgres) {
      await two.execute(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = '${listenerApplicationName(ACCOUNTS_CHANNEL)}'`,
      );
      await eventually(
        () => cacheB.listening,
        (l) => !l,
      );
    } else {
      cacheB.setListening(false);
    }
    // A change whose notification never arrives is seen anyway: B reads the database.
    await two.silently('UPDATE users SET disabled = true WHERE email = $1', username);
    const hits = cacheB.stats.hits;
    expect(await login(b, username, DEMO_PASSWORD, 7)).toBe(401);
    expect(cacheB.stats.hits).toBe(hits);
    await two.silently('UPDATE users SET disabled = false WHERE email = $1', username);
    if (!two.onPostgres) cacheB.setListening(true);
    await eventually(
      () => cacheB.listening,
      (l) => l,
    );
    expect(await login(b, username, DEMO_PASSWORD, 7)).toBe(200);
    const resumed = cacheB.stats.hits;
    expect(await login(b, username, DEMO_PASSWORD, 7)).toBe(200);
    expect(cacheB.stats.hits).toBe(resumed + 1);
  });
});
