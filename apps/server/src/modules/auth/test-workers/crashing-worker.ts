import { parentPort } from 'node:worker_threads';
import type { PasswordJob } from '../password-workers.ts';

/** A password thread for password-workers.test.ts: answers a verify of password "crash" by dying. */
parentPort?.on('message', (job: PasswordJob) => {
  if (job.password === 'crash') process.exit(3);
  parentPort?.postMessage({
    id: job.id,
    value: job.kind === 'verify' ? job.password === 'right' : `hash:${job.password}`,
  });
});
