import { type Tenant, TenantContactSchema, TenantContentSchema } from '@shop/contract';
import type { Db } from '../../db/connect.ts';

/** Every tenant with its languages, in the shape the web app reads. */
export async function loadTenants(db: Db): Promise<Tenant[]> {
  const [rows, langs] = await Promise.all([
    db.selectFrom('tenants').selectAll().orderBy('id').execute(),
    db.selectFrom('tenant_languages').selectAll().orderBy('tenant_id').orderBy('position').execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    currency: r.currency.trim(),
    vat: r.vat_basis_points / 100,
    publicTenant: r.public_tenant,
    businessPrivateToggle: r.business_private_toggle,
    adminOrderFormType: r.admin_order_form_type,
    languages: langs.filter((l) => l.tenant_id === r.id).map((l) => l.language_code) as Tenant['languages'],
    defaultLanguage: r.default_language as Tenant['defaultLanguage'],
    forcedLanguage: r.forced_language as Tenant['forcedLanguage'],
    guestCheckout: r.guest_checkout,
    showCampaigns: r.show_campaigns,
    installationCountry: r.installation_country,
    theme: { primary: r.theme_primary, variant: r.theme_variant },
    contact: TenantContactSchema.parse(typeof r.contact === 'string' ? JSON.parse(r.contact) : r.contact),
    ecommerceCertificateUrl: r.ecommerce_certificate_url,
    checkout: {
      premiumDelivery: r.premium_delivery,
      invoiceTypeChoice: r.invoice_type_choice,
      eInvoiceQuestion: r.e_invoice_question,
      orderMessage: r.order_message,
      waiveAdministrativeFee: r.waive_administrative_fee,
    },
    content: TenantContentSchema.parse(typeof r.content === 'string' ? JSON.parse(r.content) : r.content),
    trackingHosts: r.tracking_hosts,
    parcelTrackingUrl: r.parcel_tracking_url,
  }));
}
