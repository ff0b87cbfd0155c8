import type { Db, ListenHandle } from '../../db/connect.ts';
import { type InvalidationLog, startInvalidation, TenantVersions } from '../../db/invalidation.ts';
import { findUserByUsername, type LoginUser, usernameSpelling } from './auth.repository.ts';

/** The channel the account triggers of migration 009 notify: payload "4" or "*". */
export const ACCOUNTS_CHANNEL = 'accounts_changed';

/** At most this many usernames are kept per process. */
export const LOGIN_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  tenantId: number;
  user: LoginUser | null;
}

/**
 * The accounts that logins looked up, by tenant and username, least recently used first out:
 * a login whose account is here reads nothing from the database. Usernames that name no account
 * are kept too (as null), so that an unknown username costs a login what a known one does.
 *
 * Kept in step by the account triggers of migration 009: any change to a tenant's users (or to
 * its customers' numbers) drops that tenant's entries, in every process. Like the catalog cache
 * it serves and stores nothing while those changes are not being heard, and a read that began
 * before a change was heard is not stored. `loginUser` also tells whether the account changed
 * while its password was being checked, so that the check can be made again.
 */
export class LoginCache {
  readonly maxEntries: number;
  readonly stats = { hits: 0, misses: 0 };
  readonly #entries = new Map<string, Entry>();
  readonly #versions = new TenantVersions();

  constructor(maxEntries = LOGIN_CACHE_MAX_ENTRIES) {
    this.maxEntries = maxEntries;
  }

  get listening(): boolean {
    return this.#versions.listening;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The stamp of now: taken before a lookup or a read of the database. */
  get stamp(): number {
    return this.#versions.current;
  }

  /** The account kept for the username (null: none has it), or undefined if none is kept or served. */
  lookup(tenantId: number, username: string): { user: LoginUser | null } | undefined {
    if (!this.#versions.listening) return undefined;
    const key = keyOf(tenantId, username);
    const entry = this.#entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { user: entry.user };
  }

  /** Keeps what the database said of the username, unless the tenant changed since `stamp`. */
  store(tenantId: number, username: string, user: LoginUser | null, stamp: number): void {
    if (!this.#versions.unchangedSince(tenantId, stamp)) return;
    const key = keyOf(tenantId, username);
    this.#entries.delete(key);
    this.#entries.set(key, { tenantId, user });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Whether no change of the tenant's accounts was heard since `stamp` (and changes are still heard). */
  unchangedSince(tenantId: number, stamp: number): boolean {
    return this.#versions.unchangedSince(tenantId, stamp);
  }

  invalidateTenant(tenantId: number): void {
    this.#versions.tenantChanged(tenantId);
    for (const [key, entry] of this.#entries) if (entry.tenantId === tenantId) this.#entries.delete(key);
  }

  invalidateAll(): void {
    this.#versions.allChanged();
    this.#entries.clear();
  }

  setListening(listening: boolean): void {
    this.#versions.setListening(listening);
    this.#entries.clear();
  }
}

function keyOf(tenantId: number, username: string): string {
  return `${tenantId}\n${usernameSpelling(username)}`;
}

const caches = new WeakMap<object, LoginCache>();

/** The login cache of a server built by buildApp (for tests). */
export function loginCacheOf(app: object): LoginCache | undefined {
  return caches.get(app);
}

/** Records the login cache of a server, for loginCacheOf. */
export function registerLoginCache(app: object, cache: LoginCache): void {
  caches.set(app, cache);
}

/** The account a login names, and whether it is still as found (see LoginCache). */
export interface LoginAccount {
  user: LoginUser | undefined;
  /** False if the account came from the cache and the tenant's accounts changed since. */
  unchanged(): boolean;
}

/** The account a username names, from `cache` when it has it (none: from the database). */
export async function loginUser(
  db: Db,
  cache: LoginCache | null,
  tenantId: number,
  username: string,
): Promise<LoginAccount> {
  if (!cache) return { user: await findUserByUsername(db, tenantId, username), unchanged: () => true };
  const stamp = cache.stamp;
  const kept = cache.lookup(tenantId, username);
  if (kept) return { user: kept.user ?? undefined, unchanged: () => cache.unchangedSince(tenantId, stamp) };
  const user = await findUserByUsername(db, tenantId, username);
  cache.store(tenantId, username, user ?? null, stamp);
  return { user, unchanged: () => true };
}

/** Keeps `cache` in step with the accounts of `db` (the triggers of migration 009). */
export function startLoginInvalidation(db: Db, cache: LoginCache, log?: InvalidationLog): Promise<ListenHandle> {
  return startInvalidation(db, ACCOUNTS_CHANNEL, cache, 'login cache', log);
}
