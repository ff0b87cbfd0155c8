import { z } from 'zod';
import { ArticleSchema, ProductSummarySchema } from './catalog.ts';
import { localize } from './language.ts';
import { formatNumber } from './money.ts';

/** The product fields a cart line keeps. */
export const CartProductSchema = ProductSummarySchema.pick({ id: true, name: true, description: true, image: true });
export type CartProduct = z.infer<typeof CartProductSchema>;

/** A cart line: one package (article) of a product, keyed by article id in the cart. */
export const CartItemSchema = z.object({
  product: CartProductSchema,
  article: ArticleSchema,
  amount: z.number().int().min(1),
  /** Unit price × amount, net, in minor units. */
  price: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** What the browser keeps in `localStorage.state`: cart lines keyed by article id, and their count. */
export const SavedCartSchema = z.object({
  items: z.record(z.string(), CartItemSchema),
  itemsInCart: z.number().int().min(0),
});
export type SavedCart = z.infer<typeof SavedCartSchema>;

/**
 * The package size as the article name words it ('6 rolls' of 'Security tape blue, 6 rolls'),
 * or null when the name does not carry it. Both texts are language-tagged.
 */
export function packageText(articleName: string, productName: string, lang: string): string | null {
  const name = localize(articleName, lang).trim();
  const product = localize(productName, lang).trim();
  if (!name) return null;
  if (product && name.startsWith(product)) {
    const rest = name.slice(product.length).replace(/^[\s,–-]+/, '');
    return rest || null;
  }
  return name;
}

/**
 * An amount of packages as the cart, the checkout, the confirmation, the order history and the
 * e-mail write it: the number of packages and the package size, '2 × 100 forms'. `pack` is the
 * package text (packageText), or the caller's wording of the package size when the name has none.
 */
export function packagesLabel(amount: number, pack: string, lang: string): string {
  return `${formatNumber(amount, lang)} × ${pack}`;
}
