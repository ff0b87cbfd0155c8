import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

type JobInput =
  | { kind: 'hash'; password: string; options: Options }
  | { kind: 'verify'; hash: string; password: string };
export type PasswordJob = JobInput & { id: number };
export type PasswordResult = { id: number; value: string | boolean } | { id: number; error: string };

/** A job that failed because its thread died or the workers were closed, not because of its input. */
export class PasswordThreadError extends Error {
  override name = 'PasswordThreadError';
}

interface Pending {
  job: PasswordJob;
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  running: Map<number, Pending>;
}

/**
 * Password hashing on threads of its own, one per core (decision 007). Each thread is given up
 * to `depth` jobs at once and runs them back to back, so a core goes from one argon2id run to
 * the next without waiting for the main thread; further jobs wait here in order of arrival.
 * Threads start on first use, keep the process alive only while they have work, and a thread
 * that dies is replaced (its jobs fail).
 */
export class PasswordWorkers {
  readonly size: number;
  readonly depth: number;
  readonly #script: URL;
  readonly #threads: (Thread | undefined)[];
  readonly #waiting: Pending[] = [];
  #nextId = 1;
  #closed = false;

  /** `script`: the thread's module, password-worker.ts unless a test gives another. */
  constructor(size: number, depth = 2, script = new URL('./password-worker.ts', import.meta.url)) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`size must be a positive integer, got ${size}`);
    if (!Number.isInteger(depth) || depth < 1) throw new Error(`depth must be a positive integer, got ${depth}`);
    this.size = size;
    this.depth = depth;
    this.#script = script;
    this.#threads = Array.from({ length: size }, () => undefined);
  }

  /** Jobs given to a thread and not yet answered. */
  get running(): number {
    return this.#threads.reduce((n, t) => n + (t?.running.size ?? 0), 0);
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** An argon2 hash of `password` with `options`, in PHC string form. */
  hash(password: string, options: Options): Promise<string> {
    return this.#run({ kind: 'hash', password, options }) as Promise<string>;
  }

  /** Whether `password` matches the PHC string `hash`; fails if `hash` is malformed. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.#run({ kind: 'verify', hash, password }) as Promise<boolean>;
  }

  #run(input: JobInput): Promise<string | boolean> {
    if (this.#closed) return Promise.reject(new PasswordThreadError('password workers are closed'));
    return new Promise((resolve, reject) => {
      const pending: Pending = { job: { ...input, id: this.#nextId++ }, resolve, reject };
      const slot = this.#freeSlot();
      if (slot === -1) this.#waiting.push(pending);
      else this.#send(slot, pending);
    });
  }

  /** Ends the threads; jobs not yet answered fail. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const p of this.#waiting.splice(0)) p.reject(new PasswordThreadError('password workers are closed'));
    await Promise.all(
      this.#threads.map((t, i) => {
        this.#threads[i] = undefined;
        if (!t) return undefined;
        for (const p of t.running.values()) p.reject(new PasswordThreadError('password workers are closed'));
        t.running.clear();
        return t.worker.terminate();
      }),
    );
  }

  /** The least busy thread with room for a job (started if need be), or -1. */
  #freeSlot(): number {
    let best = -1;
    let bestLoad = this.depth;
    for (let i = 0; i < this.size; i++) {
      const load = this.#threads[i]?.running.size ?? 0;
      if (load < bestLoad) {
        best = i;
        bestLoad = load;
      }
    }
    return best;
  }

  #send(slot: number, pending: Pending): void {
    const thread = this.#threads[slot] ?? this.#start(slot);
    if (thread.running.size === 0) thread.worker.ref();
    thread.running.set(pending.job.id, pending);
    thread.worker.postMessage(pending.job);
  }

  #start(slot: number): Thread {
    const worker = new Worker(this.#script);
    const thread: Thread = { worker, running: new Map() };
    this.#threads[slot] = thread;
    worker.on('message', (result: PasswordResult) => {
      const pending = thread.running.get(result.id);
      if (!pending) return;
      thread.running.delete(result.id);
      const next = this.#waiting.shift();
      if (next) this.#send(slot, next);
      else if (thread.running.size === 0) worker.unref();
      if ('error' in result) pending.reject(new Error(result.error));
      else pending.resolve(result.value);
    });
    const fail = (error: PasswordThreadError) => {
      if (this.#threads[slot] === thread) this.#threads[slot] = undefined;
      const lost = [...thread.running.values()];
      thread.running.clear();
      for (const p of lost) p.reject(error);
      // Jobs that were waiting go to a new thread.
      for (let free = this.#freeSlot(); !this.#closed && free !== -1; free = this.#freeSlot()) {
        const next = this.#waiting.shift();
        if (!next) break;
        this.#send(free, next);
      }
    };
    worker.on('error', (error) => fail(new PasswordThreadError(error.message)));
    worker.on('exit', (code) => fail(new PasswordThreadError(`password worker stopped with exit code ${code}`)));
    return thread;
  }
}
