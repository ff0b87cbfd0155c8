/** Set-up of the fault tests: real PostgreSQL databases and servers, server processes, orders. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDatabase as createTestDatabase, type TestDatabase } from '../../../src/test/db.ts';
import { buyerOrder } from '../../../src/test/orders.ts';
import { until } from '../../../src/test/wait.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** Fails with a message naming what is missing when the machine's PostgreSQL does not answer. */
export async function requirePostgres(url = ADMIN_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `The fault tests need PostgreSQL at ${url} (set TEST_DATABASE_URL to another server): ${String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type { TestDatabase };

/** A new, empty database on the server of `adminUrl`; drop() removes it (closing what is left). */
export function createDatabase(adminUrl = ADMIN_URL): Promise<TestDatabase> {
  return createTestDatabase(adminUrl, 'shop_fault');
}

/**
 * A database of the test file's own on the machine's PostgreSQL: created before the file's tests
 * (the object is filled in then) and dropped after them, once the file's own clean-up has run.
 */
export function databaseForFile(): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    await requirePostgres();
    Object.assign(database, await createDatabase(ADMIN_URL));
  });
  afterAll(async () => {
    await database.drop?.();
  });
  return database;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A PostgreSQL server of the test's own (initdb into a temporary directory, its own port), so
 * that it can be stopped and started without touching the machine's server. As root it runs as
 * the `postgres` user.
 */
export class PrivatePostgres {
  port = 0;
  readonly #dir = mkdtempSync(path.join(tmpdir(), 'shop-pg-'));
  readonly #bin: string;
  readonly #asRoot = process.getuid?.() === 0;

  constructor() {
    const base = '/usr/lib/postgresql';
    const version = existsSync(base) ? readdirSync(base).sort().at(-1) : undefined;
    this.#bin = process.env.PG_BIN ?? (version ? path.join(base, version, 'bin') : '');
    if (!this.#bin || !existsSync(path.join(this.#bin, 'pg_ctl'))) {
      throw new Error('The fault tests need the PostgreSQL server programs (Debian package postgresql) or PG_BIN');
    }
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  #run(program: string, args: string[]): void {
    const cmd = path.join(this.#bin, program);
    if (this.#asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
    else execFileSync(cmd, args, { stdio: 'pipe' });
  }

  async init(): Promise<void> {
    chmodSync(this.#dir, 0o777);
    const data = path.join(this.#dir, 'data');
    this.#run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    this.port = await freePort();
    await this.start();
  }

  async start(): Promise<void> {
    const data = path.join(this.#dir, 'data');
    this.#run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(this.#dir, 'log'),
      '-o',
      `-p ${this.port} -k ${this.#dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  }

  /** Stops the server: `fast` ends every session (their transactions roll back), `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.#run('pg_ctl', ['-D', path.join(this.#dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

export interface ShopProcess {
  port: number;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no shutdown, nothing flushed. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** The shop's server (apps/server/src/main.ts) as a process of its own. */
export async function spawnShop(env: Record<string, string>): Promise<ShopProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-fault-data-'));
  let output = '';
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHOP_WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      return (await fetch(`http://127.0.0.1:${port}/api/docs/json`)).ok;
    },
    120_000,
    'the server to answer',
  ).catch((error) => {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output}`);
  });
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  return {
    port,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      cleanUp();
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}

/** Article numbers of plain goods of a tenant (no freight, fee or forms). */
export async function plainArticles(url: string, tenant = 4): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ article_number: string }>(
      `SELECT article_number FROM articles WHERE tenant_id = $1 AND freight = 'NONE'
         AND NOT administrative_fee AND number_of_forms = 0 ORDER BY id LIMIT 10`,
      [tenant],
    );
    return rows.map((r) => r.article_number);
  } finally {
    await c.end();
  }
}

/** The body of a guest order of tenant 4 (buyer i). */
export function guestOrder(articles: string[], i: number): object {
  return buyerOrder(i, articles[i % articles.length] ?? '', 1 + (i % 3));
}

/** Places a guest order over HTTP. */
export async function placeOrder(port: number, body: object, key: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/guest/order/ajaxCreateNew?tenant=4`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json };
}

/** Runs one query on `url` and closes the connection. */
export async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<R>(text, values)).rows;
  } finally {
    await c.end();
  }
}
