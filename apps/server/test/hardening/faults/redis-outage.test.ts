/**
 * Redis taken away (issue 20, item 3): with REDIS_URL at a closed port the server starts, a
 * login answers at once (no hang, no 500), the limits hold in this process meanwhile, and the
 * outage is logged once. With a real Redis stopped and started again, the counters go
 * up → down → up, each change logged once, and count in Redis again once it is back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { type CounterLog, RedisCounters } from '../../../src/modules/auth/counters.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../src/test/app.ts';
import { until } from '../../../src/test/wait.ts';
import { freePort } from './support.ts';

/** A log that keeps its lines. */
function captureLog(): CounterLog & { lines: { level: 'warn' | 'info'; msg: string }[] } {
  const lines: { level: 'warn' | 'info'; msg: string }[] = [];
  return {
    lines,
    warn: (_obj, msg) => lines.push({ level: 'warn', msg }),
    info: (_obj, msg) => lines.push({ level: 'info', msg }),
  };
}

const LIMITS = { perAccount: 10, perAddress: 50, windowS: 900 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: LIMITS });
});
afterAll(() => t?.close());

describe('REDIS_URL at a closed port', () => {
  let app: FastifyInstance;
  let counters: RedisCounters;
  const log = captureLog();

  beforeAll(async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    counters = new RedisCounters(url, `shop-outage-${randomBytes(4).toString('hex')}:`, log);
    app = await buildApp({ config: { ...t.config, redisUrl: url }, db: t.db, counters });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await counters?.close();
  });

  const timedLogin = async (username: string, password: string, remoteAddress: string) => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/login?tenant=4',
      payload: { username, password },
      remoteAddress,
    });
    return { status: res.statusCode, ms: performance.now() - started };
  };

  it('answers logins at once, keeps the limits in this process, and logs the outage once', async () => {
    const ok = await timedLogin('business.4@example.com', DEMO_PASSWORD, '203.0.113.1');
    expect(ok.status).toBe(200);
    expect(ok.ms).toBeLessThan(1000);
    // One after the other (about a second in all, while the client keeps trying to reconnect).
    const wrong: { status: number; ms: number }[] = [];
    for (let i = 0; i < LIMITS.perAccount; i++) {
      wrong.push(await timedLogin('private.4@example.com', `Wrong-${i}`, `203.0.113.${10 + i}`));
    }
    expect(wrong.map((w) => w.status)).toEqual(Array(LIMITS.perAccount).fill(401));
    for (const w of wrong) expect(w.ms).toBeLessThan(1000);
    const refused = await timedLogin('private.4@example.com', DEMO_PASSWORD, '203.0.113.30');
    expect(refused.status).toBe(429);
    expect(refused.ms).toBeLessThan(1000);
    expect(counters.redisState()).toBe('down');
    expect(log.lines).toEqual([{ level: 'warn', msg: expect.stringMatching(/Redis unreachable/) }]);
  });

  it('starts with the counters of buildApp itself (REDIS_URL only) and answers a login at once', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const own = await buildApp({ config: { ...t.config, redisUrl: url }, db: t.db });
    try {
      await own.ready();
      const started = performance.now();
      const res = await own.inject({
        method: 'POST',
        url: '/api/login?tenant=4',
        payload: { username: 'temp.4@example.com', password: 'Wrong-pass-1' },
        remoteAddress: '203.0.113.40',
      });
      expect(res.statusCode).toBe(401);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      await own.close();
    }
  });
});

describe('a real Redis stopped and started again', () => {
  let port: number;
  let server: ChildProcess | null = null;
  let counters: RedisCounters;
  const log = captureLog();
  const prefix = `shop-outage-${randomBytes(4).toString('hex')}:`;

  const startRedis = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    server = child;
    await until(
      async () => {
        const probe = new Redis(port, '127.0.0.1', {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => {});
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } catch {
          return false;
        } finally {
          probe.disconnect();
        }
      },
      10_000,
      'redis-server to answer',
    );
  };
  const stopRedis = async () => {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    server = null;
  };
  /** The count of `key` as Redis holds it. */
  const inRedis = async (key: string) => {
    const client = new Redis(port, '127.0.0.1');
    try {
      return Number((await client.get(prefix + key)) ?? 0);
    } finally {
      client.disconnect();
    }
  };

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    counters = new RedisCounters(`redis://127.0.0.1:${port}`, prefix, log);
  });
  afterAll(async () => {
    await counters?.close();
    await stopRedis();
  });

  it('goes up → down → up, logs each change once, and counts in Redis again when it is back', async () => {
    await until(() => counters.redisState() === 'up', 10_000, 'the counters to reach Redis');
    expect(await counters.reserve([{ key: 'k', limit: 5 }], 60)).toBe(true);
    expect(await inRedis('k')).toBe(1);
    expect(log.lines).toEqual([]);

    await stopRedis();
    await until(() => counters.redisState() === 'down', 10_000, 'the outage to be noticed');
    // Meanwhile the counters of this process serve, at once.
    const started = performance.now();
    for (let i = 0; i < 3; i++) expect(await counters.reserve([{ key: 'local', limit: 2 }], 60)).toBe(i < 2);
    expect(performance.now() - started).toBeLessThan(500);

    await startRedis();
    await until(() => counters.redisState() === 'up', 10_000, 'the counters to reach Redis again');
    expect(await counters.reserve([{ key: 'k', limit: 5 }], 60)).toBe(true);
    // The restarted Redis kept nothing (no persistence): this count is its first.
    expect(await inRedis('k')).toBe(1);
    expect(log.lines.map((l) => l.level)).toEqual(['warn', 'info']);
  });
});
