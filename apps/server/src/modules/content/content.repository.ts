import type { ContentPageName, Language } from '@shop/contract';
import type { Db } from '../../db/connect.ts';

/** A stored page: its body as the database gives it (parsed JSON) and who changed it last. */
export interface ContentPageRow {
  page: ContentPageName;
  language: Language;
  body: unknown;
  updatedAt: Date;
  updatedBy: string | null;
}

function pageOf(row: {
  page: ContentPageName;
  language: string;
  body: unknown;
  updated_at: Date;
  updated_by: string | null;
}): ContentPageRow {
  return {
    page: row.page,
    language: row.language as Language,
    body: typeof row.body === 'string' ? JSON.parse(row.body) : row.body,
    updatedAt: new Date(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/** The stored versions of one page in the given languages (any order). */
export async function pageInLanguages(
  db: Db,
  tenantId: number,
  page: ContentPageName,
  languages: readonly Language[],
): Promise<ContentPageRow[]> {
  if (languages.length === 0) return [];
  const rows = await db
    .selectFrom('content_pages')
    .select(['page', 'language', 'body', 'updated_at', 'updated_by'])
    .where('tenant_id', '=', tenantId)
    .where('page', '=', page)
    .where('language', 'in', [...languages])
    .execute();
  return rows.map(pageOf);
}

/** Which pages a tenant has in which languages, with when and by whom they last changed. */
export async function tenantPages(
  db: Db,
  tenantId: number,
): Promise<{ page: ContentPageName; language: string; updatedAt: Date; updatedBy: string | null }[]> {
  const rows = await db
    .selectFrom('content_pages')
    .select(['page', 'language', 'updated_at', 'updated_by'])
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.map((r) => ({
    page: r.page,
    language: r.language,
    updatedAt: new Date(r.updated_at),
    updatedBy: r.updated_by,
  }));
}

/** One page in one language, locked for the change about to be written; undefined when there is none. */
export async function lockPage(
  trx: Db,
  tenantId: number,
  page: ContentPageName,
  language: Language,
): Promise<ContentPageRow | undefined> {
  const row = await trx
    .selectFrom('content_pages')
    .select(['page', 'language', 'body', 'updated_at', 'updated_by'])
    .where('tenant_id', '=', tenantId)
    .where('page', '=', page)
    .where('language', '=', language)
    .forUpdate()
    .executeTakeFirst();
  return row ? pageOf(row) : undefined;
}

/** Writes a page's body (inserted or replaced), stamped with now and `updatedBy`. */
export async function savePage(
  trx: Db,
  tenantId: number,
  page: ContentPageName,
  language: Language,
  body: unknown,
  updatedBy: string,
): Promise<ContentPageRow> {
  const row = await trx
    .insertInto('content_pages')
    .values({ tenant_id: tenantId, page, language, body: JSON.stringify(body), updated_by: updatedBy })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'page', 'language']).doUpdateSet((eb) => ({
        body: eb.ref('excluded.body'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: new Date(),
      })),
    )
    .returning(['page', 'language', 'body', 'updated_at', 'updated_by'])
    .executeTakeFirstOrThrow();
  return pageOf(row);
}
