import { useShallow } from 'zustand/react/shallow';
import { useTenant } from '../lib/tenant.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import type { RouteState } from './routing.ts';

/** What routing depends on: the session's part of the auth state and the tenant's settings. */
export function useRouteState(): RouteState {
  const tenant = useTenant();
  const session = useAuthStore(
    useShallow((s) => ({ publicTenant: s.publicTenant, loggedIn: s.loggedIn, showStoreList: s.showStoreList })),
  );
  return { ...session, guestCheckout: tenant.guestCheckout, faqPage: tenant.content.faqPage };
}
