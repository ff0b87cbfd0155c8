import { STORAGE_KEYS } from '@shop/contract';
import { create } from 'zustand';
import { readPrivateCustomerType, writePrivateCustomerType } from '../lib/storage.ts';

type CustomerTypeState = {
  /** True for a private customer (consumer, prices with VAT), false for a business. */
  privateCustomer: boolean;
  setPrivateCustomer: (privateCustomer: boolean) => void;
  /** Takes the stored type again (another tab changed it). */
  reload: () => void;
};

/**
 * The customer type, kept in `localStorage.privateCustomerType` (never expires). Every
 * subscriber (each price on the page) gets a change at once; other tabs follow through the
 * `storage` event.
 */
export const useCustomerTypeStore = create<CustomerTypeState>()((set, get) => ({
  privateCustomer: readPrivateCustomerType() ?? false,
  setPrivateCustomer: (privateCustomer) => {
    writePrivateCustomerType(privateCustomer);
    if (get().privateCustomer !== privateCustomer) set({ privateCustomer });
  },
  reload: () => {
    const privateCustomer = readPrivateCustomerType() ?? false;
    if (get().privateCustomer !== privateCustomer) set({ privateCustomer });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // key null: another tab cleared the whole storage.
    if (event.key === null || event.key === STORAGE_KEYS.customerType) useCustomerTypeStore.getState().reload();
  });
}

/**
 * Whether prices are for a private customer: only where the tenant offers the
 * business/consumer toggle; otherwise the type is business.
 */
export function usePrivateCustomer(businessPrivateToggle: boolean): boolean {
  const privateCustomer = useCustomerTypeStore((s) => s.privateCustomer);
  return businessPrivateToggle && privateCustomer;
}
