import type { Tenant } from '@shop/contract';
import { useEffect } from 'react';
import { useCartStore } from '../../../stores/cart-store.ts';
import { usePrivateCustomer } from '../../../stores/customer-type-store.ts';
import { fetchAdministrativeFee } from '../api/administrative-fee.ts';
import { setAdministrativeFee } from './cart-costs.ts';

/**
 * The administrative fee follows the invoice (SPEC.md §4, §9), in the cart as at checkout: charged
 * with a paper invoice — a business payer, an invoice is required, the shop does not waive it and
 * the payer has not accepted e-invoices — and removed otherwise. Consumers pay in advance: never.
 */
export function useAdministrativeFeeSync(tenant: Tenant, pricingPending: boolean): void {
  const privateCustomer = usePrivateCustomer(tenant.businessPrivateToggle);
  const required = useCartStore((s) => s.requiredInvoiceAddress) && !privateCustomer;
  const eInvoice = useCartStore((s) => s.eInvoiceSelected);
  const hasFee = useCartStore((s) => s.administrativeFee !== null);
  const waived = tenant.checkout.waiveAdministrativeFee;
  useEffect(() => {
    if (pricingPending) return;
    if (!required || waived || eInvoice === true) {
      if (hasFee) setAdministrativeFee(null);
      return;
    }
    if (hasFee) return;
    let current = true;
    fetchAdministrativeFee()
      .then((fee) => {
        const now = useCartStore.getState();
        if (current && now.eInvoiceSelected !== true && now.requiredInvoiceAddress) setAdministrativeFee(fee);
      })
      .catch((error: unknown) => console.error('order/ajaxGetAdministrativeFee', error));
    return () => {
      current = false;
    };
  }, [pricingPending, required, waived, eInvoice, hasFee]);
}
