import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import type { CounterLimit } from './counters.ts';
import { verifyDummy, verifyPassword } from './password.ts';

/**
 * One sign-in's password check, counted against `limits` (the account's key first): the attempt
 * is counted on every key before the password is checked, atomically, so attempts sent at once
 * cannot pass a limit (429 too_many_attempts past one). A username that names no account
 * (`passwordHash` undefined) costs the same check. When the check itself fails no password was
 * checked, so the attempt is taken back. Answers whether the password was right.
 */
export async function checkCountedPassword(
  ctx: AppContext,
  limits: readonly CounterLimit[],
  windowS: number,
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!(await ctx.counters.reserve(limits, windowS))) throw new OperationError(429, 'too_many_attempts');
  try {
    return passwordHash === undefined ? await verifyDummy(password) : await verifyPassword(passwordHash, password);
  } catch (error) {
    await releaseAttempt(ctx, limits);
    throw error;
  }
}

/** Takes a counted attempt back from every key (no answer rests on it). */
export async function releaseAttempt(ctx: AppContext, limits: readonly CounterLimit[]): Promise<void> {
  await ctx.counters.release(limits.map((l) => l.key));
}

/**
 * The right password: the account's count (the first key) starts anew, and the attempt is taken
 * back from `giveBack` (the address's key: its earlier failures stay, so signing in to one's own
 * account does not buy more guesses elsewhere).
 */
export async function acceptPassword(
  ctx: AppContext,
  limits: readonly CounterLimit[],
  giveBack: readonly string[],
): Promise<void> {
  const first = limits[0];
  await Promise.all([
    first ? ctx.counters.reset(first.key) : null,
    giveBack.length > 0 ? ctx.counters.release(giveBack) : null,
  ]);
}
