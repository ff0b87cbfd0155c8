import { type Kysely, sql } from 'kysely';

/**
 * The demo tenants' mail base URL follows the port the shop serves on (tenantBaseUrl in
 * config.ts): the seeded `http://t<ID>.localhost:3000` of databases seeded before is cleared, so
 * that reset links work on any PORT. A base URL someone configured (any other value) stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE tenants SET base_url = NULL WHERE base_url = 'http://t' || id || '.localhost:3000'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE tenants SET base_url = 'http://t' || id || '.localhost:3000' WHERE base_url IS NULL`.execute(db);
}
