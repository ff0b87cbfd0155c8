import { type Kysely, sql } from 'kysely';

/**
 * Refresh tokens carry their session sealed inside them (decision 009): a token gets a row only
 * once it is spent or its family revoked. A password reset can no longer mark a user's unspent
 * tokens revoked, so it stamps the user instead: tokens issued up to `sessions_revoked_at` are
 * refused. Tokens of the former kind (random, looked up by their hash) open no more; their
 * holders sign in again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE users ADD COLUMN sessions_revoked_at timestamptz').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS sessions_revoked_at').execute(db);
}
