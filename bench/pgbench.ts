import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createDatabase } from './server.ts';

const run = promisify(execFile);

/** What pgbench measured, or why it did not. */
export type PgbenchResult = { tps: number; clients: number; seconds: number; scale: number } | { missing: string };

/**
 * The database's own yardstick for the order budget: `pgbench` (TPC-B, its default script)
 * with `clients` clients for `seconds` on a scratch database that `pgbench -i` fills (created
 * and dropped here). Scale 1 is what a bare `pgbench -i` makes: every transaction updates the one
 * branch row, as TPC-B has its clients meet. pgbench comes with Debian's postgresql-client
 * (postgresql-contrib); the bench installs nothing: where pgbench is missing this says so, and
 * the order ratio is not measured.
 */
export async function runPgbench(
  adminUrl: string,
  clients: number,
  seconds: number,
  scale = 1,
): Promise<PgbenchResult> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    return {
      missing: 'pgbench not found (Debian: apt-get install postgresql-client); the order ratio is not measured',
    };
  }
  const database = await createDatabase(adminUrl, 'shop_bench_pgbench');
  try {
    await run('pgbench', ['-i', '-q', '-s', String(scale), database.url]);
    const threads = String(Math.max(1, Math.min(clients, 2)));
    const { stdout } = await run('pgbench', [
      '-c',
      String(clients),
      '-j',
      threads,
      '-T',
      String(seconds),
      database.url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (!tps) return { missing: `pgbench printed no tps: ${stdout.slice(-200)}` };
    return { tps: Number(tps), clients, seconds, scale };
  } finally {
    await database.drop();
  }
}
