import { describe, expect, it } from 'vitest';
import { applyNotification } from '../../db/invalidation.ts';
import { CatalogCache } from './catalog.cache.ts';

const text = (b: Buffer | undefined) => b?.toString('utf8');

/** A computation that finishes when the test says so. */
function deferred(value: string) {
  let finish!: () => void;
  const done = new Promise<void>((r) => {
    finish = r;
  });
  let calls = 0;
  return {
    compute: async () => {
      calls++;
      await done;
      return value;
    },
    finish,
    calls: () => calls,
  };
}

function listeningCache(opts: { maxEntries?: number; maxBytes?: number } = {}) {
  const cache = new CatalogCache(opts);
  cache.setListening(true);
  return cache;
}

describe('CatalogCache', () => {
  it('stores a computed answer as UTF-8 and serves it until it is invalidated', async () => {
    const cache = listeningCache();
    expect(cache.lookup('4:a')).toBeUndefined();
    expect(text(await cache.fill(4, '4:a', async () => '["Säkerhetspåse"]'))).toBe('["Säkerhetspåse"]');
    expect(text(cache.lookup('4:a'))).toBe('["Säkerhetspåse"]');
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
    cache.invalidateTenant(4);
    expect(cache.lookup('4:a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('drops only the answers of the tenants a notification names, and all on "*"', async () => {
    const cache = listeningCache();
    for (const t of [4, 5, 6]) await cache.fill(t, `${t}:x`, async () => `${t}`);
    applyNotification(cache, '4,6');
    expect(cache.lookup('4:x')).toBeUndefined();
    expect(text(cache.lookup('5:x'))).toBe('5');
    expect(cache.lookup('6:x')).toBeUndefined();
    await cache.fill(4, '4:x', async () => '4');
    applyNotification(cache, '*');
    expect(cache.size).toBe(0);
    await cache.fill(4, '4:x', async () => '4');
    applyNotification(cache, 'garbage');
    expect(cache.size).toBe(0);
  });

  it('neither serves nor stores while invalidations are not heard, and starts empty when they are again', async () => {
    const cache = listeningCache();
    await cache.fill(4, '4:a', async () => 'old');
    cache.setListening(false);
    expect(cache.lookup('4:a')).toBeUndefined();
    expect(text(await cache.fill(4, '4:a', async () => 'new'))).toBe('new');
    expect(cache.size).toBe(0);
    cache.setListening(true);
    expect(cache.lookup('4:a')).toBeUndefined();
  });

  it('throws away an answer whose query started before its tenant changed', async () => {
    const cache = listeningCache();
    const slow = deferred('stale');
    const filling = cache.fill(4, '4:a', slow.compute);
    applyNotification(cache, '4');
    slow.finish();
    expect(text(await filling)).toBe('stale');
    expect(cache.lookup('4:a')).toBeUndefined();
    expect(cache.stats.discarded).toBe(1);

    const other = deferred('fine');
    const otherFilling = cache.fill(5, '5:a', other.compute);
    applyNotification(cache, '4');
    other.finish();
    await otherFilling;
    expect(text(cache.lookup('5:a'))).toBe('fine');
  });

  it('throws away an answer whose query started before listening was lost and regained', async () => {
    const cache = listeningCache();
    const slow = deferred('stale');
    const filling = cache.fill(4, '4:a', slow.compute);
    cache.setListening(false);
    cache.setListening(true);
    slow.finish();
    await filling;
    expect(cache.lookup('4:a')).toBeUndefined();
  });

  it('shares one computation between concurrent misses, but not across a change', async () => {
    const cache = listeningCache();
    const first = deferred('one');
    const a = cache.fill(4, '4:a', first.compute);
    const b = cache.fill(4, '4:a', first.compute);
    expect(first.calls()).toBe(1);
    cache.invalidateTenant(4);
    const second = deferred('two');
    const c = cache.fill(4, '4:a', second.compute);
    expect(second.calls()).toBe(1);
    first.finish();
    second.finish();
    expect([text(await a), text(await b), text(await c)]).toEqual(['one', 'one', 'two']);
    expect(text(cache.lookup('4:a'))).toBe('two');
  });

  it('passes a failed computation on and caches nothing', async () => {
    const cache = listeningCache();
    await expect(
      cache.fill(4, '4:a', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect(text(await cache.fill(4, '4:a', async () => 'ok'))).toBe('ok');
  });

  it('keeps at most maxEntries answers, least recently used out first', async () => {
    const cache = listeningCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) await cache.fill(4, k, async () => k);
    cache.lookup('a');
    await cache.fill(4, 'd', async () => 'd');
    expect(cache.size).toBe(3);
    expect(cache.lookup('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => text(cache.lookup(k)))).toEqual(['a', 'c', 'd']);
  });

  it('keeps at most maxBytes, and does not keep an answer larger than an eighth of it', async () => {
    const cache = listeningCache({ maxBytes: 8_000 });
    for (let i = 0; i < 20; i++) await cache.fill(4, `k${i}`, async () => 'x'.repeat(500));
    expect(cache.bytes).toBeLessThanOrEqual(8_000);
    expect(cache.size).toBeGreaterThan(5);
    expect(text(cache.lookup('k19'))).toHaveLength(500);
    expect(cache.lookup('k0')).toBeUndefined();
    await cache.fill(4, 'big', async () => 'x'.repeat(1_500));
    expect(cache.lookup('big')).toBeUndefined();
  });
});
