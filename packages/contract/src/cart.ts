import { z } from 'zod';
import { ArticleSchema, ProductSummarySchema } from './catalog.ts';

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
