/**
 * Limits that must hold when attempts come all at once (issue 20, items 1, 5, 10 and 12): every
 * attempt is counted before its password is checked, in this process and across processes that
 * share Redis; the account is counted once whatever username names it; a change of password
 * counts against the account's login limit; forgot password answers 'error' to anything but a
 * known user and is bounded per address and per tenant.
 * Each burst is built first and released in one tick (Promise.all of calls started together).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { seedDemoData } from '../../src/db/seed/index.ts';
import { findUserByUsername } from '../../src/modules/auth/auth.repository.ts';
import { RedisCounters } from '../../src/modules/auth/counters.ts';
import { createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../src/test/app.ts';
import { createTestDb, type TestDb } from '../../src/test/db.ts';
import { eventually } from '../../src/test/wait.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const LIMITS = { perAccount: 10, perAddress: 50, windowS: 900 };
const FORGOT = { perAddress: 3, perTenant: 5, windowS: 900 };

/** One seeded shop for the tests of one process. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: LIMITS, forgotLimits: FORGOT });
});
afterAll(() => t?.close());

const login = (app: FastifyInstance, username: string, password: string, remoteAddress: string, tenant = 4) =>
  app.inject({
    method: 'POST',
    url: `/api/login?tenant=${tenant}`,
    payload: { username, password },
    remoteAddress,
  });

/** How many answers had each status. */
function tally(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
}

/** 119 wrong passwords and then the right one, all at once, spread over `apps` in turn. */
async function burstOnOneAccount(apps: FastifyInstance[], username: string, address: string) {
  const passwords = Array.from({ length: 120 }, (_, i) => (i < 119 ? `Wrong-pass-${i}` : DEMO_PASSWORD));
  return Promise.all(passwords.map((p, i) => login(apps[i % apps.length] as FastifyInstance, username, p, address)));
}

/** 60 usernames (one real account, tried 10 times; the rest unknown) tried at once from one address. */
async function sprayFromOneAddress(apps: FastifyInstance[], address: string) {
  const usernames = Array.from({ length: 60 }, (_, i) => (i % 6 === 0 ? '20000004' : `spray-${i}@example.com`));
  return Promise.all(
    usernames.map((u, i) => login(apps[i % apps.length] as FastifyInstance, u, `Guess-${i}`, address)),
  );
}

describe('login limits under concurrency, one process', () => {
  it('120 attempts at once on one account (the right password last): at most 10 are checked, no 200', async () => {
    const counts = tally(await burstOnOneAccount([t.app], 'private.4@example.com', '198.51.100.10'));
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LIMITS.perAccount);
    expect(counts[200] ?? 0).toBe(0);
    expect(counts[429]).toBe(120 - (counts[401] ?? 0));
    // Still refused afterwards, right password or not.
    expect((await login(t.app, 'private.4@example.com', DEMO_PASSWORD, '198.51.100.11')).statusCode).toBe(429);
  });

  it('60 accounts at once from one address: at most 50 are checked', async () => {
    const counts = tally(await sprayFromOneAddress([t.app], '198.51.100.12'));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LIMITS.perAddress);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(60 - LIMITS.perAddress);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
  });

  it('counts an account once, whichever username names it: 10 wrong by e-mail, then the customer number gets 429', async () => {
    const byEmail = await findUserByUsername(t.db, 4, 'business.4@example.com');
    const byNumber = await findUserByUsername(t.db, 4, '10000004');
    expect(byEmail?.id).toBeDefined();
    expect(byNumber?.id).toBe(byEmail?.id);
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        login(t.app, i % 2 ? 'BUSINESS.4@example.com' : 'business.4@example.com', `Wrong-${i}`, `198.51.100.${20 + i}`),
      ),
    );
    expect(wrong.map((r) => r.statusCode)).toEqual(Array(10).fill(401));
    const other = await login(t.app, '10000004', 'Wrong-11', '198.51.100.40');
    expect(other.statusCode).toBe(429);
    expect(other.json()).toEqual({ operationError: 'too_many_attempts' });
    expect((await login(t.app, '10000004', DEMO_PASSWORD, '198.51.100.41')).statusCode).toBe(429);
  });

  it('user/ajaxChangePassword: 59 wrong current passwords at once, at most 10 checked; then even the right one gets 429', async () => {
    const { tokens } = await loginAs(t.app, 5, 'business.5@example.com');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/ajaxChangePassword?tenant=5',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        payload: { currentPassword, newPassword: 'Brand-new-pass-1' },
        remoteAddress: '198.51.100.50',
      });
    const answers = await Promise.all(Array.from({ length: 59 }, (_, i) => change(`Wrong-current-${i}`)));
    const counts = tally(answers);
    expect(counts[422] ?? 0).toBeLessThanOrEqual(LIMITS.perAccount);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(59 - LIMITS.perAccount);
    expect((counts[422] ?? 0) + (counts[429] ?? 0)).toBe(59);
    const right = await change(DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ operationError: 'too_many_attempts' });
    // The same count as the login's: the account cannot be signed in to either.
    expect((await login(t.app, 'business.5@example.com', DEMO_PASSWORD, '198.51.100.51', 5)).statusCode).toBe(429);
  });

  it('user/ajaxChangePassword: a right current password takes its attempt back', async () => {
    const { tokens } = await loginAs(t.app, 5, 'private.5@example.com');
    const change = (currentPassword: string, newPassword = 'Brand-new-pass-2') =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/ajaxChangePassword?tenant=5',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        payload: { currentPassword, newPassword },
        remoteAddress: '198.51.100.52',
      });
    for (let i = 0; i < LIMITS.perAccount - 1; i++) expect((await change(`Wrong-${i}`)).statusCode).toBe(422);
    // The tenth attempt: right, so it is not kept; the account still has one attempt left.
    expect((await change(DEMO_PASSWORD, 'Brand-new-pass-2')).statusCode).toBe(200);
    expect((await change('Still-wrong')).statusCode).toBe(422);
    expect((await change('Wrong-again')).statusCode).toBe(429);
  });
});

