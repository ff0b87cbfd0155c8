import { type Kysely, sql } from 'kysely';

/**
 * Tenant change notifications, for the tenant settings every process keeps (TenantDirectory in
 * plugins/tenant-context.ts): after every row of `tenants` or `tenant_languages` inserted,
 * updated or deleted, `pg_notify('tenants_changed', ...)` names the row's tenant ("4"); a
 * TRUNCATE names all of them ("*"). Every server process LISTENs on the channel and reads the
 * settings again, so a setting changed in the back office (or by a script, or in psql) is in
 * effect in the shop at once. Notifications are sent at commit, and identical ones of one
 * transaction are sent once.
 *
 * The audit trail also learns the back office's new kinds of entity (settings, products, ...):
 * its `entity` check becomes the form of a name; the contract's AuditEntity lists the values.
 */
export const TENANTS_CHANNEL = 'tenants_changed';

const AUDIT_ENTITY_CHECK = 'audit_log_entity_check';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
CREATE FUNCTION shop_tenants_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('${TENANTS_CHANNEL}', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'tenants' THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM pg_notify('${TENANTS_CHANNEL}', OLD.id::text);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM pg_notify('${TENANTS_CHANNEL}', NEW.id::text);
    END IF;
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM pg_notify('${TENANTS_CHANNEL}', OLD.tenant_id::text);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM pg_notify('${TENANTS_CHANNEL}', NEW.tenant_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$`)
    .execute(db);
  const triggers = [
    'tenants_settings_change AFTER INSERT OR UPDATE OR DELETE ON tenants FOR EACH ROW',
    'tenants_settings_truncate AFTER TRUNCATE ON tenants FOR EACH STATEMENT',
    'tenant_languages_settings_change AFTER INSERT OR UPDATE OR DELETE ON tenant_languages FOR EACH ROW',
    'tenant_languages_settings_truncate AFTER TRUNCATE ON tenant_languages FOR EACH STATEMENT',
  ];
  for (const trigger of triggers) {
    await sql.raw(`CREATE TRIGGER ${trigger} EXECUTE FUNCTION shop_tenants_notify()`).execute(db);
  }
  await sql.raw(`ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS ${AUDIT_ENTITY_CHECK}`).execute(db);
  await sql
    .raw(`ALTER TABLE audit_log ADD CONSTRAINT ${AUDIT_ENTITY_CHECK} CHECK (entity ~ '^[a-z][a-z_]{0,39}$')`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS ${AUDIT_ENTITY_CHECK}`).execute(db);
  await sql
    .raw(
      `ALTER TABLE audit_log ADD CONSTRAINT ${AUDIT_ENTITY_CHECK}
       CHECK (entity IN ('order', 'customer', 'store_request')) NOT VALID`,
    )
    .execute(db);
  for (const [table, name] of [
    ['tenants', 'tenants_settings_change'],
    ['tenants', 'tenants_settings_truncate'],
    ['tenant_languages', 'tenant_languages_settings_change'],
    ['tenant_languages', 'tenant_languages_settings_truncate'],
  ]) {
    await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
  }
  await sql.raw('DROP FUNCTION IF EXISTS shop_tenants_notify()').execute(db);
}
