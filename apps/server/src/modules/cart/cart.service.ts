import type { CurrentArticle, Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { findCurrentArticles } from './cart.repository.ts';

/** article/current: the articles of a saved cart as the shop sells them now (each asked id once). */
export async function currentArticles(
  ctx: AppContext,
  tenant: Tenant,
  ids: readonly number[],
): Promise<CurrentArticle[]> {
  return findCurrentArticles(ctx.db, tenant.id, [...new Set(ids)]);
}
