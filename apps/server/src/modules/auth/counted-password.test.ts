import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.ts';
import { OperationError } from '../../plugins/errors.ts';
import { acceptPassword, checkCountedPassword, releaseAttempt } from './counted-password.ts';
import { MemoryCounters } from './counters.ts';
import { hashPassword, passwordHashing } from './password.ts';
import { PasswordThreadError } from './password-workers.ts';

/**
 * The counted password check of the shop's and the back office's sign-ins: attempts sent at once
 * pass the limits no more often than the limits allow, and what a right password gives back.
 */

let hash = '';
beforeAll(async () => {
  hash = await hashPassword('Right-pass-1');
});

/** New memory counters, and a context that counts in them. */
function freshContext(): { counters: MemoryCounters; ctx: AppContext } {
  const counters = new MemoryCounters();
  return { counters, ctx: { counters } as unknown as AppContext };
}

const WINDOW_S = 60;

describe('checkCountedPassword', () => {
  it('lets exactly the limit through of attempts started together; the rest are too_many_attempts', async () => {
    const { ctx } = freshContext();
    const limits = [
      { key: 'acct:1', limit: 3 },
      { key: 'addr:a', limit: 50 },
    ];
    const attempts = Array.from({ length: 10 }, () =>
      checkCountedPassword(ctx, limits, WINDOW_S, hash, 'Wrong-pass-1').then(
        (ok) => ({ ok }),
        (error: unknown) => ({ error }),
      ),
    );
    const outcomes = await Promise.all(attempts);
    const checked = outcomes.filter((o) => 'ok' in o);
    const refused = outcomes.filter((o) => 'error' in o);
    expect(checked).toEqual([{ ok: false }, { ok: false }, { ok: false }]);
    expect(refused).toHaveLength(7);
    for (const o of refused) {
      const error = (o as { error: unknown }).error;
      expect(error).toBeInstanceOf(OperationError);
      expect(error).toMatchObject({ statusCode: 429, code: 'too_many_attempts' });
    }
    // Even the right password is refused once the account's limit is reached.
    await expect(checkCountedPassword(ctx, limits, WINDOW_S, hash, 'Right-pass-1')).rejects.toMatchObject({
      code: 'too_many_attempts',
    });
  });

  it('costs an unknown account the same check, which is never right', async () => {
    const { ctx } = freshContext();
    const spent = vi.spyOn(passwordHashing, 'verify');
    await expect(
      checkCountedPassword(ctx, [{ key: 'acct:none', limit: 5 }], WINDOW_S, undefined, 'Right-pass-1'),
    ).resolves.toBe(false);
    expect(spent).toHaveBeenCalled();
  });

  it('takes the attempt back when the check itself fails', async () => {
    const { ctx } = freshContext();
    const limits = [{ key: 'acct:2', limit: 1 }];
    vi.spyOn(passwordHashing, 'verify').mockRejectedValueOnce(new PasswordThreadError('thread died'));
    await expect(checkCountedPassword(ctx, limits, WINDOW_S, hash, 'Right-pass-1')).rejects.toThrow('thread died');
    // The one attempt the limit allows is still there.
    await expect(checkCountedPassword(ctx, limits, WINDOW_S, hash, 'Right-pass-1')).resolves.toBe(true);
  });
});

describe('acceptPassword and releaseAttempt', () => {
  it('starts the account anew and gives the attempt back to the keys named, the address keeping its failures', async () => {
    const { counters, ctx } = freshContext();
    const limits = [
      { key: 'acct:3', limit: 2 },
      { key: 'addr:b', limit: 2 },
    ];
    expect(await checkCountedPassword(ctx, limits, WINDOW_S, hash, 'Wrong-pass-1')).toBe(false);
    expect(await checkCountedPassword(ctx, limits, WINDOW_S, hash, 'Right-pass-1')).toBe(true);
    await acceptPassword(ctx, limits, ['addr:b']);
    // The account starts anew (two more), the address kept its one failure (one more).
    expect(counters.reserveNow([{ key: 'acct:3', limit: 2 }], WINDOW_S)).toBe(true);
    expect(counters.reserveNow([{ key: 'acct:3', limit: 2 }], WINDOW_S)).toBe(true);
    expect(counters.reserveNow([{ key: 'addr:b', limit: 2 }], WINDOW_S)).toBe(true);
    expect(counters.reserveNow([{ key: 'addr:b', limit: 2 }], WINDOW_S)).toBe(false);
  });

  it('releaseAttempt takes one count back from every key', async () => {
    const { counters, ctx } = freshContext();
    const limits = [
      { key: 'acct:4', limit: 1 },
      { key: 'addr:c', limit: 1 },
    ];
    await checkCountedPassword(ctx, limits, WINDOW_S, hash, 'Wrong-pass-1');
    await releaseAttempt(ctx, limits);
    expect(counters.reserveNow(limits, WINDOW_S)).toBe(true);
  });
});
