import {
  type AdminSettings,
  type AdminSettingsPatch,
  type FieldError,
  type Language,
  settingsCrossErrors,
  type Tenant,
  TenantContactSchema,
} from '@shop/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { TenantsTable } from '../../db/schema.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import type { Operator } from './admin-guard.ts';
import {
  findSettings,
  replaceLanguages,
  type StoredSettings,
  setArticlePrice,
  updateTenant,
} from './admin-settings.repository.ts';
import { writeAudit } from './audit.ts';

type Contact = AdminSettings['contact'];

function contactOf(value: unknown): Contact {
  return TenantContactSchema.parse(typeof value === 'string' ? JSON.parse(value) : value);
}

/** The settings as the back office shows them. */
function settingsView(s: StoredSettings): AdminSettings {
  const { row, services } = s;
  return {
    id: row.id,
    name: row.name,
    currency: row.currency.trim(),
    currencyLocked: s.hasOrders,
    publicTenant: row.public_tenant,
    installationCountry: row.installation_country,
    vat: row.vat_basis_points / 100,
    businessPrivateToggle: row.business_private_toggle,
    adminOrderFormType: row.admin_order_form_type,
    guestCheckout: row.guest_checkout,
    showCampaigns: row.show_campaigns,
    languages: s.languages as Language[],
    defaultLanguage: row.default_language as Language,
    forcedLanguage: row.forced_language as Language | null,
    premiumDelivery: row.premium_delivery,
    premiumPrice: services.premium?.price_minor ?? null,
    freightPrice: services.normal?.price_minor ?? null,
    administrativeFee: services.fee?.price_minor ?? null,
    waiveAdministrativeFee: row.waive_administrative_fee,
    invoiceTypeChoice: row.invoice_type_choice,
    eInvoiceQuestion: row.e_invoice_question,
    orderMessage: row.order_message,
    confirmationCopies: row.confirmation_copies,
    trackingHosts: row.tracking_hosts,
    parcelTrackingUrl: row.parcel_tracking_url,
    baseUrl: row.base_url,
    ecommerceCertificateUrl: row.ecommerce_certificate_url,
    contact: contactOf(row.contact),
  };
}

async function stored(ctx: AppContext, tenantId: number): Promise<StoredSettings> {
  const s = await findSettings(ctx.db, tenantId);
  if (!s) throw new OperationError(404, 'not_found');
  return s;
}

/** GET /api/admin/settings: the tenant's settings. */
export async function settingsOf(ctx: AppContext, tenant: Tenant): Promise<AdminSettings> {
  return settingsView(await stored(ctx, tenant.id));
}

/** Column by column: the settings field that maps straight onto a `tenants` column. */
const COLUMNS = {
  name: 'name',
  businessPrivateToggle: 'business_private_toggle',
  adminOrderFormType: 'admin_order_form_type',
  guestCheckout: 'guest_checkout',
  showCampaigns: 'show_campaigns',
  defaultLanguage: 'default_language',
  forcedLanguage: 'forced_language',
  premiumDelivery: 'premium_delivery',
  waiveAdministrativeFee: 'waive_administrative_fee',
  invoiceTypeChoice: 'invoice_type_choice',
  eInvoiceQuestion: 'e_invoice_question',
  orderMessage: 'order_message',
  confirmationCopies: 'confirmation_copies',
  trackingHosts: 'tracking_hosts',
  parcelTrackingUrl: 'parcel_tracking_url',
  baseUrl: 'base_url',
  ecommerceCertificateUrl: 'ecommerce_certificate_url',
} as const satisfies Partial<Record<keyof AdminSettingsPatch, keyof TenantsTable>>;

/** The service article each price field sets. */
const PRICES = { premiumPrice: 'premium', freightPrice: 'normal', administrativeFee: 'fee' } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The field errors of a patch against what is stored: cross-field rules on the result, prices without an article. */
function patchErrors(before: AdminSettings, body: AdminSettingsPatch): FieldError[] {
  const errors = settingsCrossErrors({
    languages: body.languages ?? before.languages,
    defaultLanguage: body.defaultLanguage ?? before.defaultLanguage,
    forcedLanguage: body.forcedLanguage !== undefined ? body.forcedLanguage : before.forcedLanguage,
  });
  for (const field of Object.keys(PRICES) as (keyof typeof PRICES)[]) {
    if (body[field] !== undefined && before[field] === null) errors.push({ field, message: 'no_article' });
  }
  return errors;
}

/**
 * PATCH /api/admin/settings: any subset of the settings, checked against the stored ones (the
 * default and forced language among the chosen; a price only where the tenant has its article),
 * then written under the tenant's row lock with one audit row of what changed, field by field
 * (`{ field: { from, to } }`; the contact per part, `contact.phone`); a patch that changes
 * nothing writes nothing. The currency is fixed once the tenant has orders (409
 * `currency_locked`). Every process reads the settings again at commit (migration 020), this one
 * at once.
 */
export async function patchSettings(ctx: AppContext, op: Operator, body: AdminSettingsPatch): Promise<AdminSettings> {
  const { tenant, actor } = op;
  const problems = patchErrors(settingsView(await stored(ctx, tenant.id)), body);
  if (problems.length > 0) throw new ValidationError(problems);

  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Read again under the tenant's lock: two changes at once each record what they changed.
    const locked = await findSettings(trx, tenant.id, true);
    if (!locked) throw new OperationError(404, 'not_found');
    const now = settingsView(locked);
    const again = patchErrors(now, body);
    if (again.length > 0) throw new ValidationError(again);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const note = (field: string, from: unknown, to: unknown) => {
      if (!same(from, to)) changes[field] = { from, to };
    };
    const set: Updateable<TenantsTable> = {};
    for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, keyof TenantsTable][]) {
      const value = body[field];
      if (value === undefined) continue;
      note(field, now[field], value);
      if (field in changes) (set as Record<string, unknown>)[column] = value;
    }
    if (body.vat !== undefined) {
      note('vat', now.vat, body.vat);
      if ('vat' in changes) set.vat_basis_points = Math.round(body.vat * 100);
    }
    if (body.currency !== undefined) {
      note('currency', now.currency, body.currency);
      if ('currency' in changes) {
        if (locked.hasOrders) throw new OperationError(409, 'currency_locked');
        set.currency = body.currency;
      }
    }
    if (body.contact !== undefined) {
      for (const [part, value] of Object.entries(body.contact)) {
        note(`contact.${part}`, now.contact[part as keyof Contact], value);
      }
      if (Object.keys(changes).some((f) => f.startsWith('contact.'))) set.contact = JSON.stringify(body.contact);
    }
    await updateTenant(trx, tenant.id, set);
    if (body.languages !== undefined) {
      note('languages', now.languages, body.languages);
      if ('languages' in changes) await replaceLanguages(trx, tenant.id, body.languages);
    }
    for (const [field, service] of Object.entries(PRICES) as [
      keyof typeof PRICES,
      (typeof PRICES)[keyof typeof PRICES],
    ][]) {
      const price = body[field];
      const article = locked.services[service];
      if (price === undefined || !article) continue;
      note(field, now[field], price);
      if (field in changes) await setArticlePrice(trx, tenant.id, article.id, price);
    }
    if (Object.keys(changes).length === 0) return changes;
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'settings',
      entityId: tenant.id,
      action: 'updated',
      changes,
    });
    return changes;
  });
  if (Object.keys(changed).length > 0) ctx.tenants.invalidate();
  return settingsOf(ctx, tenant);
}
