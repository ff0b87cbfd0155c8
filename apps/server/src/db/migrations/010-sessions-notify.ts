import { type Kysely, sql } from 'kysely';

/**
 * Revocation notifications, for the session guard (modules/auth/sessions.ts): whenever a row of
 * `refresh_tokens` is written or updated with `revoked_at` set (a logout, a refused refresh,
 * a reused token), `pg_notify('sessions_revoked', family_id)` names the revoked family. Every
 * server process LISTENs on the channel and refuses the family's access tokens from then on.
 * At start a process reads the families revoked lately (the partial index below keeps that
 * read small however many spent tokens the table holds).
 */
export const SESSIONS_CHANNEL = 'sessions_revoked';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
CREATE FUNCTION shop_sessions_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${SESSIONS_CHANNEL}', NEW.family_id::text);
  RETURN NULL;
END
$$`)
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER refresh_tokens_revoked AFTER INSERT OR UPDATE OF revoked_at ON refresh_tokens
       FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION shop_sessions_notify()`,
    )
    .execute(db);
  await sql
    .raw('CREATE INDEX refresh_tokens_revoked_at ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL')
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP INDEX IF EXISTS refresh_tokens_revoked_at').execute(db);
  await sql.raw('DROP TRIGGER IF EXISTS refresh_tokens_revoked ON refresh_tokens').execute(db);
  await sql.raw('DROP FUNCTION IF EXISTS shop_sessions_notify()').execute(db);
}
