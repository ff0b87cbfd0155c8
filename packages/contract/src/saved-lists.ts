import { z } from 'zod';
import { CartProductSchema } from './cart.ts';
import { ArticleSchema } from './catalog.ts';
import { MAX_LINE_AMOUNT } from './limits.ts';
import { singleLine } from './text-rules.ts';

/**
 * Order lists (issue 26 item 2): named lists of articles and amounts a customer keeps on the
 * server to order again. A list belongs to the customer the session acts for: on the internal
 * shop the selected store, so every user of that store sees the store's lists. Calls under
 * `/api/orderList/...` (customers only).
 */

/** Lists one customer (or store) may keep. */
export const SAVED_LISTS_MAX = 100;
/** Lines one list may hold (as many as an order). */
export const SAVED_LIST_LINES_MAX = 200;
export const SAVED_LIST_NAME_MAX = 80;

const Id = z.number().int().min(1).max(2_147_483_647);
const Name = singleLine(z.string().trim().min(1).max(SAVED_LIST_NAME_MAX));
const Lines = z
  .array(z.strictObject({ articleId: Id, amount: z.number().int().min(1).max(MAX_LINE_AMOUNT) }))
  .max(SAVED_LIST_LINES_MAX)
  .refine((lines) => new Set(lines.map((l) => l.articleId)).size === lines.length, { message: 'invalid' });

export const SavedListIdBodySchema = z.strictObject({ id: Id });

/** A new list: from lines (the cart's), or from an earlier order of the customer's (its articles still sold). */
export const SavedListCreateBodySchema = z.union([
  z.strictObject({ name: Name, lines: Lines }),
  z.strictObject({ name: Name, orderNumber: Id }),
]);
export type SavedListCreateBody = z.infer<typeof SavedListCreateBodySchema>;

/** A change: its name, and/or all its lines in order (amounts edited, lines removed). */
export const SavedListUpdateBodySchema = z.strictObject({ id: Id, name: Name.optional(), lines: Lines.optional() });
export type SavedListUpdateBody = z.infer<typeof SavedListUpdateBodySchema>;

export const SavedListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lines: z.number().int(),
  updatedAt: z.string(),
});
export type SavedListSummary = z.infer<typeof SavedListSummarySchema>;

export const SavedListLineSchema = z.object({
  product: CartProductSchema,
  article: ArticleSchema,
  amount: z.number().int(),
  /** False: the article or its product is no longer sold (the line stays, it cannot go to the cart). */
  sold: z.boolean(),
});
export type SavedListLine = z.infer<typeof SavedListLineSchema>;

export const SavedListSchema = SavedListSummarySchema.omit({ lines: true }).extend({
  lines: z.array(SavedListLineSchema),
});
export type SavedList = z.infer<typeof SavedListSchema>;

export const SavedListsAnswerSchema = z.array(SavedListSummarySchema);
export const SavedListDeletedAnswerSchema = z.object({ deleted: z.literal(true) });
