import { z } from 'zod';
import { CartProductSchema } from './cart.ts';
import { ArticleSchema } from './catalog.ts';

/**
 * article/current: the articles of a saved cart as the shop sells them now. The cart keeps a
 * copy of each article (price, name, weight, ...) in the browser; on load and when it is opened
 * it asks for the current ones and replaces its copies, and drops the lines of articles the
 * answer leaves out (deactivated, deleted, or their product deactivated).
 */

/** At most this many lines are asked about at once (a cart holds no more). */
export const CURRENT_ARTICLES_MAX = 200;

export const CurrentArticlesBodySchema = z.strictObject({
  articleIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(CURRENT_ARTICLES_MAX),
});

/** One article still sold, with the product fields a cart line keeps. */
export const CurrentArticleSchema = z.object({ product: CartProductSchema, article: ArticleSchema });
export type CurrentArticle = z.infer<typeof CurrentArticleSchema>;

export const CurrentArticlesAnswerSchema = z.array(CurrentArticleSchema);
