import { sql } from 'kysely';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../connect.ts';
import { insertAccounts, planAccounts } from './accounts.ts';
import { insertCatalogs } from './catalog-insert.ts';
import { planCatalog } from './catalog-plan.ts';
import { insertContentPages } from './content-pages.ts';
import { insertOrders } from './orders.ts';
import { POSTAL_ROWS } from './postal.ts';
import { contentSettings, LANGUAGE_ROWS, TENANTS, tenantRow } from './tenants.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-pass-1';

export { TENANTS as DEMO_TENANTS } from './tenants.ts';

async function hasTenants(db: Db): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty database with the demo shops: tenants, catalogs, accounts, orders and the
 * postcode directory, in one transaction. Does nothing when any tenant exists.
 */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  if (await hasTenants(db)) return { seeded: false };

  const accounts = planAccounts(TENANTS);
  // Hashing runs on the thread pool while the catalog is written.
  const hashing = Promise.all(accounts.users.map(() => hashPassword(DEMO_PASSWORD)));
  hashing.catch(() => undefined);
  const plans = TENANTS.map(planCatalog);

  const seeded = await db.transaction().execute(async (trx) => {
    // Two processes starting on one empty database: the second waits here and then sees the rows.
    await sql`LOCK TABLE tenants IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    if (await hasTenants(trx)) return false;

    await trx
      .insertInto('languages')
      .values(LANGUAGE_ROWS)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx.insertInto('tenants').values(TENANTS.map(tenantRow)).execute();
    await trx
      .insertInto('tenant_languages')
      .values(
        TENANTS.flatMap((t) =>
          t.languages.map((code, position) => ({ tenant_id: t.id, language_code: code, position })),
        ),
      )
      .execute();
    await insertContentPages(
      trx,
      TENANTS.map((t) => ({ ...t, content: contentSettings(t) })),
    );

    const articles = await insertCatalogs(trx, plans);
    const customerIds = await insertAccounts(trx, accounts, await hashing);
    await insertOrders(trx, TENANTS, accounts, customerIds, articles);
    await trx
      .insertInto('postal_directory')
      .values(POSTAL_ROWS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
  return { seeded };
}
