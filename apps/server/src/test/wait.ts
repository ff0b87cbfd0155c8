/**
 * Waiting in tests: for a condition, never for a fixed time. Each helper asks again every few
 * milliseconds until the condition holds, and fails naming what it waited for after a deadline.
 */

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `read` until `ok` holds for its result, for at most `ms`; returns that result. */
export async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms; last value ${JSON.stringify(value)}`);
    await pause(10);
  }
}

/** Asks `check` every `everyMs` until it returns true; fails after `timeoutMs` naming `what`. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = 'condition',
  everyMs = 10,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await pause(everyMs);
  }
}

/**
 * Like waitFor, every 25 ms, for checks that throw while the thing is not there yet (a server
 * still starting, a database still down).
 */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const quiet = async () => {
    try {
      return await check();
    } catch {
      return false;
    }
  };
  await waitFor(quiet, timeoutMs, what, 25);
}
