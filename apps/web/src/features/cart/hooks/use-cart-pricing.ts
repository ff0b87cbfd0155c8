import { freightWeight } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { getDeliveryCost } from '../api/delivery-cost.ts';
import { getRequiredInvoiceAddress } from '../api/required-invoice-address.ts';
import { setDeliveryCosts, setRequiredInvoiceAddress } from './cart-costs.ts';

/**
 * Keeps the cart's server-given costs current (SPEC.md §4): the delivery costs whenever the
 * items change (order/ajaxGetDeliveryCost with the weight of the items that do not ship free
 * and the article ids), the invoice-address need whenever the lines change
 * (order/ajaxRequiredInvoiceAddress with the article numbers). An empty cart clears them. Calls
 * wait for the session check, so they take the guest or signed-in path that applies. Mount it
 * wherever totals show (cart page, side cart, checkout); mounts share one cached call per cart.
 */
export function useCartPricing(): { isPending: boolean } {
  const items = useCartStore((s) => s.items);
  const isProcessing = useAuthStore((s) => s.isProcessing);
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const tenantId = useAuthStore((s) => s.tenantId);

  const lines = Object.values(items);
  const empty = lines.length === 0;
  const totalWeight = freightWeight(lines);
  const articleIds = lines.map((l) => l.article.id).sort((a, b) => a - b);
  const articleNumbers = lines.map((l) => l.article.articleNumber).sort();

  const delivery = useQuery({
    queryKey: ['order', tenantId, loggedIn, 'deliveryCost', totalWeight, articleIds],
    queryFn: () => getDeliveryCost({ totalWeight, articleIds }),
    enabled: !isProcessing && !empty,
  });
  const invoice = useQuery({
    queryKey: ['order', tenantId, loggedIn, 'requiredInvoiceAddress', articleNumbers],
    queryFn: () => getRequiredInvoiceAddress(articleNumbers),
    enabled: !isProcessing && !empty,
  });

  useEffect(() => {
    if (empty) setDeliveryCosts(null);
    else if (delivery.data) setDeliveryCosts(delivery.data);
  }, [empty, delivery.data]);

  useEffect(() => {
    if (empty) setRequiredInvoiceAddress(false);
    else if (invoice.data !== undefined) setRequiredInvoiceAddress(invoice.data);
  }, [empty, invoice.data]);

  useEffect(() => {
    if (delivery.error) console.error('order/ajaxGetDeliveryCost', delivery.error);
    if (invoice.error) console.error('order/ajaxRequiredInvoiceAddress', invoice.error);
  }, [delivery.error, invoice.error]);

  return { isPending: !empty && (delivery.isPending || invoice.isPending) };
}
