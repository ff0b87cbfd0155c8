import type { Db, ListenHandle } from '../../db/connect.ts';
import { type InvalidationLog, startInvalidation, TenantVersions } from '../../db/invalidation.ts';
import { findTenantUsers, findUserByUsername, type LoginUser, usernameKey } from './auth.repository.ts';

/** The channel the account triggers of migration 009 notify: payload "4" or "*". */
export const ACCOUNTS_CHANNEL = 'accounts_changed';

/** A tenant with more accounts than this is not kept: its logins read the database. */
export const LOGIN_CACHE_MAX_ACCOUNTS = 10_000;

/**
 * The accounts of one tenant, found by username as `findUserByUsername` finds them
 * (`usernameKey`), or by id as `findUserById` does (for the session guard, sessions.ts).
 */
export class TenantAccounts {
  readonly size: number;
  readonly #byEmail = new Map<string, LoginUser>();
  readonly #byNumber = new Map<string, LoginUser>();
  readonly #byId = new Map<number, LoginUser>();

  /** `users` in the order of `findTenantUsers` (by id). */
  constructor(users: readonly LoginUser[]) {
    this.size = users.length;
    for (const user of users) {
      this.#byId.set(user.id, user);
      if (user.email !== null) this.#byEmail.set(user.email, user);
      if (user.customer_number !== null && !this.#byNumber.has(user.customer_number)) {
        this.#byNumber.set(user.customer_number, user);
      }
    }
  }

  find(username: string): LoginUser | undefined {
    const key = usernameKey(username);
    return 'customerNumber' in key ? this.#byNumber.get(key.customerNumber) : this.#byEmail.get(key.email);
  }

  byId(userId: number): LoginUser | undefined {
    return this.#byId.get(userId);
  }
}

/** A tenant's accounts and the stamp taken before they were read. */
interface Loaded {
  accounts: TenantAccounts;
  stamp: number;
}

/** A tenant with more accounts than the cache keeps: its logins read the database. */
const TOO_MANY = 'too many';

/**
 * The accounts of each tenant that logins were made on, whole: once a tenant's accounts are
 * here, a login on it reads nothing from the database, whether the username names an account or
 * not. Kept whole, not username by username, so that how long a login takes never depends on
 * which usernames were tried before: the first login on a tenant reads all its accounts, known
 * username or not, and every later one reads none (a timing difference would tell which
 * usernames exist). A tenant with more than `maxAccounts` accounts is not kept, and every login
 * on it reads its account from the database, again whatever the username.
 *
 * Kept in step by the account triggers of migration 009: any change to a tenant's users (or to
 * its customers' numbers) drops that tenant's accounts, in every process; the next login reads
 * them again. Like the catalog cache it serves and keeps nothing while those changes are not
 * being heard, and a read that began before a change was heard is not kept. `loginUser` also
 * tells whether the tenant's accounts changed while the password was being checked, so that the
 * check can be made again.
 */
export class LoginCache {
  readonly maxAccounts: number;
  /** hits: logins answered from kept accounts; loads: reads of a tenant's accounts. */
  readonly stats = { hits: 0, loads: 0 };
  readonly #tenants = new Map<number, Loaded | typeof TOO_MANY>();
  readonly #loading = new Map<number, Promise<Loaded | undefined>>();
  readonly #versions = new TenantVersions();

  constructor(maxAccounts = LOGIN_CACHE_MAX_ACCOUNTS) {
    this.maxAccounts = maxAccounts;
  }

  get listening(): boolean {
    return this.#versions.listening;
  }

