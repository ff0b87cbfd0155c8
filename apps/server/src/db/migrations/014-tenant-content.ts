import { type Kysely, sql } from 'kysely';

/**
 * How a tenant's pages read becomes a tenant setting (`tenants.content`, TenantContentSchema):
 * which shops have the FAQ page, its extra questions, the about text, the terms' 'general
 * conditions', invoice days, the credit badge and the Finnish layouts. The web app decided these
 * by tenant id until now; existing tenants get the settings those ids gave them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const standard = JSON.stringify({
    faqPage: false,
    faqExtraQuestions: true,
    about: null,
    termsConditions: true,
    invoiceDays: 30,
    creditBadge: true,
    finnishContact: false,
    shortCookieTitle: false,
  });
  await sql`ALTER TABLE tenants ADD COLUMN content jsonb NOT NULL DEFAULT ${sql.lit(standard)}::jsonb`.execute(db);
  await sql`
    UPDATE tenants SET content = jsonb_build_object(
      'faqPage', NOT public_tenant OR id = 5,
      'faqExtraQuestions', id <> 5,
      'about', CASE id WHEN 3 THEN 'internal' WHEN 4 THEN 'nordic' WHEN 5 THEN 'finland' WHEN 6 THEN 'uk'
        WHEN 7 THEN 'spain' WHEN 8 THEN 'lab' WHEN 9 THEN 'denmark' END,
      'termsConditions', id <> 4,
      'invoiceDays', CASE WHEN id = 5 THEN 14 ELSE 30 END,
      'creditBadge', id <> 5,
      'finnishContact', id = 5,
      'shortCookieTitle', id = 5
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tenants DROP COLUMN content`.execute(db);
}
