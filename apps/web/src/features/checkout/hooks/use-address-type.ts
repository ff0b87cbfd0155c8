import { type AddressType, addressTypeFor, totalWeight } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTenant } from '../../../lib/tenant.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { getAddressType, setAddressType } from '../../cart/index.ts';

/**
 * The address type, fixed when the checkout loads (SPEC.md §4): a public shop delivers; else an
 * empty cart gives postal, and with items order/ajaxUseDeliveryOrPostalAddress decides from the
 * total weight (the contract's rule where the call fails). Null until known. The cart store
 * gets it too.
 */
export function useCheckoutAddressType(): AddressType | null {
  const tenant = useTenant();
  const items = useCartStore((s) => s.items);
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const lines = Object.values(items);
  const weight = totalWeight(lines);
  const askServer = !tenant.publicTenant && lines.length > 0;
  const query = useQuery({
    queryKey: ['order', tenant.id, loggedIn, 'addressType', weight],
    queryFn: () => getAddressType(weight),
    enabled: askServer && !isProcessing,
    retry: 1,
  });

  let current: AddressType | null = null;
  if (tenant.publicTenant) current = 'DELIVERY';
  else if (lines.length === 0) current = 'POSTAL';
  else if (query.data) current = query.data;
  else if (query.isError)
    current = addressTypeFor({ publicTenant: false, itemCount: lines.length, weightGrams: weight });

  const [fixed, setFixed] = useState<AddressType | null>(null);
  useEffect(() => {
    if (fixed === null && current !== null) {
      setFixed(current);
      setAddressType(current);
    }
  }, [fixed, current]);
  return fixed ?? current;
}
