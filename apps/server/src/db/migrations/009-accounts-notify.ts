import { type Kysely, sql } from 'kysely';

/**
 * Account change notifications, for the login cache (modules/auth/login-cache.ts): after every
 * row of `users` inserted, updated or deleted, and every customer inserted, deleted or given
 * another customer number (the username a login may give), `pg_notify('accounts_changed', ...)`
 * names the row's tenant ("4"); a TRUNCATE names all of them ("*"). Every server process LISTENs
 * on the channel and drops the accounts it keeps of that tenant. Triggers fire for any writer:
 * the server, scripts, or a person in psql. Notifications are sent at commit, and identical ones
 * of one transaction are sent once.
 */
export const ACCOUNTS_CHANNEL = 'accounts_changed';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
CREATE FUNCTION shop_accounts_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('${ACCOUNTS_CHANNEL}', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('${ACCOUNTS_CHANNEL}', OLD.tenant_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('${ACCOUNTS_CHANNEL}', NEW.tenant_id::text);
  END IF;
  RETURN NULL;
END
$$`)
    .execute(db);
  const triggers = [
    'users_accounts_change AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW',
    'users_accounts_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT',
    'customers_accounts_change AFTER INSERT OR DELETE OR UPDATE OF customer_number ON customers FOR EACH ROW',
    'customers_accounts_truncate AFTER TRUNCATE ON customers FOR EACH STATEMENT',
  ];
  for (const trigger of triggers) {
    await sql.raw(`CREATE TRIGGER ${trigger} EXECUTE FUNCTION shop_accounts_notify()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, name] of [
    ['users', 'users_accounts_change'],
    ['users', 'users_accounts_truncate'],
    ['customers', 'customers_accounts_change'],
    ['customers', 'customers_accounts_truncate'],
  ]) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
  }
  await sql.raw('DROP FUNCTION IF EXISTS shop_accounts_notify()').execute(db);
}
