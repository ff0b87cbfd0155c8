import { useAuthStore } from '../stores/auth-store.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { useCustomerTypeStore } from '../stores/customer-type-store.ts';
import { useTenantStore } from './tenant.ts';
import { assumeViewport } from './use-media-query.ts';

const STORES = [useTenantStore, useAuthStore, useCartStore, useCustomerTypeStore] as const;

/**
 * React renders a store from its initial state (zustand's server snapshot) on the server and
 * while it hydrates the server's HTML in the browser: both take the state set up for the page
 * (the tenant, a guest's session) as that, so the two renders agree.
 */
export function takeStateAsInitial(): void {
  for (const store of STORES) Object.assign(store.getInitialState(), store.getState());
}

/** While hydrating, the media queries answer as they did on the server. */
export function hydrateWithMedia(media: Record<string, boolean>): void {
  assumeViewport(null, media);
}
