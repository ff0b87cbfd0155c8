import { type Kysely, sql } from 'kysely';

/**
 * Refresh tokens carry their session sealed inside them (decision 009): a token gets a row only
 * once it is spent or its family revoked. A password reset can no longer mark a user's unspent
 * tokens revoked, so it moves the user's session epoch on instead: every token carries the epoch
 * its family began in, and a refresh refuses any other. Tokens of the former kind (random,
 * looked up by their hash) open no more; their holders sign in again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE users ADD COLUMN session_epoch integer NOT NULL DEFAULT 0').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE users DROP COLUMN IF EXISTS session_epoch').execute(db);
}
