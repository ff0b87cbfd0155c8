import { afterAll, beforeAll } from 'vitest';

/**
 * Something the tests of a file (or of a describe block) share: started before them and closed
 * after them. The function returned gives it to the tests and hooks; called while the file loads,
 * it fails, naming `what`.
 */
export function startedForFile<T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return () => {
    if (!started) throw new Error(`${what} starts before the tests`);
    return started;
  };
}
