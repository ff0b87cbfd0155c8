import { Redis } from 'ioredis';

/** Fixed-window counters shared by every server process (Redis) or kept in this process. */
export interface CounterStore {
  /** Adds one to `key` and returns the count in the current window. */
  hit(key: string, windowS: number): Promise<number>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounters implements CounterStore {
  readonly #entries = new Map<string, { count: number; until: number }>();

  async hit(key: string, windowS: number): Promise<number> {
    const now = Date.now();
    const e = this.#entries.get(key);
    if (!e || e.until <= now) {
      if (this.#entries.size > 100_000) this.#sweep(now);
      this.#entries.set(key, { count: 1, until: now + windowS * 1000 });
      return 1;
    }
    e.count += 1;
    return e.count;
  }

  async peek(key: string): Promise<number> {
    const e = this.#entries.get(key);
    return e && e.until > Date.now() ? e.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async close(): Promise<void> {}

  #sweep(now: number): void {
    for (const [k, v] of this.#entries) if (v.until <= now) this.#entries.delete(k);
  }
}

export class RedisCounters implements CounterStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(url: string, prefix = 'shop:') {
    this.#redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.#prefix = prefix;
  }

  async hit(key: string, windowS: number): Promise<number> {
    const k = this.#prefix + key;
    const res = await this.#redis.multi().incr(k).expire(k, windowS, 'NX').exec();
    return Number(res?.[0]?.[1] ?? 0);
  }

  async peek(key: string): Promise<number> {
    return Number((await this.#redis.get(this.#prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}

export function createCounters(redisUrl: string | null, prefix = 'shop:'): CounterStore {
  return redisUrl ? new RedisCounters(redisUrl, prefix) : new MemoryCounters();
}
