import { type AdminPermission, type AdminTokenAnswer, hasPermission } from '@shop/contract';
import { Store, useStore } from './external-store.ts';

/**
 * The operator's session: tokens, roles and the shops it may work in. Kept in sessionStorage,
 * so it ends with the tab; the refresh token is useless without the HttpOnly cookie `admin_rt`.
 */
export type AdminSession = Pick<
  AdminTokenAnswer,
  'access_token' | 'refresh_token' | 'roles' | 'username' | 'tenant_id' | 'tenants'
> & {
  /** The shop the operator works in now (the host's shop, or another one a SUPERADMIN chose). */
  tenant: number;
};

const SESSION_KEY = 'adminSession';

function readStored(): AdminSession | null {
  try {
    const text = sessionStorage.getItem(SESSION_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Partial<AdminSession>;
    if (
      typeof value.access_token !== 'string' ||
      typeof value.refresh_token !== 'string' ||
      typeof value.tenant !== 'number' ||
      !Array.isArray(value.roles) ||
      !Array.isArray(value.tenants)
    )
      return null;
    return value as AdminSession;
  } catch {
    return null;
  }
}

function writeStored(session: AdminSession | null): void {
  try {
    if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // Kept in memory only.
  }
}

export const sessionStore = new Store<AdminSession | null>(null);

/** Reads the stored session (at start). */
export function loadSession(): AdminSession | null {
  const session = readStored();
  sessionStore.set(session);
  return session;
}

export function currentSession(): AdminSession | null {
  return sessionStore.get();
}

/** A sign-in's or refresh's answer as the session; the shop worked in stays unless it is no longer allowed. */
export function startSession(answer: AdminTokenAnswer, tenant: number): AdminSession {
  const session: AdminSession = {
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    roles: answer.roles,
    username: answer.username,
    tenant_id: answer.tenant_id,
    tenants: answer.tenants,
    tenant: answer.tenants.some((t) => t.id === tenant) ? tenant : answer.tenant_id,
  };
  writeStored(session);
  sessionStore.set(session);
  return session;
}

export function updateSession(patch: Partial<AdminSession>): void {
  const session = sessionStore.get();
  if (!session) return;
  const next = { ...session, ...patch };
  writeStored(next);
  sessionStore.set(next);
}

export function endSession(): void {
  writeStored(null);
  sessionStore.set(null);
}

export function useSession(): AdminSession | null {
  return useStore(sessionStore);
}

/** Whether the signed-in operator may do this (the buttons it sees; the server decides again). */
export function useMay(permission: AdminPermission): boolean {
  const session = useSession();
  return session !== null && hasPermission(session.roles, permission);
}
