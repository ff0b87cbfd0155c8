import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { PGliteOneCallDialect } from './pglite-driver.ts';
import { preparingClient, StatementNames } from './prepared.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

// int8 (counts) as JS numbers: every count in this shop is far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Where a Kysely instance opened by openDb sends its queries, for the notification listener. */
type Backend = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };
const backends = new WeakMap<Db, Backend>();

/** Opens Kysely on PostgreSQL or on embedded PGlite (persisted in dataDir, or in memory when null). */
export async function openDb(target: DbTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    // JIT compilation costs tens of milliseconds per query and pays off only for long analytical
    // queries, never for a shop's requests.
    // Statements are prepared once per connection and run again by name (prepared.ts).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      options: '-c jit=off',
      Client: preparingClient(new StatementNames()),
    });
    // An idle connection that the server closes (a restart, a stop) is reported here; without a
    // listener the error would end the process. The pool drops it and opens a new one when needed.
    pool.on('error', () => undefined);
    // The same for a connection that is checked out when the server goes away: the query in
    // flight fails (and with it the request, answered 503); the event must not end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    backends.set(db, { kind: 'postgres', url: target.url });
    return db;
  }
  // pg_trgm and btree_gin: the catalog search's trigram indexes by shop (migrations 007, 026).
  const extensions = { pg_trgm, btree_gin };
  let pglite: PGlite;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    pglite = await PGlite.create({ dataDir: target.dataDir, extensions });
  } else {
    pglite = await PGlite.create({ extensions });
  }
  // Each statement in one call into the database (pglite-driver.ts), not PGlite's six.
  const db = new Kysely<Database>({ dialect: new PGliteOneCallDialect(pglite) });
  backends.set(db, { kind: 'pglite', pglite });
  return db;
}

/** Which database `db` was opened on. */
export function databaseKind(db: Db): 'postgres' | 'pglite' {
  const backend = backends.get(db);
  if (!backend) throw new Error('not a database opened by openDb');
  return backend.kind;
}

/** What a LISTEN on one channel reports. */
export interface NotificationListener {
  /** LISTEN is in place: every notification from now on is delivered (earlier ones may have been missed). */
  onListening(): void;
  onNotification(payload: string): void;
  /** The listening connection is gone: notifications are missed until the next onListening. */
  onLost(error: unknown): void;
}

export interface ListenHandle {
  /** Stops listening; no callback runs afterwards. */
  close(): Promise<void>;
}

/** Application name of the PostgreSQL connection that listens on `channel` (seen in pg_stat_activity). */
export function listenerApplicationName(channel: string): string {
  return `shop-listen-${channel}`;
}

const LISTEN_RETRY_MIN_MS = 100;
const LISTEN_RETRY_MAX_MS = 5_000;
const LISTEN_PING_MS = 15_000;
const LISTEN_PING_TIMEOUT_MS = 5_000;

/**
 * LISTENs on `channel` of the database `db` was opened on. On PostgreSQL a connection of its own
 * (not from the pool) listens; when it drops or stops answering a periodic ping, onLost is
 * called and it reconnects with backoff (100 ms doubling up to 5 s). On PGlite, the embedded
 * instance delivers the notifications of every connection of the process. Resolves after the
 * first attempt, whether it succeeded (onListening was called) or not (it keeps retrying).
 */
export async function listen(db: Db, channel: string, listener: NotificationListener): Promise<ListenHandle> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  const backend = backends.get(db);
  if (!backend) throw new Error('listen() needs a database opened by openDb()');
  if (backend.kind === 'pglite') return listenPglite(backend.pglite, channel, listener);
  return listenPostgres(backend.url, channel, listener);
}

async function listenPglite(pglite: PGlite, channel: string, listener: NotificationListener): Promise<ListenHandle> {
  let open = true;
  const callback = (payload: string) => {
    if (open) listener.onNotification(payload);
  };
  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await pglite.listen(channel, callback);
    listener.onListening();
  } catch (error) {
    listener.onLost(error);
  }
  return {
    async close() {
      open = false;
      if (unlisten && !pglite.closed) await unlisten();
    },
  };
}

async function listenPostgres(url: string, channel: string, listener: NotificationListener): Promise<ListenHandle> {
  let closed = false;
  let current: pg.Client | null = null;
  let retryMs = LISTEN_RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let pingTimer: NodeJS.Timeout | null = null;

  const lose = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = null;
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
    client.end().catch(() => {});
    if (closed) return;
    listener.onLost(error);
    retryTimer = setTimeout(() => void attempt(), retryMs);
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
  };

  const attempt = async (): Promise<void> => {
    retryTimer = null;
    const client = new pg.Client({
      connectionString: url,
      application_name: listenerApplicationName(channel),
      keepAlive: true,
      connectionTimeoutMillis: LISTEN_PING_TIMEOUT_MS,
      query_timeout: LISTEN_PING_TIMEOUT_MS,
    });
    current = client;
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client, new Error('listening connection ended')));
    client.on('notification', (message) => {
      if (current === client && message.channel === channel) listener.onNotification(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(client, error);
      return;
    }
    if (closed || current !== client) {
      await client.end().catch(() => {});
      return;
    }
    retryMs = LISTEN_RETRY_MIN_MS;
    pingTimer = setInterval(() => {
      client.query('SELECT 1').catch((error: unknown) => lose(client, error));
    }, LISTEN_PING_MS);
    pingTimer.unref();
    listener.onListening();
  };

  await attempt();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (pingTimer) clearInterval(pingTimer);
      const client = current;
      current = null;
      if (client) await client.end().catch(() => {});
    },
  };
}

/** Runs every migration not yet applied; throws if one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