  /** How many tenants' accounts are kept. */
  get size(): number {
    let n = 0;
    for (const kept of this.#tenants.values()) if (kept !== TOO_MANY) n++;
    return n;
  }

  /** The stamp of now: taken before a lookup or a read of the database. */
  get stamp(): number {
    return this.#versions.current;
  }

  /**
   * The account kept for the username (null: none has it), or undefined if the tenant's accounts
   * are not kept or not served.
   */
  lookup(tenantId: number, username: string): { user: LoginUser | null } | undefined {
    if (!this.#versions.listening) return undefined;
    const kept = this.#tenants.get(tenantId);
    if (kept === undefined || kept === TOO_MANY) return undefined;
    this.stats.hits++;
    return { user: kept.accounts.find(username) ?? null };
  }

  /**
   * The kept account with this id (null: the tenant has none), or undefined if the tenant's
   * accounts are not kept or not served. Not counted in `stats`: no login.
   */
  lookupUser(tenantId: number, userId: number): { user: LoginUser | null } | undefined {
    if (!this.#versions.listening) return undefined;
    const kept = this.#tenants.get(tenantId);
    if (kept === undefined || kept === TOO_MANY) return undefined;
    return { user: kept.accounts.byId(userId) ?? null };
  }

  /**
   * The tenant's accounts with the stamp taken before they were read: kept, or read now by
   * `read` (the tenant's first `limit` accounts by id; one read at a time per tenant, and logins
   * that arrive meanwhile wait for it). Undefined if they are not to be had from the cache:
   * changes are not heard, the tenant has too many accounts, or it changed while they were read.
   */
  load(tenantId: number, read: (limit: number) => Promise<LoginUser[]>): Promise<Loaded | undefined> {
    const kept = this.#tenants.get(tenantId);
    if (!this.#versions.listening || kept === TOO_MANY) return Promise.resolve(undefined);
    if (kept) return Promise.resolve(kept);
    let loading = this.#loading.get(tenantId);
    if (!loading) {
      const stamp = this.stamp;
      const reading = read(this.maxAccounts + 1).then((users) => {
        this.stats.loads++;
        if (!this.#versions.unchangedSince(tenantId, stamp)) return undefined;
        if (users.length > this.maxAccounts) {
          this.#tenants.set(tenantId, TOO_MANY);
          return undefined;
        }
        const loaded = { accounts: new TenantAccounts(users), stamp };
        this.#tenants.set(tenantId, loaded);
        return loaded;
      });
      loading = reading.finally(() => {
        if (this.#loading.get(tenantId) === loading) this.#loading.delete(tenantId);
      });
      this.#loading.set(tenantId, loading);
    }
    return loading;
  }

  /** Whether no change of the tenant's accounts was heard since `stamp` (and changes are still heard). */
  unchangedSince(tenantId: number, stamp: number): boolean {
    return this.#versions.unchangedSince(tenantId, stamp);
  }

  /**
   * This process changed the tenant's accounts: they are dropped at once, without waiting for
   * the change notification, which may arrive after the writer's next request (a sign-in right
   * after sign-up or a password change must see the new account).
   */
  changedHere(tenantId: number): void {
    this.#drop(tenantId);
  }

  invalidateTenant(tenantId: number): void {
    this.#drop(tenantId);
  }

  #drop(tenantId: number): void {
    this.#versions.tenantChanged(tenantId);
    this.#tenants.delete(tenantId);
    this.#loading.delete(tenantId);
  }

  invalidateAll(): void {
    this.#versions.allChanged();
    this.#tenants.clear();
    this.#loading.clear();
  }

  setListening(listening: boolean): void {
    this.#versions.setListening(listening);
    this.#tenants.clear();
    this.#loading.clear();
  }
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

/** The account a username names, from `cache` when it has the tenant's accounts (none: from the database). */
export async function loginUser(
  db: Db,
  cache: LoginCache | null,
  tenantId: number,
  username: string,
): Promise<LoginAccount> {
  if (cache) {
    const stamp = cache.stamp;
    const kept = cache.lookup(tenantId, username);
    if (kept) return { user: kept.user ?? undefined, unchanged: () => cache.unchangedSince(tenantId, stamp) };
    const loaded = await cache.load(tenantId, (limit) => findTenantUsers(db, tenantId, limit));
    if (loaded) {
      return { user: loaded.accounts.find(username), unchanged: () => cache.unchangedSince(tenantId, loaded.stamp) };
    }
  }
  return { user: await findUserByUsername(db, tenantId, username), unchanged: () => true };
}

/** Keeps `cache` in step with the accounts of `db` (the triggers of migration 009). */
export function startLoginInvalidation(db: Db, cache: LoginCache, log?: InvalidationLog): Promise<ListenHandle> {
  return startInvalidation(db, ACCOUNTS_CHANNEL, cache, 'login cache', log);
}
