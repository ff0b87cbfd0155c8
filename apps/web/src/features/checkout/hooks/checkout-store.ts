import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CheckoutDraft } from '../lib/checkout-draft.ts';

/**
 * The checkout form of one visit of the page: what the shopper typed (the draft), which fields
 * they have left (errors show once a field was left, and everywhere after the first 'Finish
 * purchase'), and the field errors the server gave for the last attempt (each shown until its
 * field is edited).
 */
export type CheckoutState = {
  draft: CheckoutDraft;
  touched: Readonly<Record<string, true>>;
  submitted: boolean;
  serverErrors: Readonly<Record<string, string>>;
  /** Changes the draft; the server errors of `paths` are done with. */
  update: (change: (draft: CheckoutDraft) => CheckoutDraft, paths?: readonly string[]) => void;
  touch: (path: string) => void;
  setSubmitted: () => void;
  setServerErrors: (errors: Readonly<Record<string, string>>) => void;
};

export type CheckoutStore = StoreApi<CheckoutState>;

export function createCheckoutStore(draft: CheckoutDraft): CheckoutStore {
  return createStore<CheckoutState>()((set, get) => ({
    draft,
    touched: {},
    submitted: false,
    serverErrors: {},
    update: (change, paths = []) => {
      const { draft: current, serverErrors } = get();
      const next = change(current);
      const stale = paths.filter((p) => p in serverErrors);
      if (stale.length === 0) {
        if (next !== current) set({ draft: next });
        return;
      }
      const remaining = { ...serverErrors };
      for (const p of stale) delete remaining[p];
      set({ draft: next, serverErrors: remaining });
    },
    touch: (path) => {
      if (!get().touched[path]) set({ touched: { ...get().touched, [path]: true } });
    },
    setSubmitted: () => set({ submitted: true }),
    setServerErrors: (serverErrors) => set({ serverErrors }),
  }));
}

export const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

export function useCheckoutStoreApi(): CheckoutStore {
  const store = useContext(CheckoutStoreContext);
  if (!store) throw new Error('no checkout store');
  return store;
}

/** A slice of the checkout form state (re-renders when it changes). */
export function useCheckout<T>(selector: (state: CheckoutState) => T): T {
  return useStore(useCheckoutStoreApi(), selector);
}
