import { formatMoney, withVat } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { usePrivateCustomer } from '../../../stores/customer-type-store.ts';

/**
 * Amounts as the shopper reads them (SPEC.md §1, §5): net for business customers, with VAT for
 * private customers, in the shop's currency.
 */
export function useShownMoney(): {
  withVat: boolean;
  format: (netMinor: number) => string;
  shown: (netMinor: number) => number;
} {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  const privateCustomer = usePrivateCustomer(tenant.businessPrivateToggle);
  const shown = (net: number) => (privateCustomer ? withVat(net, tenant.vat) : net);
  return {
    withVat: privateCustomer,
    shown,
    format: (net) => formatMoney(shown(net), tenant.currency, i18n.language),
  };
}
