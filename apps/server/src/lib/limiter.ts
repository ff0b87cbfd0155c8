/**
 * Runs at most `limit` tasks at once; the others wait their turn in order of arrival.
 */
export class Limiter {
  readonly limit: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer, got ${limit}`);
    this.limit = limit;
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.limit) this.#running++;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The turn passes straight to the next waiting task, so running never drops below what waits.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