describe('login limits across two processes sharing Redis', () => {
  let tdb: TestDb;
  const apps: FastifyInstance[] = [];
  const counters: RedisCounters[] = [];
  const prefix = `shop-limits-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    tdb = await createTestDb();
    await seedDemoData(tdb.db);
    const jwtSecret = randomBytes(32);
    for (let i = 0; i < 2; i++) {
      const store = new RedisCounters(REDIS_URL, prefix);
      counters.push(store);
      const config = loadConfig({}, { jwtSecret, webDist: null, mailWorker: false, loginLimits: LIMITS });
      const app = await buildApp({ config, db: tdb.db, counters: store });
      await app.ready();
      apps.push(app);
    }
    // Both count in Redis (not in their own process) before the attack starts.
    await eventually(
      () => counters.map((c) => c.redisState()),
      (states) => states.every((s) => s === 'up'),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const c of counters) await c.close();
    await tdb?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('120 attempts at once on one account, alternating between the processes: at most 10 are checked, no 200', async () => {
    const counts = tally(await burstOnOneAccount(apps, 'private.4@example.com', '198.51.100.60'));
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(LIMITS.perAccount);
    expect(counts[200] ?? 0).toBe(0);
    expect(counts[429]).toBe(120 - (counts[401] ?? 0));
    for (const app of apps) {
      expect((await login(app, 'private.4@example.com', DEMO_PASSWORD, '198.51.100.61')).statusCode).toBe(429);
    }
    // The counts are in Redis, under the installation's prefix.
    expect(counters.every((c) => c.redisState() === 'up')).toBe(true);
  });

  it('60 accounts at once from one address across both processes: at most 50 are checked', async () => {
    const counts = tally(await sprayFromOneAddress(apps, '198.51.100.62'));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(LIMITS.perAddress);
    expect(counts[429] ?? 0).toBeGreaterThanOrEqual(60 - LIMITS.perAddress);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(60);
  });
});

describe('forgot password (SPEC.md §8)', () => {
  const forgot = (username: string, remoteAddress: string, tenant = 4) =>
    t.app.inject({
      method: 'POST',
      url: `/api/guest/register/forgotPassword?tenant=${tenant}&username=${encodeURIComponent(username)}&serverName=x`,
      payload: {},
      remoteAddress,
    });
  const outboxSize = async () =>
    (await t.db.selectFrom('mail_outbox').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  const resetTokens = async () =>
    (
      await t.db
        .selectFrom('password_reset_tokens')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it("answers 'error' to an unknown username, an admin, a disabled account and another tenant's user; makes up no address, sends nothing", async () => {
    await t.db.updateTable('users').set({ disabled: true }).where('email', '=', 'temp.3@example.com').execute();
    const mails = await outboxSize();
    const tokens = await resetTokens();
    const usernames = [
      'nobody.here@example.com',
      '19999993',
      'admin.3@example.com',
      'temp.3@example.com',
      'business.4@example.com',
    ];
    for (const [i, username] of usernames.entries()) {
      const res = await forgot(username, `192.0.2.${i + 1}`, 3);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sent: false });
      expect(res.body).not.toMatch(/@/);
    }
    expect(await outboxSize()).toBe(mails);
    expect(await resetTokens()).toBe(tokens);
  });

  it('answers the masked address to a known user and sends one mail', async () => {
    const mails = await outboxSize();
    const res = await forgot('business.6@example.com', '192.0.2.10', 6);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, email: 'bus*******@example.com' });
    expect(await outboxSize()).toBe(mails + 1);
  });

  it('is bounded per client address and per tenant: past either, 429 and nothing sent', async () => {
    // Per address: 6 at once from one address, for a known user.
    const mails = await outboxSize();
    const burst = await Promise.all(Array.from({ length: 6 }, () => forgot('business.4@example.com', '192.0.2.20')));
    const counts = tally(burst);
    expect(counts[200]).toBe(FORGOT.perAddress);
    expect(counts[429]).toBe(6 - FORGOT.perAddress);
    for (const r of burst.filter((b) => b.statusCode === 429))
      expect(r.json()).toEqual({ operationError: 'too_many_attempts' });
    expect(await outboxSize()).toBe(mails + FORGOT.perAddress);

    // Per tenant: tenant 4 has used 3 of its 5; 6 more at once from 6 addresses get 2 through.
    const spread = await Promise.all(
      Array.from({ length: 6 }, (_, i) => forgot(`spread-${i}@example.com`, `192.0.2.${30 + i}`)),
    );
    const spreadCounts = tally(spread);
    expect(spreadCounts[200]).toBe(FORGOT.perTenant - FORGOT.perAddress);
    expect(spreadCounts[429]).toBe(6 - (FORGOT.perTenant - FORGOT.perAddress));
    // A known user of the tenant is refused too, and nothing is sent; another tenant is not affected.
    expect((await forgot('business.4@example.com', '192.0.2.40')).statusCode).toBe(429);
    expect(await outboxSize()).toBe(mails + FORGOT.perAddress);
    expect((await forgot('business.9@example.com', '192.0.2.41', 9)).statusCode).toBe(200);
  });
});
