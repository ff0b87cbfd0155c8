import type { Tenant } from '@shop/contract';
import type { Db, ListenHandle } from '../db/connect.ts';
import { type InvalidatedCache, type InvalidationLog, startInvalidation } from '../db/invalidation.ts';
import { loadTenants } from '../modules/tenants/tenants.repository.ts';

/** Resolves host names to tenant ids: SHOP_HOSTS, then `t<ID>.localhost`, then the default tenant. */
export function tenantIdForHost(
  hostHeader: string | undefined,
  hostTenants: ReadonlyMap<string, number>,
  defaultTenant: number,
): number | null {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const configured = hostTenants.get(host);
  if (configured !== undefined) return configured;
  const local = /^t(\d{1,7})\.localhost$/.exec(host);
  if (local?.[1]) return Number(local[1]);
  if (host === '' || host === 'localhost' || host === '[::1]' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) {
    return defaultTenant;
  }
  return hostTenants.size === 0 ? defaultTenant : null;
}

const TTL_MS = 10_000;

/** The channel the tenant triggers of migration 020 notify: payload "4", "4,6" or "*". */
export const TENANTS_CHANNEL = 'tenants_changed';

/**
 * Tenant settings, read from the database and kept: every request needs them. While changes
 * are heard (migration 020's triggers on `tenants` and `tenant_languages`, LISTENed to by
 * `startTenantInvalidation`) they are kept until a change of any tenant drops them, in every
 * process; while not, they are kept for a few seconds only (TTL_MS). A read that began before
 * a change was heard is answered but not kept.
 */
export class TenantDirectory implements InvalidatedCache {
  readonly #db: Db;
  #cache: Map<number, Tenant> | null = null;
  #loadedAt = 0;
  #loading: Promise<Map<number, Tenant>> | null = null;
  #listening = false;
  /** Moves on with every change heard: a read started at an older generation is not kept. */
  #generation = 0;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Whether changes are being heard (the settings are then kept until one is). */
  get listening(): boolean {
    return this.#listening;
  }

  async get(id: number): Promise<Tenant | undefined> {
    return (await this.all()).get(id);
  }

  async all(): Promise<Map<number, Tenant>> {
    if (this.#cache && (this.#listening || Date.now() - this.#loadedAt < TTL_MS)) return this.#cache;
    if (this.#loading) return this.#loading;
    const generation = this.#generation;
    const loading: Promise<Map<number, Tenant>> = loadTenants(this.#db)
      .then((list) => {
        const map = new Map(list.map((t) => [t.id, t]));
        if (generation === this.#generation) {
          this.#cache = map;
          this.#loadedAt = Date.now();
        }
        return map;
      })
      .finally(() => {
        if (this.#loading === loading) this.#loading = null;
      });
    this.#loading = loading;
    return loading;
  }

  /** Drops the kept settings (and forgets a read under way): the next request reads them again. */
  invalidate(): void {
    this.#generation++;
    this.#cache = null;
    this.#loading = null;
  }

  /** A tenant changed: all are read again (one query reads them all). */
  invalidateTenant(_tenantId: number): void {
    this.invalidate();
  }

  invalidateAll(): void {
    this.invalidate();
  }

  setListening(listening: boolean): void {
    this.#listening = listening;
    this.invalidate();
  }
}

/** Keeps `directory` in step with the tenants of `db` (see startInvalidation). */
export function startTenantInvalidation(
  db: Db,
  directory: TenantDirectory,
  log?: InvalidationLog,
): Promise<ListenHandle> {
  return startInvalidation(db, TENANTS_CHANNEL, directory, 'tenant settings', log);
}
