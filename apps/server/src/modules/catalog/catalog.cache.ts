import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db, ListenHandle } from '../../db/connect.ts';
import {
  type InvalidatedCache,
  type InvalidationLog,
  startInvalidation,
  TenantVersions,
} from '../../db/invalidation.ts';

/** The channel the catalog triggers of migration 005 notify: payload "4", "4,6" or "*". */
export const CATALOG_CHANNEL = 'catalog_changed';

/** At most this many answers are kept per process. */
export const CACHE_MAX_ENTRIES = 2_000;
/** At most this many bytes of answers (and their keys) are kept per process. */
export const CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry<V> {
  tenantId: number;
  body: V;
}

interface Pending<V> {
  tenantId: number;
  version: number;
  body: Promise<V>;
}

export interface CacheStats {
  hits: number;
  misses: number;
  /** Filled answers dropped because the catalog changed while they were computed. */
  discarded: number;
}

/** Per-entry bookkeeping counted on top of the key and the body. */
const ENTRY_OVERHEAD = 64;

/**
 * Answers by key (`V`: serialized JSON for the catalog calls, a rendered page for the page
 * cache), least recently used first out, bounded in entries and bytes (an `lru-cache`; an answer
 * larger than an eighth of the bytes is not kept). It serves and stores answers only while it is
 * told that invalidations reach it (`setListening(true)`): a change it could not hear of must not
 * leave stale answers.
 *
 * Every invalidation bumps a version. A fill remembers the version at which its query started
 * and is thrown away if its tenant (or everything) was invalidated since, so a slow query that
 * read the catalog before a change cannot store its answer after the change was announced.
 * Concurrent misses of one key share one computation.
 */
export class KeptAnswers<V> {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly stats: CacheStats = { hits: 0, misses: 0, discarded: 0 };
  readonly #entries: LRUCache<string, Entry<V>>;
  readonly #pending = new Map<string, Pending<V>>();
  readonly #versions = new TenantVersions();

