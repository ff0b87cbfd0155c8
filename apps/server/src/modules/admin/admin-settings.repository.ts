import type { Updateable } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { replaceOrderedRows, updateTenantRow } from '../../db/rows.ts';
import type { TenantsTable } from '../../db/schema.ts';
import { findServiceArticles } from '../orders/orders.repository.ts';

/** The columns of `tenants` the settings screen shows or changes. */
const SETTINGS_COLUMNS = [
  'id',
  'name',
  'currency',
  'vat_basis_points',
  'public_tenant',
  'business_private_toggle',
  'admin_order_form_type',
  'default_language',
  'forced_language',
  'guest_checkout',
  'show_campaigns',
  'installation_country',
  'contact',
  'ecommerce_certificate_url',
  'premium_delivery',
  'invoice_type_choice',
  'e_invoice_question',
  'order_message',
  'waive_administrative_fee',
  'tracking_hosts',
  'confirmation_copies',
  'base_url',
  'parcel_tracking_url',
] as const;

/** A tenant's settings as stored: its row, its languages in order, its service articles and whether it has orders. */
export async function findSettings(db: Db, tenantId: number, lock = false) {
  let query = db.selectFrom('tenants').select(SETTINGS_COLUMNS).where('id', '=', tenantId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [languages, services, order] = await Promise.all([
    db
      .selectFrom('tenant_languages')
      .select('language_code')
      .where('tenant_id', '=', tenantId)
      .orderBy('position')
      .execute(),
    findServiceArticles(db, tenantId),
    db.selectFrom('orders').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst(),
  ]);
  return {
    row,
    languages: languages.map((l) => l.language_code),
    services,
    hasOrders: order !== undefined,
  };
}
export type StoredSettings = NonNullable<Awaited<ReturnType<typeof findSettings>>>;

export async function updateTenant(trx: Db, tenantId: number, set: Updateable<TenantsTable>): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await trx.updateTable('tenants').set(set).where('id', '=', tenantId).execute();
}

/** Replaces the tenant's languages, in the order given. */
export function replaceLanguages(trx: Db, tenantId: number, languages: readonly string[]): Promise<void> {
  return replaceOrderedRows(
    trx,
    'tenant_languages',
    { tenant_id: tenantId },
    languages.map((code) => ({ language_code: code })),
  );
}

/** Sets the net price of one of the tenant's articles. */
export function setArticlePrice(trx: Db, tenantId: number, articleId: number, price: number): Promise<void> {
  return updateTenantRow(trx, 'articles', tenantId, articleId, { price_minor: price });
}
