import {
  CONTENT_BODY_SCHEMAS,
  type ContentPageAnswer,
  type ContentPageName,
  contentLanguages,
  type Language,
  type Tenant,
} from '@shop/contract';
import type { Db } from '../../db/connect.ts';
import { OperationError } from '../../plugins/errors.ts';
import { type ContentPageRow, pageInLanguages } from './content.repository.ts';

/**
 * The best stored version of a page for a language: the requested one, else the tenant's
 * default, else English (contract `contentLanguages`); undefined when none of them exists.
 */
export async function bestPage(
  db: Db,
  tenant: Pick<Tenant, 'id' | 'defaultLanguage'>,
  page: ContentPageName,
  lang: Language | null | undefined,
): Promise<ContentPageRow | undefined> {
  const order = contentLanguages(lang, tenant.defaultLanguage);
  const rows = await pageInLanguages(db, tenant.id, page, order);
  for (const language of order) {
    const row = rows.find((r) => r.language === language);
    if (row) return row;
  }
  return undefined;
}

/** A guest of a non-public shop may read the cookie information only (SPEC.md §2): 401 otherwise. */
export function checkContentAccess(tenant: Tenant, signedIn: boolean, page: ContentPageName): void {
  if (!signedIn && !tenant.publicTenant && page !== 'cookies') throw new OperationError(401, 'unauthorized');
}

/**
 * The shop's content call: a page of the tenant in the shopper's language (or its fallback);
 * a page the shop has in no language is 404 `not_found`.
 */
export async function contentPage(
  db: Db,
  tenant: Tenant,
  signedIn: boolean,
  page: ContentPageName,
  lang: Language | null | undefined,
): Promise<ContentPageAnswer> {
  checkContentAccess(tenant, signedIn, page);
  const row = await bestPage(db, tenant, page, lang);
  if (!row) throw new OperationError(404, 'not_found');
  return {
    page,
    language: row.language,
    // Stored bodies were checked when written; parsing again keeps the answer in the contract's shape.
    body: CONTENT_BODY_SCHEMAS[page].parse(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}
