import { formatMoney } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { usePrivateCustomer } from '../../../stores/customer-type-store.ts';
import { displayAmount } from '../lib/cart-view.ts';

/**
 * Cart sums as the shopper sees them, like every price of the shop: net for business
 * customers, with VAT for private customers.
 */
export function useCartMoney() {
  const tenant = useTenant();
  const { t, i18n } = useTranslation();
  const privateCustomer = usePrivateCustomer(tenant.businessPrivateToggle);
  const shown = (net: number) => displayAmount(net, privateCustomer, tenant.vat);
  return {
    privateCustomer,
    vatPercent: tenant.vat,
    /** The amount shown for a net amount, in minor units. */
    shown,
    /** The formatted amount shown for a net amount. */
    format: (net: number) => formatMoney(shown(net), tenant.currency, i18n.language),
    /** Formats minor units as they are. */
    money: (minor: number) => formatMoney(minor, tenant.currency, i18n.language),
    vatLabel: privateCustomer ? t('cart.vat.incl') : t('cart.vat.excl'),
  };
}
