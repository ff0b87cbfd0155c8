import {
  type AdminContentPage,
  CONTENT_BODY_SCHEMAS,
  CONTENT_PAGES,
  type ContentListAnswer,
  type ContentPageName,
  type Language,
  type Tenant,
  toFieldErrors,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import { ValidationError } from '../../plugins/errors.ts';
import { lockPage, savePage, tenantPages } from '../content/content.repository.ts';
import { bestPage } from '../content/content.service.ts';
import type { Operator } from './admin-guard.ts';
import { writeAudit } from './audit.ts';

/** JSON with object keys sorted (jsonb keeps its own key order), to compare bodies by value. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** A language the tenant's shop offers, else 422 `language` / `invalid`. */
function checkLanguage(tenant: Tenant, language: Language): void {
  if (!tenant.languages.includes(language)) throw new ValidationError([{ field: 'language', message: 'invalid' }]);
}

/** When a page was last saved and by whom; nulls for a page the tenant has not written. */
function lastSaved(row: { updatedAt: Date; updatedBy: string | null } | undefined) {
  return { updatedAt: row ? row.updatedAt.toISOString() : null, updatedBy: row?.updatedBy ?? null };
}

/** GET /api/admin/content: every page in each of the tenant's languages, with when it last changed. */
export async function listContent(ctx: AppContext, tenant: Tenant): Promise<ContentListAnswer> {
  const rows = await tenantPages(ctx.db, tenant.id);
  const languages = [tenant.defaultLanguage, ...tenant.languages.filter((l) => l !== tenant.defaultLanguage)];
  return {
    languages,
    items: CONTENT_PAGES.flatMap((page) =>
      languages.map((language) => {
        const row = rows.find((r) => r.page === page && r.language === language);
        return { page, language, ...lastSaved(row) };
      }),
    ),
  };
}

/** GET /api/admin/content/{page}/{language}: the page, or what the shop shows instead where it has none. */
export async function contentView(
  ctx: AppContext,
  tenant: Tenant,
  page: ContentPageName,
  language: Language,
): Promise<AdminContentPage> {
  checkLanguage(tenant, language);
  const row = await bestPage(ctx.db, tenant, page, language);
  const own = row?.language === language ? row : undefined;
  return {
    page,
    language,
    body: own ? (own.body as AdminContentPage['body']) : null,
    fallback: row && !own ? { language: row.language, body: row.body as NonNullable<AdminContentPage['body']> } : null,
    ...lastSaved(own),
  };
}

/**
 * PATCH /api/admin/content/{page}/{language}: replaces the page's body after checking it against
 * the page's schema (422 with `body.<path>` fields; nothing written), in one transaction with its
 * audit row (entity `content`, id `<page>/<language>`, `created` or `updated` with the changed
 * top-level fields). A body equal to the stored one writes nothing.
 */
export async function patchContent(
  ctx: AppContext,
  operator: Operator,
  page: ContentPageName,
  language: Language,
  input: unknown,
): Promise<AdminContentPage> {
  const { tenant, actor } = operator;
  checkLanguage(tenant, language);
  const parsed = CONTENT_BODY_SCHEMAS[page].safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(toFieldErrors(parsed.error.issues).map((e) => ({ ...e, field: `body.${e.field}` })));
  }
  const body = parsed.data as Record<string, unknown>;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await lockPage(trx, tenant.id, page, language);
    const old = (before?.body ?? {}) as Record<string, unknown>;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of new Set([...Object.keys(old), ...Object.keys(body)])) {
      if (canonical(old[field]) !== canonical(body[field])) {
        changes[field] = { from: old[field] ?? null, to: body[field] ?? null };
      }
    }
    if (before && Object.keys(changes).length === 0) return;
    await savePage(trx, tenant.id, page, language, body, actor.username);
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'content',
      entityId: `${page}/${language}`,
      action: before ? 'updated' : 'created',
      changes,
    });
  });
  return contentView(ctx, tenant, page, language);
}
