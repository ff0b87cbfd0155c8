import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { CounterStore } from './modules/auth/counters.ts';
import type { LoginCache } from './modules/auth/login-cache.ts';
import type { SessionGuard } from './modules/auth/sessions.ts';
import type { TenantDirectory } from './plugins/tenant-context.ts';

/** What every module gets: configuration, the database and the shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  tenants: TenantDirectory;
  counters: CounterStore;
  /** The accounts of the tenants that logins were made on, kept in step with the database (login-cache.ts). */
  logins: LoginCache;
  /** Whether the session of a valid access token is still alive (sessions.ts). */
  sessions: SessionGuard;
  /** The outbox sender: `kick()` after a mail is queued sends it soon. */
  mail: MailHandle;
}

export interface MailHandle {
  kick(): void;
  drain(): Promise<void>;
  stop(): Promise<void>;
}
