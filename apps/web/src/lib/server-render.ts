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

/** The media queries the server's render answered (`data-media` on the app's root), if it rendered the page. */
export function serverMedia(container: HTMLElement): Record<string, boolean> | null {
  const text = container.dataset.media;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'boolean')) as Record<
      string,
      boolean
    >;
  } catch {
    return null;
  }
}

/** Whether this browser answers the server's media queries as the server's render did. */
export function sameMedia(media: Record<string, boolean>): boolean {
  return Object.entries(media).every(([query, answer]) => window.matchMedia?.(query).matches === answer);
}

/** While hydrating, the media queries answer as they did on the server. */
export function hydrateWithMedia(media: Record<string, boolean>): void {
  assumeViewport(null, media);
}
