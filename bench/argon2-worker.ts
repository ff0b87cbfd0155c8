import { parentPort, workerData } from 'node:worker_threads';
import { verifySync } from '@node-rs/argon2';

/**
 * One thread of argon2Rate: verifies back to back for `seconds` from its own
 * start, and answers its rate (verifications per second), start-up not counted.
 */
const { stored, password, seconds } = workerData as { stored: string; password: string; seconds: number };
const start = performance.now();
const until = start + seconds * 1000;
let done = 0;
while (performance.now() < until) {
  if (!verifySync(stored, password)) throw new Error('the stored hash does not match the password');
  done++;
}
parentPort?.postMessage((done / (performance.now() - start)) * 1000);
