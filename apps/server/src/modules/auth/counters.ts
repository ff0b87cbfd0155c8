import { Redis } from 'ioredis';

/** One key of a reservation and the count it may reach in its window. */
export interface CounterLimit {
  key: string;
  limit: number;
}

/** Where the counts are kept: in this process only ('none'), or in Redis, reachable or not. */
export type RedisState = 'none' | 'up' | 'down';

/** Fixed-window counters shared by every server process (Redis) or kept in this process. */
export interface CounterStore {
  /**
   * Counts one attempt against every key, atomically: if any key is already at its limit,
   * nothing is counted and false is returned; otherwise each key goes up by one (a key's
   * window starts at its first count) and true is returned.
   */
  reserve(limits: readonly CounterLimit[], windowS: number): Promise<boolean>;
  /** Takes one count back from each key (never below 0), e.g. a reservation that turned out fine. */
  release(keys: readonly string[]): Promise<void>;
  /** Adds one to `key` and returns the count in the current window. */
  hit(key: string, windowS: number): Promise<number>;
  /** Forgets `key`'s count. */
  reset(key: string): Promise<void>;
  /** 'none' without REDIS_URL; with Redis: 'up' or 'down' (then the in-process counters serve). */
  redisState(): RedisState;
  close(): Promise<void>;
}

/** What the counters tell the log: the start and the end of a Redis outage, once each. */
export interface CounterLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Counters of this process. Every operation runs to its end without yielding, so it is atomic. */
export class MemoryCounters implements CounterStore {
  readonly #entries = new Map<string, { count: number; until: number }>();

  async reserve(limits: readonly CounterLimit[], windowS: number): Promise<boolean> {
    return this.reserveNow(limits, windowS);
  }

