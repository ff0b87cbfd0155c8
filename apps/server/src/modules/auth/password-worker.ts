import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';
import type { PasswordJob, PasswordResult } from './password-workers.ts';

/**
 * One password-hashing thread (see password-workers.ts): runs the jobs it is sent one after
 * the other, synchronously, so the next queued job starts as soon as one ends.
 */
const port = parentPort;
if (!port) throw new Error('password-worker.ts runs as a worker thread');
port.on('message', (job: PasswordJob) => {
  let result: PasswordResult;
  try {
    const value = job.kind === 'hash' ? hashSync(job.password, job.options) : verifySync(job.hash, job.password);
    result = { id: job.id, value };
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(result);
});
