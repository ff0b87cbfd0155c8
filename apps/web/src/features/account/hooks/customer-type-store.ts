import { create } from 'zustand';
import { readPrivateCustomerType, writePrivateCustomerType } from '../../../lib/storage.ts';

type CustomerTypeState = {
  /** True for a private customer (consumer, prices with VAT), false for a business. */
  privateCustomer: boolean;
  setPrivateCustomer: (privateCustomer: boolean) => void;
};

/** The customer type, kept in `localStorage.privateCustomerType` (never expires). */
export const useCustomerTypeStore = create<CustomerTypeState>()((set) => ({
  privateCustomer: readPrivateCustomerType() ?? false,
  setPrivateCustomer: (privateCustomer) => {
    writePrivateCustomerType(privateCustomer);
    set({ privateCustomer });
  },
}));

/**
 * Whether prices are for a private customer: only where the tenant offers the
 * business/consumer toggle; otherwise the type is business.
 */
export function usePrivateCustomer(businessPrivateToggle: boolean): boolean {
  const privateCustomer = useCustomerTypeStore((s) => s.privateCustomer);
  return businessPrivateToggle && privateCustomer;
}