  /** `reserve`, synchronously. */
  reserveNow(limits: readonly CounterLimit[], windowS: number): boolean {
    const now = Date.now();
    for (const { key, limit } of limits) if (this.#count(key, now) >= limit) return false;
    for (const { key } of limits) this.#add(key, windowS, now);
    return true;
  }

  async release(keys: readonly string[]): Promise<void> {
    this.releaseNow(keys);
  }

  /** `release`, synchronously. */
  releaseNow(keys: readonly string[]): void {
    const now = Date.now();
    for (const key of keys) {
      const e = this.#entries.get(key);
      if (e && e.until > now && e.count > 0) e.count -= 1;
    }
  }

  async hit(key: string, windowS: number): Promise<number> {
    return this.#add(key, windowS, Date.now());
  }

  async reset(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  redisState(): RedisState {
    return 'none';
  }

  async close(): Promise<void> {}

  #count(key: string, now: number): number {
    const e = this.#entries.get(key);
    return e && e.until > now ? e.count : 0;
  }

  #add(key: string, windowS: number, now: number): number {
    const e = this.#entries.get(key);
    if (!e || e.until <= now) {
      if (this.#entries.size > 100_000) this.#sweep(now);
      this.#entries.set(key, { count: 1, until: now + windowS * 1000 });
      return 1;
    }
    e.count += 1;
    return e.count;
  }

  #sweep(now: number): void {
    for (const [k, v] of this.#entries) if (v.until <= now) this.#entries.delete(k);
  }
}

/**
 * KEYS: the keys; ARGV: their limits, then the window in seconds. Counts all keys or none.
 * A key's expiry is set at its first count only (NX), so a released key keeps its window.
 */
const RESERVE_SCRIPT = `
local n = #KEYS
for i = 1, n do
  local c = tonumber(redis.call('GET', KEYS[i]) or '0')
  if c >= tonumber(ARGV[i]) then return 0 end
end
for i = 1, n do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[n + 1], 'NX')
end
return 1`;

/** KEYS: the keys; each above 0 goes down by one. */
const RELEASE_SCRIPT = `
for i = 1, #KEYS do
  local c = tonumber(redis.call('GET', KEYS[i]) or '0')
  if c > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

interface CounterScripts {
  shopReserve(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<number>;
  shopRelease(numKeys: number, ...keys: string[]): Promise<number>;
}

/** How long to wait before the `times`th attempt to reconnect: 100 ms doubling up to 2 s, for ever. */
export function redisRetryDelay(times: number): number {
  return Math.min(100 * 2 ** Math.max(0, times - 1), 2000);
}

const SILENT: CounterLog = { warn() {}, info() {} };

/**
 * Counters in Redis, shared by every process with the same Redis and prefix. Each operation is
 * one command (a script for a reservation), so processes never race each other.
 * While Redis cannot be reached (not yet connected, down, or a command failing or taking over
 * `commandTimeoutMs`), the counters of this process serve at once instead of waiting: the
 * limits then hold per process. The outage is logged once as it starts and once as it ends.
 */
export class RedisCounters implements CounterStore {
  readonly #redis: Redis;
  readonly #scripts: CounterScripts;
  readonly #prefix: string;
  readonly #log: CounterLog;
  readonly #local = new MemoryCounters();
  /** 'connecting' until the first connection is ready or fails. */
  #state: 'connecting' | 'up' | 'down' = 'connecting';
  #closed = false;
  #lastError: Error | null = null;

  constructor(
    url: string,
    prefix = 'shop:',
    log: CounterLog = SILENT,
    opts: { connectTimeoutMs?: number; commandTimeoutMs?: number } = {},
  ) {
    this.#prefix = prefix;
    this.#log = log;
    this.#redis = new Redis(url, {
      lazyConnect: false,
      // A command while not connected fails at once instead of waiting for the connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: opts.connectTimeoutMs ?? 1000,
      commandTimeout: opts.commandTimeoutMs ?? 500,
      retryStrategy: redisRetryDelay,
    });
    this.#redis.defineCommand('shopReserve', { lua: RESERVE_SCRIPT });
    this.#redis.defineCommand('shopRelease', { lua: RELEASE_SCRIPT });
    this.#scripts = this.#redis as unknown as CounterScripts;
    this.#redis.on('ready', () => this.#up());
    // An error on a connection still ready is followed by 'close' if the connection is lost;
    // one that is not (a stray error event) leaves the counting in Redis.
    this.#redis.on('error', (error: Error) => {
      this.#lastError = error;
      if (this.#redis.status !== 'ready') this.#down(error);
    });
    this.#redis.on('close', () => this.#down(this.#lastError));
  }

  async reserve(limits: readonly CounterLimit[], windowS: number): Promise<boolean> {
    if (limits.length === 0) return true;
    const keys = limits.map((l) => this.#prefix + l.key);
    return this.#either(
      async () => (await this.#scripts.shopReserve(keys.length, ...keys, ...limits.map((l) => l.limit), windowS)) === 1,
      () => this.#local.reserveNow(limits, windowS),
    );
  }

  async release(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#either(
      async () => {
        await this.#scripts.shopRelease(keys.length, ...keys.map((k) => this.#prefix + k));
      },
      () => this.#local.releaseNow(keys),
    );
  }

  async hit(key: string, windowS: number): Promise<number> {
    const k = this.#prefix + key;
    return this.#either(
      async () => {
        const res = await this.#redis.multi().incr(k).expire(k, windowS, 'NX').exec();
        return Number(res?.[0]?.[1] ?? 0);
      },
      () => this.#local.hit(key, windowS),
    );
  }

  async reset(key: string): Promise<void> {
    await this.#either(
      async () => {
        await this.#redis.del(this.#prefix + key);
      },
      () => this.#local.reset(key),
    );
  }

  redisState(): RedisState {
    return this.#state === 'up' ? 'up' : 'down';
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#state === 'up') {
      try {
        await this.#redis.quit();
        return;
      } catch {
        // Disconnected meanwhile: fall through.
      }
    }
    this.#redis.disconnect();
  }

  /** Runs `remote` while Redis is up, else (or when it fails) `local`. */
  async #either<T>(remote: () => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    if (this.#state !== 'up') return local();
    try {
      return await remote();
    } catch (error) {
      // An answer of Redis itself (a script or configuration error) is a fault, not an outage.
      if (error instanceof Error && error.name === 'ReplyError') throw error;
      // No answer in time on a connection still open: connect anew, so that 'ready' ends the outage.
      if (this.#redis.status === 'ready') this.#redis.disconnect(true);
      this.#down(error instanceof Error ? error : new Error(String(error)));
      return local();
    }
  }

  #up(): void {
    this.#lastError = null;
    if (this.#state === 'down') this.#log.info({ redis: 'up' }, 'Redis reachable again: counting in Redis');
    this.#state = 'up';
  }

  #down(error: Error | null): void {
    if (this.#closed || this.#state === 'down') return;
    this.#state = 'down';
    this.#log.warn(
      { redis: 'down', err: error?.message ?? 'connection closed' },
      'Redis unreachable: counting in this process until it is back',
    );
  }
}

export function createCounters(redisUrl: string | null, prefix = 'shop:', log?: CounterLog): CounterStore {
  return redisUrl ? new RedisCounters(redisUrl, prefix, log) : new MemoryCounters();
}
