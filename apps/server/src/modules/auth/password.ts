import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Limiter } from '../../lib/limiter.ts';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing runs on libuv's thread pool (4 threads by default). At most one hash per
 * core runs at a time; more would only share the cores, each 19 MiB hash crowding the others
 * out of the caches, and would leave no pool thread for other work (files, other crypto).
 * Measured on a 2-core machine under login load: 13.5 ms of CPU per verification with 4 at
 * once, 12.1 ms with 2 (docs/performance.md).
 */
export const passwordHashing = new Limiter(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordHashing.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a fixed hash so that an unknown user costs the same time as a known one.
 * Always resolves to false.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
