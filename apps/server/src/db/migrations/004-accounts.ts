import { type Kysely, sql } from 'kysely';

/**
 * Customer accounts (issue 5):
 * - store-account requests of the non-public tenant (user/ajaxCreateStoreAccount);
 * - at most one unused reset token per user is looked up by its hash; an index finds a
 *   user's open tokens to invalidate them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE TABLE store_account_requests (
       id serial PRIMARY KEY,
       tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
       company_name text NOT NULL CHECK (length(company_name) <= 50),
       corporate_id text NOT NULL CHECK (length(corporate_id) <= 50),
       contact_name text NOT NULL CHECK (length(contact_name) <= 50),
       email text NOT NULL CHECK (length(email) <= 50),
       phone text CHECK (length(phone) <= 50),
       message text CHECK (length(message) <= 500),
       language text NOT NULL DEFAULT 'sv',
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    'CREATE INDEX store_account_requests_tenant ON store_account_requests (tenant_id, created_at)',
    'CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id) WHERE used_at IS NULL',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS password_reset_tokens_user').execute(db);
  await sql.raw('DROP TABLE IF EXISTS store_account_requests').execute(db);
}
