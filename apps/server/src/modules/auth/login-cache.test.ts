import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerApplicationName } from '../../db/connect.ts';
import { applyNotification } from '../../db/invalidation.ts';
import { DEMO_PASSWORD } from '../../test/app.ts';
import { type TwoInstances, twoInstances } from '../../test/two-instances.ts';
import { eventually } from '../../test/wait.ts';
import type { LoginUser } from './auth.repository.ts';
import { ACCOUNTS_CHANNEL, LoginCache, loginCacheOf, TenantAccounts } from './login-cache.ts';
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

/** Stand-in reads of each tenant's accounts, to be held until `go()` once `hold()` was called. */
function reader(accounts: Record<number, LoginUser[]>) {
  const reads: number[] = [];
  let held: (() => void)[] | null = null;
  return {
    reads,
    of: (tenantId: number) => async (limit: number) => {
      reads.push(tenantId);
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      return (accounts[tenantId] ?? []).slice(0, limit);
    },
    hold() {
      held = [];
    },
    go() {
      for (const resolve of held ?? []) resolve();
      held = null;
    },
  };
}

describe('LoginCache', () => {
  const listening = (maxAccounts?: number) => {
    const cache = new LoginCache(maxAccounts);
    cache.setListening(true);
    return cache;
  };
  const tenants = {
    4: [user(1), { ...user(2), email: null, customer_number: '12345678' }, { ...user(3), customer_number: '12345678' }],
    5: [user(4, 5)],
  };

  it('finds accounts as the database does: e-mail in any case, customer number to the lowest id', () => {
    const accounts = new TenantAccounts(tenants[4]);
    expect(accounts.find('U1@Example.com')?.id).toBe(1);
    expect(accounts.find('12345678')?.id).toBe(2);
    expect(accounts.find('u3@example.com')?.id).toBe(3);
    expect(accounts.find('nobody@example.com')).toBeUndefined();
    expect(accounts.find('87654321')).toBeUndefined();
    expect(accounts.find('u1')).toBeUndefined();
  });

  it("reads a tenant's accounts once, then answers any username of it without reading", async () => {
    const cache = listening();
    const r = reader(tenants);
    expect(cache.lookup(4, 'u1@example.com')).toBeUndefined();
    expect((await cache.load(4, r.of(4)))?.accounts.find('u1@example.com')?.id).toBe(1);
    expect(cache.lookup(4, 'u1@example.com')).toEqual({ user: user(1) });
    expect(cache.lookup(4, 'NOBODY@example.com')).toEqual({ user: null });
    expect(cache.lookup(4, '12345678')?.user?.id).toBe(2);
    expect(cache.lookup(5, 'u4@example.com')).toBeUndefined();
    expect(await cache.load(4, r.of(4))).toBeDefined();
    expect(r.reads).toEqual([4]);
    expect(cache.stats).toEqual({ hits: 3, loads: 1 });
  });

  it('makes one read for the logins that arrive while it runs', async () => {
    const cache = listening();
    const r = reader(tenants);
    r.hold();
    const loads = [cache.load(4, r.of(4)), cache.load(4, r.of(4)), cache.load(5, r.of(5))];
    r.go();
    const [a, b, c] = await Promise.all(loads);
    expect(a).toBe(b);
    expect(c?.accounts.find('u4@example.com')?.id).toBe(4);
    expect(r.reads).toEqual([4, 5]);
  });

  it('drops the changed tenant only, or all of them', async () => {
    const cache = listening();
    const r = reader(tenants);
    await cache.load(4, r.of(4));
    await cache.load(5, r.of(5));
    applyNotification(cache, '4');
    expect(cache.lookup(4, 'u1@example.com')).toBeUndefined();
    expect(cache.lookup(5, 'u4@example.com')).toBeDefined();
    await cache.load(4, r.of(4));
    expect(cache.size).toBe(2);
    applyNotification(cache, '*');
    expect(cache.size).toBe(0);
    await cache.load(4, r.of(4));
    applyNotification(cache, 'not a tenant');
    expect(cache.size).toBe(0);
  });

  it('neither keeps nor hands out a read during which its tenant changed; a later login reads afresh', async () => {
    const cache = listening();
    const r = reader(tenants);
    r.hold();
    const stamp = cache.stamp;
    const during = cache.load(4, r.of(4));
    applyNotification(cache, '4');
    const after = cache.load(4, r.of(4));
    r.go();
    expect(await during).toBeUndefined();
    expect((await after)?.accounts.size).toBe(3);
    expect(r.reads).toEqual([4, 4]);
    expect(cache.unchangedSince(4, stamp)).toBe(false);
    expect(cache.unchangedSince(5, stamp)).toBe(true);
  });

  it('serves and keeps nothing while changes are not heard, and starts empty when they are again', async () => {
    const cache = new LoginCache();
    const r = reader(tenants);
    expect(await cache.load(4, r.of(4))).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.setListening(true);
    await cache.load(4, r.of(4));
    const stamp = cache.stamp;
    cache.setListening(false);
    expect(cache.lookup(4, 'u1@example.com')).toBeUndefined();
    expect(cache.unchangedSince(4, stamp)).toBe(false);
    cache.setListening(true);
    expect(cache.lookup(4, 'u1@example.com')).toBeUndefined();
    expect(r.reads).toEqual([4]);
  });

  it('keeps no tenant with more accounts than its limit, and reads it again only once it changed', async () => {
    const cache = listening(2);
    const r = reader(tenants);
    expect(await cache.load(4, r.of(4))).toBeUndefined();
    expect(await cache.load(4, r.of(4))).toBeUndefined();
    expect(cache.lookup(4, 'u1@example.com')).toBeUndefined();
    expect(await cache.load(5, r.of(5))).toBeDefined();
    expect(r.reads).toEqual([4, 5]);
    applyNotification(cache, '4');
    expect(await cache.load(4, r.of(4))).toBeUndefined();
    expect(r.reads).toEqual([4, 5, 4]);
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

  it('the first login on a tenant reads its accounts; every later one reads nothing, whatever the username', async () => {
    const { hits, loads } = cacheA.stats;
    expect(await login(a, 'nobody.4@example.com')).toBe(401);
    expect(cacheA.stats.loads - loads).toBe(1);
    const tries: [string, number, string?][] = [
      ['business.4@example.com', 200],
      ['BUSINESS.4@Example.com', 200],
      ['10000004', 200],
      ['nobody.4@example.com', 401],
      ['other.4@example.com', 401],
      ['99999999', 401],
      ['business.4@example.com', 401, 'wrong-password'],
    ];
    for (const [username, status, password] of tries) expect(await login(a, username, password), username).toBe(status);
    expect(cacheA.stats.loads - loads).toBe(1);
    expect(cacheA.stats.hits - hits).toBe(tries.length);
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
