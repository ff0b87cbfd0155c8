import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { hash } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from '../apps/server/src/modules/auth/password.ts';
import { DEMO_PASSWORD } from './shop-calls.ts';

/** libuv's thread pool of this process and the servers (UV_THREADPOOL_SIZE, default 4), for the machine line. */
export function threadPoolSize(): number {
  const n = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(n) && n > 0 ? n : 4;
}

export function cores(): number {
  return availableParallelism();
}

/**
 * Password checks per second in this process, against `passwordHash` (a demo user's stored
 * hash, so the parameters are the server's; a hash with the server's parameters otherwise):
 * `threads` worker threads, each verifying back to back with nothing in between for `seconds`
 * from its own start, the most this process can do (the server hashes on such threads,
 * decision 007); a thread fails if a verification does not match. Side by side on 2 cores,
 * libuv's pool with 2 or 10 verifications in flight reached 0.75 to 0.93 of this
 * (docs/performance.md).
 */
export async function argon2Rate(passwordHash: string | null, threads: number, seconds: number): Promise<number> {
  const stored = passwordHash ?? (await hash(DEMO_PASSWORD, ARGON2_OPTIONS));
  const rates = await Promise.all(
    Array.from({ length: threads }, () => {
      const worker = new Worker(new URL('./argon2-worker.ts', import.meta.url), {
        workerData: { stored, password: DEMO_PASSWORD, seconds },
      });
      return new Promise<number>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }).finally(() => worker.terminate());
    }),
  );
  return rates.reduce((a, b) => a + b, 0);
}
