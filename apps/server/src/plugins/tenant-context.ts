import type { Tenant } from '@shop/contract';
import type { Db } from '../db/connect.ts';
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

/**
 * Tenant settings, read from the database and kept for a few seconds: they change
 * rarely, and every request needs them.
 */
export class TenantDirectory {
  readonly #db: Db;
  #cache: Map<number, Tenant> | null = null;
  #loadedAt = 0;
  #loading: Promise<Map<number, Tenant>> | null = null;

  constructor(db: Db) {
    this.#db = db;
  }

  async get(id: number): Promise<Tenant | undefined> {
    return (await this.all()).get(id);
  }

  async all(): Promise<Map<number, Tenant>> {
    if (this.#cache && Date.now() - this.#loadedAt < TTL_MS) return this.#cache;
    this.#loading ??= loadTenants(this.#db)
      .then((list) => {
        this.#cache = new Map(list.map((t) => [t.id, t]));
        this.#loadedAt = Date.now();
        return this.#cache;
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }

  invalidate(): void {
    this.#cache = null;
  }
}
