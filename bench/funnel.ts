import type { Article, ProductAnswer, ProductSummary } from '@shop/contract';
import { type Call, Client } from './http.ts';
import {
  type CartLine,
  type CatalogInfo,
  deliveryCostCall,
  isOrderable,
  orderCall,
  productCall,
  requiredInvoiceCall,
  searchCall,
} from './shop-calls.ts';
import { percentile, seededRandom } from './stats.ts';

export interface FunnelFigures {
  /** Orders placed per second. */
  ordersPerSecond: number;
  /** Sessions that reached the order (one order each). */
  orders: number;
  calls: number;
  p50: number;
  /** p95 of every call of the funnel. */
  p95: number;
  /** p95 of the order placement alone. */
  p95Order: number;
  failed: number;
  seconds: number;
}

/**
 * The shopping funnel: `users` virtual shoppers, each in a loop of sessions for `seconds`:
 * 4 searches (articleContainer/ajaxList with a pattern), one product (ajaxGet) from the
 * results, 1 to 10 adds to the cart — each, as in the web app, a delivery-cost call
 * (order/ajaxGetDeliveryCost) and, when a new line appears, order/ajaxRequiredInvoiceAddress —
 * then the order as a guest (order/ajaxCreateNew). No think time. A session started before
 * the end is finished; the rate is over the time until the last one ends.
 */
export async function runFunnel(
  port: number,
  info: CatalogInfo,
  opts: { users: number; seconds: number; seed: number },
): Promise<FunnelFigures> {
  const client = new Client(port, opts.users + 8);
  const latencies: number[] = [];
  const orderLatencies: number[] = [];
  let failed = 0;
  let orders = 0;

  const call = async (c: Call): Promise<string | null> => {
    try {
      const answer = await client.post(c);
      if (answer.status >= 200 && answer.status < 300) {
        latencies.push(answer.ms);
        return answer.body;
      }
    } catch {
      // counted below
    }
    failed++;
    return null;
  };

  const start = performance.now();
  const until = start + opts.seconds * 1000;
  const shopper = async (n: number) => {
    const random = seededRandom(opts.seed * 1000 + n);
    const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
    while (performance.now() < until) {
      let found: ProductSummary[] = [];
      for (let s = 0; s < 4; s++) {
        const body = await call(searchCall(pick(info.patterns) ?? ''));
        const list = body ? (JSON.parse(body) as ProductSummary[]) : [];
        if (list.length > 0) found = list;
      }
      const productId = (pick(found) ?? pick(info.products))?.id;
      if (productId === undefined) continue;
      const body = await call(productCall(productId));
      const product = body ? (JSON.parse(body) as ProductAnswer) : null;
      const own = product && !product.nonExistant ? product.articles.filter(isOrderable) : [];
      const cart = new Map<number, CartLine>();
      const adds = 1 + Math.floor(random() * 10);
      for (let a = 0; a < adds; a++) {
        // Mostly a package of the product viewed; now and then something seen elsewhere.
        const article: Article | undefined = own.length > 0 && random() < 0.7 ? pick(own) : pick(info.orderable);
        if (!article) continue;
        const line = cart.get(article.id);
        if (line) line.amount += 1;
        else cart.set(article.id, { article, amount: 1 });
        const lines = [...cart.values()];
        await call(deliveryCostCall(lines));
        if (!line) await call(requiredInvoiceCall(lines));
      }
      if (cart.size === 0) continue;
      const placed = await client.post(orderCall([...cart.values()])).catch(() => null);
      if (placed && placed.status >= 200 && placed.status < 300) {
        latencies.push(placed.ms);
        orderLatencies.push(placed.ms);
        orders++;
      } else {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.users }, (_, n) => shopper(n)));
  const seconds = (performance.now() - start) / 1000;
  client.close();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ordersPerSecond: orders / seconds,
    orders,
    calls: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p95Order: percentile(
      orderLatencies.sort((a, b) => a - b),
      95,
    ),
    failed,
    seconds,
  };
}
