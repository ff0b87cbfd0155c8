import { type Kysely, sql } from 'kysely';

/**
 * The few service products (freight and fee articles) in an index of their own, so that the
 * "sellable" check of every listing and search reads it instead of scanning every article.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE INDEX articles_service ON articles (tenant_id, container_id) WHERE freight <> 'NONE' OR administrative_fee`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS articles_service').execute(db);
}
