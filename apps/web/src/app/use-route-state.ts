import { useShallow } from 'zustand/react/shallow';
import { useAuthStore } from '../features/auth/hooks/auth-store.ts';
import type { RouteState } from './routing.ts';

/** The part of the auth state that routing depends on. */
export function useRouteState(): RouteState {
  return useAuthStore(
    useShallow((s) => ({
      publicTenant: s.publicTenant,
      tenantId: s.tenantId,
      loggedIn: s.loggedIn,
      showStoreList: s.showStoreList,
    })),
  );
}