  constructor(opts: { maxEntries?: number; maxBytes?: number; sizeOf: (body: V) => number }) {
    this.maxEntries = opts.maxEntries ?? CACHE_MAX_ENTRIES;
    this.maxBytes = opts.maxBytes ?? CACHE_MAX_BYTES;
    this.#entries = new LRUCache<string, Entry<V>>({
      max: this.maxEntries,
      maxSize: this.maxBytes,
      maxEntrySize: Math.floor(this.maxBytes / 8),
      sizeCalculation: (entry, key) => opts.sizeOf(entry.body) + 2 * key.length + ENTRY_OVERHEAD,
    });
  }

  /** Whether answers are served and stored (invalidations are being heard). */
  get listening(): boolean {
    return this.#versions.listening;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** Whether an answer is stored for `key` (whether or not it would be served). */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** The stored answer for `key`, or undefined (also whenever invalidations are not being heard). */
  lookup(key: string): V | undefined {
    if (!this.#versions.listening) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.stats.hits++;
    return entry.body;
  }

  /**
   * Computes the answer for `key` of tenant `tenantId` and stores it, unless the tenant's
   * catalog changed meanwhile. A computation already running for the key since the last change
   * is shared.
   */
  async keep(tenantId: number, key: string, compute: () => Promise<V>): Promise<V> {
    this.stats.misses++;
    if (!this.#versions.listening) return compute();
    const running = this.#pending.get(key);
    if (running && this.#versions.unchangedSince(running.tenantId, running.version)) return running.body;
    const version = this.#versions.current;
    const pending: Pending<V> = { tenantId, version, body: compute() };
    this.#pending.set(key, pending);
    try {
      const body = await pending.body;
      if (this.#versions.unchangedSince(tenantId, version)) this.#entries.set(key, { tenantId, body });
      else this.stats.discarded++;
      return body;
    } finally {
      if (this.#pending.get(key) === pending) this.#pending.delete(key);
    }
  }

  /** Drops the answers of one tenant. */
  invalidateTenant(tenantId: number): void {
    this.#versions.tenantChanged(tenantId);
    const keys: string[] = [];
    for (const [key, entry] of this.#entries.entries()) if (entry.tenantId === tenantId) keys.push(key);
    for (const key of keys) this.#entries.delete(key);
  }

  /** Drops every answer. */
  invalidateAll(): void {
    this.#versions.allChanged();
    this.#entries.clear();
  }

  /**
   * Whether invalidations are being heard. Either way everything is dropped: changes may have
   * been missed while they were not, and after they stop nothing is served until they resume.
   */
  setListening(listening: boolean): void {
    this.#versions.setListening(listening);
    this.#entries.clear();
  }
}

/** Serialized catalog answers (UTF-8 JSON) by key. */
export class CatalogCache extends KeptAnswers<Buffer> {
  constructor(opts: { maxEntries?: number; maxBytes?: number } = {}) {
    super({ ...opts, sizeOf: (body) => body.length });
  }

  /** Computes the answer for `key` as JSON text and stores it as UTF-8 (see `keep`). */
  fill(tenantId: number, key: string, compute: () => Promise<string>): Promise<Buffer> {
    return this.keep(tenantId, key, async () => toBuffer(await compute()));
  }
}

/** UTF-8 bytes in a buffer of their own (not a slice of Node's shared pool). */
function toBuffer(json: string): Buffer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  body.write(json);
  return body;
}

/**
 * Keeps `cache` in step with the catalog of `db`: LISTENs on the catalog channel and drops the
 * answers of the tenants named in each notification (see startInvalidation).
 */
export function startCatalogInvalidation(
  db: Db,
  cache: InvalidatedCache,
  log?: InvalidationLog,
): Promise<ListenHandle> {
  return startInvalidation(db, CATALOG_CHANNEL, cache, 'catalog cache', log);
}

/**
 * The caches a database's catalog channel keeps in step, behind one listening connection: a
 * notification drops the catalog's, the content's and the pages' kept answers in one go. With a
 * connection each, a page made between two of them would be made from the catalog answers the
 * change had not yet dropped, and kept until the next change.
 */
class CatalogCaches implements InvalidatedCache {
  readonly #caches = new Set<InvalidatedCache>();
  #listening = false;
  #handle: Promise<ListenHandle> | null = null;
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Adds `cache` (as listening as the others) and starts listening if nothing did yet. */
  async join(cache: InvalidatedCache, log?: InvalidationLog): Promise<void> {
    this.#caches.add(cache);
    cache.setListening(this.#listening);
    this.#handle ??= startCatalogInvalidation(this.#db, this, log);
    await this.#handle;
  }

  /** Removes `cache` (it serves nothing more); the last one out stops listening. */
  async leave(cache: InvalidatedCache): Promise<void> {
    if (!this.#caches.delete(cache)) return;
    cache.setListening(false);
    if (this.#caches.size > 0 || !this.#handle) return;
    const handle = this.#handle;
    this.#handle = null;
    this.#listening = false;
    await (await handle).close();
  }

  invalidateTenant(tenantId: number): void {
    for (const cache of this.#caches) cache.invalidateTenant(tenantId);
  }

  invalidateAll(): void {
    for (const cache of this.#caches) cache.invalidateAll();
  }

  setListening(listening: boolean): void {
    this.#listening = listening;
    for (const cache of this.#caches) cache.setListening(listening);
  }
}

const catalogCaches = new WeakMap<Db, CatalogCaches>();

/**
 * Drops what this process keeps of the tenant's catalog, content and pages at once, without
 * waiting for the change's notification: a back-office change is seen by the operator's next
 * request to this process. Other processes (and this one, again) drop them when it arrives.
 */
export function dropKeptAnswers(db: Db, tenantId: number): void {
  catalogCaches.get(db)?.invalidateTenant(tenantId);
}

/**
 * Keeps a server's answer cache in step with the catalog channel: it listens from the moment the
 * server is ready and stops when the server closes. Every cache of one database shares the
 * listening connection (CatalogCaches).
 */
export function keepInStep(app: FastifyInstance, db: Db, cache: InvalidatedCache): void {
  let caches = catalogCaches.get(db);
  if (!caches) {
    caches = new CatalogCaches(db);
    catalogCaches.set(db, caches);
  }
  const group = caches;
  app.addHook('onReady', () => group.join(cache, app.log));
  app.addHook('onClose', () => group.leave(cache));
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers from the cache by key, or computes the answer, serializes it with the route's own
 * response serializer (so a cached answer is byte for byte the uncached one) and caches it.
 * The stored JSON is sent as it is: Fastify neither validates nor serializes a Buffer sent with
 * a content type. The handler returns the reply, as an async handler that has sent must; the
 * return type of the call spec is only satisfied nominally.
 */
export async function cachedAnswer(
  cache: CatalogCache,
  reply: FastifyReply,
  tenantId: number,
  key: string,
  compute: () => Promise<unknown>,
): Promise<never> {
  const fullKey = `${tenantId}:${key}`;
  const body =
    cache.lookup(fullKey) ?? (await cache.fill(tenantId, fullKey, async () => serialized(reply, await compute())));
  return reply.type(JSON_TYPE).send(body) as never;
}

function serialized(reply: FastifyReply, data: unknown): string {
  const out = reply.serialize(data);
  return typeof out === 'string' ? out : Buffer.from(out as ArrayBuffer).toString('utf8');
}
