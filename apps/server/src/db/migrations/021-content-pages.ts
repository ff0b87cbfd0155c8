import type { ContentPageName, Language, TenantContent } from '@shop/contract';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../connect.ts';
import { type ContentTenant, insertContentPages } from '../seed/content-pages.ts';
import { addCatalogTriggers } from './005-catalog-notify.ts';

/**
 * The shop's content pages as data (issue 24 item 5): about, FAQ, terms, contact and cookie
 * information per tenant and language, each a JSON body of the contract's page schema
 * (`packages/contract/src/content-pages.ts`). A change announces itself on the catalog channel
 * through the function of migration 005, so every process drops the tenant's cached pages at once.
 * Existing tenants get the demo pages their content settings describe (the seed's texts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
CREATE TABLE content_pages (
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  page text NOT NULL CHECK (page IN ('about', 'faq', 'terms', 'contact', 'cookies')),
  language text NOT NULL REFERENCES languages(code),
  body jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  PRIMARY KEY (tenant_id, page, language)
)`)
    .execute(db);
  await addCatalogTriggers(db, 'content_pages');

  await fillExistingTenants(db, ['about', 'faq', 'terms', 'contact', 'cookies']);
}

/**
 * The demo pages (of `pages`) of every tenant there is, as its content settings describe them (a
 * page it has stays).
 */
export async function fillExistingTenants(db: Kysely<unknown>, pages: readonly ContentPageName[]): Promise<void> {
  const tenants = await sql<{
    id: number;
    public_tenant: boolean;
    theme_variant: 'default' | 'lab';
    content: TenantContent;
    contact: ContentTenant['contact'];
    languages: Language[] | null;
  }>`
    SELECT t.id, t.public_tenant, t.theme_variant, t.content, t.contact,
           (SELECT array_agg(l.language_code ORDER BY l.position) FROM tenant_languages l WHERE l.tenant_id = t.id)
             AS languages
      FROM tenants t ORDER BY t.id`.execute(db);
  await insertContentPages(
    db as unknown as Db,
    tenants.rows.map((t) => ({
      id: t.id,
      publicTenant: t.public_tenant,
      themeVariant: t.theme_variant,
      content: t.content,
      contact: t.contact,
      languages: t.languages ?? [],
    })),
    pages,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS content_pages').execute(db);
}
