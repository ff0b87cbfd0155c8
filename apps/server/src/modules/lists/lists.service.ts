import {
  MAX_LINE_AMOUNT,
  SAVED_LIST_LINES_MAX,
  SAVED_LISTS_MAX,
  type SavedList,
  type SavedListCreateBody,
  type SavedListSummary,
  type SavedListUpdateBody,
  type Tenant,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { lockTenantFor } from '../../db/locks.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { findArticlesById } from '../cart/cart.repository.ts';
import {
  countLists,
  deleteList,
  findList,
  insertList,
  listLines,
  listSummaries,
  orderLines,
  replaceLines,
  touchList,
} from './lists.repository.ts';

export interface Caller {
  tenant: Tenant;
  auth: AccessClaims | null;
}

type Line = { articleId: number; amount: number };

/** The customer the session acts for (the selected store on the internal shop): lists are theirs. */
function customerOf(caller: Caller): number {
  const id = caller.auth?.customerId;
  if (!id) throw new OperationError(404, 'not_found');
  return id;
}

/** orderList/ajaxList: the customer's lists, last changed first. */
export async function savedLists(ctx: AppContext, caller: Caller): Promise<SavedListSummary[]> {
  const rows = await listSummaries(ctx.db, caller.tenant.id, customerOf(caller));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    lines: Number(r.lines ?? 0),
    updatedAt: r.updated_at.toISOString(),
  }));
}

async function view(
  db: Db,
  tenantId: number,
  list: { id: number; name: string; updated_at: Date },
): Promise<SavedList> {
  const lines = await listLines(db, tenantId, list.id);
  const articles = new Map(
    (
      await findArticlesById(
        db,
        tenantId,
        lines.map((l) => l.article_id),
      )
    ).map((a) => [a.current.article.id, a]),
  );
  return {
    id: list.id,
    name: list.name,
    updatedAt: list.updated_at.toISOString(),
    lines: lines.flatMap((l) => {
      const found = articles.get(l.article_id);
      return found ? [{ ...found.current, amount: l.amount, sold: found.sold }] : [];
    }),
  };
}

/** orderList/ajaxGet: one of the customer's lists with its lines; another customer's, store's or shop's: 404. */
export async function savedList(ctx: AppContext, caller: Caller, id: number): Promise<SavedList> {
  const list = await findList(ctx.db, caller.tenant.id, customerOf(caller), id);
  if (!list) throw new OperationError(404, 'not_found');
  return view(ctx.db, caller.tenant.id, list);
}

/** 422 on `lines.N.articleId` for an article that is not one of the shop's goods. */
async function checkArticles(db: Db, tenantId: number, lines: readonly Line[]): Promise<void> {
  const known = new Set(
    (
      await findArticlesById(
        db,
        tenantId,
        lines.map((l) => l.articleId),
      )
    ).map((a) => a.current.article.id),
  );
  const bad = lines.findIndex((l) => !known.has(l.articleId));
  if (bad >= 0) throw new ValidationError([{ field: `lines.${bad}.articleId`, message: 'not_found' }]);
}

/**
 * orderList/ajaxCreate: a new list from lines (the cart's) or from one of the customer's orders
 * (the articles it still names, amounts summed per article). At most SAVED_LISTS_MAX lists a
 * customer: 409 too_many_lists (the customer's lists are counted under a lock).
 */
export async function createSavedList(ctx: AppContext, caller: Caller, body: SavedListCreateBody): Promise<SavedList> {
  const tenantId = caller.tenant.id;
  const customerId = customerOf(caller);
  const id = await ctx.db.transaction().execute(async (trx) => {
    let lines: Line[];
    if ('orderNumber' in body) {
      const ordered = await orderLines(trx, tenantId, customerId, body.orderNumber);
      if (!ordered) throw new ValidationError([{ field: 'orderNumber', message: 'not_found' }]);
      const sums = new Map<number, number>();
      for (const l of ordered) {
        const articleId = l.article_id as number;
        sums.set(articleId, Math.min(MAX_LINE_AMOUNT, (sums.get(articleId) ?? 0) + l.amount));
      }
      const goods = new Set((await findArticlesById(trx, tenantId, [...sums.keys()])).map((a) => a.current.article.id));
      lines = [...sums]
        .filter(([articleId]) => goods.has(articleId))
        .map(([articleId, amount]) => ({ articleId, amount }));
      lines = lines.slice(0, SAVED_LIST_LINES_MAX);
    } else {
      lines = body.lines;
      await checkArticles(trx, tenantId, lines);
    }
    await lockTenantFor(trx, 'savedLists', customerId);
    if ((await countLists(trx, tenantId, customerId)) >= SAVED_LISTS_MAX) {
      throw new OperationError(409, 'too_many_lists');
    }
    const newId = await insertList(trx, tenantId, customerId, body.name);
    await replaceLines(trx, tenantId, newId, lines);
    return newId;
  });
  return savedList(ctx, caller, id);
}

/** orderList/ajaxUpdate: a new name and/or all its lines (amounts edited, lines removed or reordered). */
export async function updateSavedList(ctx: AppContext, caller: Caller, body: SavedListUpdateBody): Promise<SavedList> {
  const tenantId = caller.tenant.id;
  const customerId = customerOf(caller);
  await ctx.db.transaction().execute(async (trx) => {
    const list = await findList(trx, tenantId, customerId, body.id, true);
    if (!list) throw new OperationError(404, 'not_found');
    if (body.lines) {
      await checkArticles(trx, tenantId, body.lines);
      await replaceLines(trx, tenantId, list.id, body.lines);
    }
    await touchList(trx, tenantId, list.id, body.name);
  });
  return savedList(ctx, caller, body.id);
}

/** orderList/ajaxDelete: the list and its lines; another customer's: 404. */
export async function deleteSavedList(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  if (!(await deleteList(ctx.db, caller.tenant.id, customerOf(caller), id))) throw new OperationError(404, 'not_found');
}
