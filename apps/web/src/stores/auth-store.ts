import type { LoginBody, Tenant } from '@shop/contract';
import { create } from 'zustand';
import { ApiError, configureApiClient, refreshSession } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearUser, readUser, writeUser } from '../lib/storage.ts';
import { applyAccountType } from './account-type.ts';
import { useCartStore } from './cart-store.ts';
import { checkSession, fetchHasStores, postLogin, postLogout } from './session-calls.ts';

/** Auth state of SPEC.md §3, plus whether the start-up session check has finished. */
export type AuthState = {
  loggedIn: boolean;
  publicTenant: boolean;
  tenantId: number;
  currency: string;
  vat: number;
  /** A session check or login is running; data loads wait until it ends. */
  isProcessing: boolean;
  /** Signed in on a non-public tenant with stores to choose from: every path shows the store list. */
  showStoreList: boolean;
  /** The start-up session check has finished. */
  ready: boolean;
  username: string | null;
};

export const initialAuthState: AuthState = {
  loggedIn: false,
  publicTenant: true,
  tenantId: 4,
  currency: 'SEK',
  vat: 25,
  isProcessing: true,
  showStoreList: false,
  ready: false,
  username: null,
};

export const useAuthStore = create<AuthState>()(() => ({ ...initialAuthState }));

const set = (partial: Partial<AuthState>) => useAuthStore.setState(partial);
const get = () => useAuthStore.getState();

/** Takes the tenant settings (first load and every tenant data refresh). */
export function syncTenant(tenant: Pick<Tenant, 'id' | 'publicTenant' | 'currency' | 'vat'>): void {
  set({ tenantId: tenant.id, publicTenant: tenant.publicTenant, currency: tenant.currency, vat: tenant.vat });
}

/** Wires the API client to this tenant and session. Call once, before `startSession`. */
export function initAuth(tenant: Pick<Tenant, 'id' | 'publicTenant' | 'currency' | 'vat'>): void {
  syncTenant(tenant);
  configureApiClient({
    tenantId: () => get().tenantId,
    publicTenant: () => get().publicTenant,
    onSessionLost: () => endSession(),
  });
}

/** Forgets the session in this browser: stored user, cart and customer data. */
export function endSession(): void {
  clearUser();
  useCartStore.getState().clear();
  queryClient.clear();
  set({ loggedIn: false, showStoreList: false, username: null });
}

/** Logs out: ends the session here at once and tells the server to revoke the refresh token. */
export async function logout(): Promise<void> {
  const user = readUser();
  endSession();
  if (!user) return;
  try {
    await postLogout(get().tenantId, user.refresh_token, user.access_token);
  } catch {
    // The session is gone from this browser either way; the token expires on the server.
  }
}

/**
 * The start-up session check. With a stored session: success → signed in, then the token is
 * refreshed; an admin answer or any failure → logged out. Without one: a guest.
 */
export async function startSession(): Promise<void> {
  const user = readUser();
  if (!user) {
    set({ loggedIn: false, isProcessing: false, ready: true });
    return;
  }
  set({ isProcessing: true });
  try {
    if (user.tenant_id !== get().tenantId) {
      // A session of another shop is no use here (the server checks the tenant of each token).
      endSession();
      return;
    }
    const answer = await checkSession();
    if (!answer.success || answer.admin) {
      await logout();
      return;
    }
    set({
      loggedIn: true,
      username: user.username,
      showStoreList: !get().publicTenant && answer.hasStores,
    });
    if (!(await refreshSession())) await logout();
  } catch (error) {
    // No answer at all (offline, or the page is being left): keep the stored session for the
    // next page instead of logging out; only a refusal from the server ends it.
    if (error instanceof ApiError && error.status === 0) set({ loggedIn: false });
    else await logout();
  } finally {
    set({ isProcessing: false, ready: true });
  }
}

/**
 * Logs in with the tenant's currency and VAT. On a non-public tenant the stores check decides
 * whether the store list shows. Throws the ApiError of a refused login.
 */
export async function login(body: LoginBody): Promise<void> {
  const { tenantId, currency, vat, publicTenant } = get();
  set({ isProcessing: true });
  try {
    const user = await postLogin(body, { id: tenantId, currency, vat });
    writeUser(user);
    let showStoreList = false;
    if (!publicTenant) {
      try {
        showStoreList = await fetchHasStores();
      } catch {
        showStoreList = false;
      }
    }
    // The account's type applies at login (SPEC.md §1), before the pages show its prices.
    if (!showStoreList) await applyAccountType(tenantId);
    set({ loggedIn: true, username: user.username, showStoreList });
    void queryClient.invalidateQueries();
  } finally {
    set({ isProcessing: false });
  }
}

/** Ends the store-list state once a store is chosen; the customer data then reloads. */
export function storeSelected(): void {
  set({ showStoreList: false });
  void queryClient.invalidateQueries();
}
