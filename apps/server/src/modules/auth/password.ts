import { availableParallelism } from 'node:os';
import { PasswordThreadError, PasswordWorkers } from './password-workers.ts';

/** argon2id with OWASP's minimum: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashing runs on threads of its own, one per core (decision 007): more at once would
 * only share the cores, each 19 MiB hash crowding the others out of the caches, and libuv's
 * thread pool stays free for files and other crypto.
 */
export const passwordHashing = new PasswordWorkers(Math.max(1, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return passwordHashing.hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches the stored hash; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordHashing.verify(passwordHash, password);
  } catch (error) {
    // A thread that died says nothing about the password: the call fails (500), no attempt is counted.
    if (error instanceof PasswordThreadError) throw error;
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a fixed hash so that an unknown user costs the same time as a known one.
 * Always resolves to false.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
