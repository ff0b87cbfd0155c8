import type { Db, ListenHandle } from './connect.ts';
import { listen } from './connect.ts';

/**
 * When each tenant's data last changed, as a counter every change moves on: a cache that stamps
 * a read with `current` before it reads can tell afterwards whether the tenant changed meanwhile.
 * Nothing counts as unchanged while changes are not being heard (`setListening(false)`): a
 * change the process could not hear of must not leave stale data in use.
 */
export class TenantVersions {
  #listening = false;
  #version = 0;
  #allChangedAt = 0;
  readonly #tenantChangedAt = new Map<number, number>();

  /** Whether changes are being heard. */
  get listening(): boolean {
    return this.#listening;
  }

  /** The stamp of now, to compare later with `unchangedSince`. */
  get current(): number {
    return this.#version;
  }

  /** Whether no change of `tenantId` (or of all tenants) was heard since `stamp`, and changes are still heard. */
  unchangedSince(tenantId: number, stamp: number): boolean {
    return this.#listening && this.#allChangedAt <= stamp && (this.#tenantChangedAt.get(tenantId) ?? 0) <= stamp;
  }

  tenantChanged(tenantId: number): void {
    this.#tenantChangedAt.set(tenantId, ++this.#version);
  }

  allChanged(): void {
    this.#allChangedAt = ++this.#version;
  }

  /** Either way everything counts as changed: changes may have been missed while not heard. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.allChanged();
  }
}

/** A cache that a change notification channel keeps in step with the database. */
export interface InvalidatedCache {
  invalidateTenant(tenantId: number): void;
  invalidateAll(): void;
  /** Whether notifications are being heard; the cache drops everything either way. */
  setListening(listening: boolean): void;
}

/**
 * Applies a change notification to `cache`: its payload names tenants ("4", "4,6") or all of
 * them ("*"); anything that is not a list of tenant ids counts as all.
 */
export function applyNotification(cache: InvalidatedCache, payload: string): void {
  const ids = payload.split(',').map((s) => Number(s.trim()));
  if (payload.trim() === '*' || ids.some((id) => !Number.isInteger(id))) cache.invalidateAll();
  else for (const id of ids) cache.invalidateTenant(id);
}

export interface InvalidationLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Keeps `cache` in step with `db`: LISTENs on `channel` and hands each notification to the
 * cache. While the listening connection is down the cache is told so (it serves nothing), and
 * it starts empty whenever listening (re)starts. `what` names the cache in the log.
 */
export function startInvalidation(
  db: Db,
  channel: string,
  cache: InvalidatedCache,
  what: string,
  log?: InvalidationLog,
): Promise<ListenHandle> {
  let lost = false;
  return listen(db, channel, {
    onListening() {
      cache.setListening(true);
      if (lost) log?.info({}, `${what}: listening for changes again`);
      lost = false;
    },
    onNotification(payload) {
      applyNotification(cache, payload);
    },
    onLost(error) {
      cache.setListening(false);
      if (!lost) log?.warn({ err: error }, `${what}: not listening for changes; serving uncached`);
      lost = true;
    },
  });
}
