import { ACCESS_TOKEN_TTL_S } from '@shop/contract';
import type { Db, ListenHandle } from '../../db/connect.ts';
import { listen } from '../../db/connect.ts';
import type { InvalidationLog } from '../../db/invalidation.ts';
import { SESSIONS_CHANNEL } from '../../db/migrations/010-sessions-notify.ts';
import {
  familiesRevokedSince,
  familyRevoked,
  findTenantUsers,
  findUserById,
  type LoginUser,
} from './auth.repository.ts';
import type { LoginCache } from './login-cache.ts';
import { UUID } from './tokens.ts';

export { SESSIONS_CHANNEL };

/** The session a token or cookie belongs to: whose, which family, and the user's epoch at its start. */
export interface SessionRef {
  tenantId: number;
  userId: number;
  familyId: string;
  sessionEpoch: number;
}

/**
 * How long a revoked family is remembered: every access token of it has expired by then. The
 * margin covers clocks that differ between processes and a refresh that raced the revocation.
 */
export const REVOKED_MEMORY_MS = (ACCESS_TOKEN_TTL_S + 120) * 1000;

/**
 * The refresh-token families revoked in the last REVOKED_MEMORY_MS, as far as this process has
 * heard: read once when listening starts, then kept in step by the notifications of migration
 * 010. `ready` only while listening and once that read is in: otherwise the guard asks the
 * database.
 */
export class RevokedFamilies {
  readonly #heard = new Map<string, number>();
  #listening = false;
  #ready = false;
  #generation = 0;

  get ready(): boolean {
    return this.#ready;
  }

  get size(): number {
    return this.#heard.size;
  }

  has(familyId: string): boolean {
    this.#forgetOld(Date.now());
    return this.#heard.has(familyId);
  }

  /** A family heard revoked (a notification's payload; anything but a family id is ignored). */
  add(familyId: string, now = Date.now()): void {
    this.#add(familyId, now);
  }

  /**
   * A family this process revoked: remembered at once, without waiting for its notification,
   * which may arrive after the caller's next request (that request must already be refused).
   */
  revokedHere(familyId: string): void {
    this.#add(familyId, Date.now());
  }

  #add(familyId: string, now: number): void {
    if (!UUID.test(familyId)) return;
    this.#heard.delete(familyId);
    this.#heard.set(familyId, now);
    this.#forgetOld(now);
  }

  /** Listening (re)started: what was missed meanwhile is read by `read`; until it is in, not ready. */
  listening(read: () => Promise<string[]>, onError: (error: unknown) => void): Promise<void> {
    const generation = ++this.#generation;
    this.#listening = true;
    this.#ready = false;
    return read().then(
      (families) => {
        if (generation !== this.#generation || !this.#listening) return;
        for (const family of families) this.add(family);
        this.#ready = true;
      },
      (error: unknown) => {
        if (generation === this.#generation) onError(error);
      },
    );
  }

  /** Listening stopped: revocations may be missed from now on. */
  lost(): void {
    this.#generation++;
    this.#listening = false;
    this.#ready = false;
  }

  /** Entries are in the order heard: the oldest go first. */
  #forgetOld(now: number): void {
    for (const [family, at] of this.#heard) {
      if (at + REVOKED_MEMORY_MS > now) break;
      this.#heard.delete(family);
    }
  }
}

/**
 * The session guard: whether the session of a valid access token (or media cookie) is still
 * alive. It is not if its family was revoked (logout), its user is gone or disabled, or the
 * user's session epoch moved on (a password reset). Answered from memory on the hot path: the
 * revoked families this process heard of, and the accounts of the login cache (whole tenants,
 * kept in step by migration 009); the database is read only while changes are not being heard,
 * for a tenant the login cache does not keep, and once per tenant to fill the cache.
 */
export class SessionGuard {
  readonly revoked = new RevokedFamilies();
  readonly #db: Db;
  readonly #logins: LoginCache;

  constructor(db: Db, logins: LoginCache) {
    this.#db = db;
    this.#logins = logins;
  }

  async alive(session: SessionRef): Promise<boolean> {
    const revoked = this.revoked.ready
      ? this.revoked.has(session.familyId)
      : await familyRevoked(this.#db, session.familyId);
    if (revoked) return false;
    let user = await this.#keptUser(session.tenantId, session.userId);
    // Kept accounts may not yet show a change made a moment ago (an account just signed up, an
    // epoch moved on by a login that read the database): what they cannot vouch for is read.
    if (!user || user.session_epoch < session.sessionEpoch) {
      user = await findUserById(this.#db, session.tenantId, session.userId);
    }
    return user !== undefined && !user.disabled && user.session_epoch === session.sessionEpoch;
  }

  /** The account from the login cache (filling it with the tenant's accounts if need be); undefined if it has none. */
  async #keptUser(tenantId: number, userId: number): Promise<LoginUser | undefined> {
    const kept = this.#logins.lookupUser(tenantId, userId);
    if (kept) return kept.user ?? undefined;
    const loaded = await this.#logins.load(tenantId, (limit) => findTenantUsers(this.#db, tenantId, limit));
    return loaded?.accounts.byId(userId);
  }

  /** Keeps the revoked families in step with `db` (the trigger of migration 010). */
  start(log?: InvalidationLog): Promise<ListenHandle> {
    let lost = false;
    return listen(this.#db, SESSIONS_CHANNEL, {
      onListening: () => {
        void this.revoked.listening(
          () => familiesRevokedSince(this.#db, new Date(Date.now() - REVOKED_MEMORY_MS)),
          (error) => log?.warn({ err: error }, 'session guard: reading revoked sessions failed; asking the database'),
        );
        if (lost) log?.info({}, 'session guard: listening for revocations again');
        lost = false;
      },
      onNotification: (payload) => this.revoked.add(payload),
      onLost: (error) => {
        this.revoked.lost();
        if (!lost) log?.warn({ err: error }, 'session guard: not listening for revocations; asking the database');
        lost = true;
      },
    });
  }
}

const guards = new WeakMap<object, SessionGuard>();

/** The session guard of a server built by buildApp (for tests). */
export function sessionGuardOf(app: object): SessionGuard | undefined {
  return guards.get(app);
}

/** Records the session guard of a server, for sessionGuardOf. */
export function registerSessionGuard(app: object, guard: SessionGuard): void {
  guards.set(app, guard);
}
