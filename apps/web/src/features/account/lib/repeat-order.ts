import type { Article, CartProduct, Order, ProductAnswer } from '@shop/contract';

export type RepeatLine = { product: CartProduct; article: Article; amount: number };

/** The goods lines of an order: no freight and no administrative fee, with a product to look up. */
export function goodsItems(order: Order): Order['orderItems'] {
  return order.orderItems.filter((i) => i.freight === 'NONE' && !i.administrativeFee && i.containerId !== null);
}

/**
 * The cart lines that repeat an order: each goods item's package, found by article number in
 * its product as the shop has it now. Items whose product or package no longer exists are left out.
 */
export async function repeatLines(order: Order, fetchProduct: (id: number) => Promise<ProductAnswer>) {
  const items = goodsItems(order);
  const ids = [...new Set(items.map((i) => i.containerId as number))];
  const products = new Map<number, ProductAnswer>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        products.set(id, await fetchProduct(id));
      } catch {
        // Left out like a product that no longer exists.
      }
    }),
  );
  const lines: RepeatLine[] = [];
  for (const item of items) {
    const product = products.get(item.containerId as number);
    if (!product || product.nonExistant) continue;
    const article = product.articles.find((a) => a.articleNumber === item.articleNumber);
    if (!article) continue;
    lines.push({
      product: { id: product.id, name: product.name, description: product.description, image: product.image },
      article,
      amount: item.amount,
    });
  }
  return lines;
}
