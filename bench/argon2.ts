import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../apps/server/src/modules/auth/password.ts';
import { DEMO_PASSWORD } from './shop-calls.ts';

/** libuv's thread pool, where @node-rs/argon2 runs (UV_THREADPOOL_SIZE, default 4). */
export function threadPoolSize(): number {
  const n = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(n) && n > 0 ? n : 4;
}

export function cores(): number {
  return availableParallelism();
}

/**
 * Password checks per second in this process: `inFlight` verifications kept going at once on
 * the thread pool for `seconds`, against `passwordHash` (a demo user's stored hash, so the
 * parameters are the server's). Falls back to a hash with the server's parameters.
 */
export async function argon2Rate(passwordHash: string | null, inFlight: number, seconds: number): Promise<number> {
  const stored = passwordHash ?? (await hash(DEMO_PASSWORD, ARGON2_OPTIONS));
  if (!(await verify(stored, DEMO_PASSWORD))) throw new Error('the stored hash does not match the demo password');
  let done = 0;
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        await verify(stored, DEMO_PASSWORD);
        done++;
      }
    }),
  );
  return (done / (performance.now() - start)) * 1000;
}
