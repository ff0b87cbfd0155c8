import { describe, expect, it } from 'vitest';
import { Limiter } from './limiter.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Limiter', () => {
  it('runs at most `limit` tasks at once, the rest in order of arrival', async () => {
    const limiter = new Limiter(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const results = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        peak = Math.max(peak, limiter.running);
        await gate.promise;
        return i * 10;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.waiting).toBe(3);
    gates[1]?.resolve();
    await results[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(limiter.running).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('passes a failed task’s turn on and hands the error to its caller', async () => {
    const limiter = new Limiter(1);
    const failing = limiter.run(async () => {
      throw new Error('broken');
    });
    const next = limiter.run(async () => 'ran');
    await expect(failing).rejects.toThrow('broken');
    expect(await next).toBe('ran');
    expect(limiter.running).toBe(0);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new Limiter(0)).toThrow();
    expect(() => new Limiter(1.5)).toThrow();
  });
});
