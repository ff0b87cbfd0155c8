import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<Response> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, init);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

// Clean-up that must run however the benchmark ends: children stopped, databases dropped.
const cleanups: (() => Promise<void>)[] = [];
let handlersInstalled = false;

/** Registers `fn` to run at exit (also on Ctrl-C); returns a function that runs it now, once. */
export function onCleanup(fn: () => Promise<void>): () => Promise<void> {
  installHandlers();
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    const i = cleanups.indexOf(once);
    if (i >= 0) cleanups.splice(i, 1);
    await fn();
  };
  cleanups.push(once);
  return once;
}

/** Runs every registered clean-up, newest first. */
export async function cleanUpAll(): Promise<void> {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn?.();
    } catch (error) {
      console.error('clean-up failed:', error);
    }
  }
}

function installHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and dropping benchmark databases ...`);
      void cleanUpAll().finally(() => process.exit(130));
    });
  }
}

export interface ShopProcess {
  port: number;
  child: ChildProcess;
  close(): Promise<void>;
}

export interface ShopOptions {
  /** PostgreSQL database (created and dropped by the caller); the embedded database otherwise. */
  databaseUrl?: string;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** How long start-up (migration and demo data included) may take. */
  startTimeoutMs?: number;
  /** Data directory to use and keep (the caller's); a fresh one, removed at close, otherwise. */
  dataDir?: string;
}

/**
 * The built server with demo data, as a child process: on a fresh embedded database, or on
 * the PostgreSQL database `databaseUrl` names (which the caller creates and drops).
 */
export async function startShop(opts: ShopOptions = {}): Promise<ShopProcess> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SHOP_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: opts.databaseUrl ?? '',
    ...opts.env,
  };
  // BENCH_SERVER_PROFILE_DIR: each server writes a .cpuprofile of its whole life there when it stops.
  const profileDir = process.env.BENCH_SERVER_PROFILE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/src/main.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = onCleanup(async () => {
    await stop(child);
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/docs/json`, {}, opts.startTimeoutMs ?? 180_000, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { port, child, close };
}

export interface BaselineProcess {
  kind: 'raw' | 'fastify';
  port: number;
  close(): Promise<void>;
}

/** A server answering every POST with `payload` from memory: raw node:http or Fastify. */
export async function startBaseline(
  kind: 'raw' | 'fastify',
  payload: string,
  type: 'json' | 'html' = 'json',
): Promise<BaselineProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-baseline-'));
  const file = path.join(dir, `payload.${type}`);
  writeFileSync(file, payload);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/baseline-server.ts'), kind, String(port), file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = onCleanup(async () => {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  });
  try {
    await waitFor(
      `http://127.0.0.1:${port}/`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      20_000,
      child,
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { kind, port, close };
}

export interface PgDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Whether PostgreSQL answers at the admin URL. */
export async function postgresReachable(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The PostgreSQL major and minor version at the admin URL, e.g. "15.4"; null when unreachable. */
export async function postgresVersion(adminUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const res = await client.query<{ server_version: string }>('SHOW server_version');
    await client.end();
    return res.rows[0]?.server_version ?? null;
  } catch {
    return null;
  }
}

/** A fresh temporary directory, removed by remove() or at exit (also on Ctrl-C). */
export function tempDir(prefix: string): { dir: string; remove(): Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const remove = onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove };
}

/** Creates a uniquely named database, dropped by drop() or at exit (also on Ctrl-C). */
export async function createDatabase(adminUrl: string, prefix: string): Promise<PgDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = onCleanup(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  });
  return { name, url: url.toString(), drop };
}

/**
 * Writes PostgreSQL's dirty pages out now (CHECKPOINT), so that a measurement does not pay for
 * the writes of the one before it (pgbench's, or the maximum-rate runs'). Says so and goes on
 * when the role may not.
 */
export async function checkpoint(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('CHECKPOINT');
  } catch (error) {
    console.log(`(CHECKPOINT refused: ${(error as Error).message})`);
  } finally {
    await c.end();
  }
}
