import type { AboutVariant, Language, TenantContent } from '@shop/contract';

export const LANGUAGE_ROWS: readonly { code: Language; name: string }[] = [
  { code: 'sv', name: 'Svenska' },
  { code: 'en', name: 'English' },
  { code: 'no', name: 'Norsk' },
  { code: 'es', name: 'Español' },
  { code: 'fi', name: 'Suomi' },
  { code: 'dk', name: 'Dansk' },
];

export interface TenantContact {
  companyName: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  registrationNumber: string;
  vatNumber: string;
  hours: string;
}

export type CatalogKind = 'nordic' | 'fi' | 'lab';

export interface TenantDef {
  id: number;
  name: string;
  currency: 'SEK' | 'EUR' | 'GBP' | 'DKK';
  vatBasisPoints: number;
  publicTenant: boolean;
  businessPrivateToggle: boolean;
  languages: readonly Language[];
  defaultLanguage: Language;
  forcedLanguage: Language | null;
  guestCheckout: boolean;
  showCampaigns: boolean;
  adminOrderFormType: 'STANDARD' | 'NONE';
  themePrimary: string;
  themeVariant: 'default' | 'lab';
  installationCountry: string;
  contact: TenantContact;
  /** Prefix of every article number of the shop. */
  articlePrefix: string;
  catalog: CatalogKind;
}

const ALL_SV: readonly Language[] = ['sv', 'en', 'no', 'es', 'fi', 'dk'];
const ALL_EN: readonly Language[] = ['en', 'sv', 'no', 'es', 'fi', 'dk'];
const SEALWISE = '#0b3d5c';
const HOURS = '08:00-17:00';

/**
 * What a demo shop is unless its entry below says otherwise: a public shop in the Sealwise
 * colours, open to guests and to private customers, with campaigns and the standard order form,
 * selling the Nordic catalog.
 */
const SHOP_DEFAULTS = {
  publicTenant: true,
  businessPrivateToggle: true,
  forcedLanguage: null,
  guestCheckout: true,
  showCampaigns: true,
  adminOrderFormType: 'STANDARD',
  themePrimary: SEALWISE,
  themeVariant: 'default',
  catalog: 'nordic',
} as const satisfies Partial<TenantDef>;

type DefaultSetting = keyof typeof SHOP_DEFAULTS;

/** A demo shop: its own settings over SHOP_DEFAULTS. */
function shop(def: Omit<TenantDef, DefaultSetting> & Partial<Pick<TenantDef, DefaultSetting>>): TenantDef {
  return { ...SHOP_DEFAULTS, ...def };
}

export const TENANTS: readonly TenantDef[] = [
  shop({
    id: 3,
    name: 'Sealwise Intern',
    currency: 'SEK',
    vatBasisPoints: 2500,
    publicTenant: false,
    businessPrivateToggle: false,
    languages: ['sv', 'en'],
    defaultLanguage: 'sv',
    guestCheckout: false,
    installationCountry: 'Sverige',
    contact: {
      companyName: 'Sealwise Intern AB (demo)',
      street: 'Exempelgatan 12',
      zipCode: '111 21',
      city: 'Stockholm',
      country: 'Sverige',
      phone: '+46 8 555 010 30',
      email: 'materialbestallning@sealwise.example',
      registrationNumber: '556000-0003',
      vatNumber: 'SE556000000301',
      hours: HOURS,
    },
    articlePrefix: 'IN',
  }),
  shop({
    id: 4,
    name: 'Sealwise Nordic',
    currency: 'SEK',
    vatBasisPoints: 2500,
    languages: ALL_SV,
    defaultLanguage: 'sv',
    installationCountry: 'Sverige',
    contact: {
      companyName: 'Sealwise Nordic AB (demo)',
      street: 'Exempelgatan 12',
      zipCode: '111 21',
      city: 'Stockholm',
      country: 'Sverige',
      phone: '+46 8 555 010 00',
      email: 'kundservice@sealwise.example',
      registrationNumber: '556000-0004',
      vatNumber: 'SE556000000401',
      hours: HOURS,
    },
    articlePrefix: 'SW4',
  }),
  shop({
    id: 5,
    name: 'Sealwise Suomi',
    currency: 'EUR',
    vatBasisPoints: 2550,
    businessPrivateToggle: false,
    languages: ['fi'],
    defaultLanguage: 'fi',
    forcedLanguage: 'fi',
    guestCheckout: false,
    showCampaigns: false,
    installationCountry: 'Suomi',
    contact: {
      companyName: 'Sealwise Suomi Oy (demo)',
      street: 'Esimerkkikatu 5',
      zipCode: '00100',
      city: 'Helsinki',
      country: 'Suomi',
      phone: '+358 9 5550 1000',
      email: 'asiakaspalvelu@sealwise-fi.example',
      registrationNumber: '1234567-1',
      vatNumber: 'FI12345678',
      hours: '8-16.30',
    },
    articlePrefix: 'FI',
    catalog: 'fi',
  }),
  shop({
    id: 6,
    name: 'Sealwise UK',
    currency: 'GBP',
    vatBasisPoints: 2000,
    languages: ALL_EN,
    defaultLanguage: 'en',
    adminOrderFormType: 'NONE',
    installationCountry: 'United Kingdom',
    contact: {
      companyName: 'Sealwise UK Ltd (demo)',
      street: '12 Example Street',
      zipCode: 'EC1A 1AA',
      city: 'London',
      country: 'United Kingdom',
      phone: '+44 20 7946 0000',
      email: 'customerservice@sealwise-uk.example',
      registrationNumber: '01234567',
      vatNumber: 'GB123456789',
      hours: HOURS,
    },
    articlePrefix: 'UK',
  }),
  shop({
    id: 7,
    name: 'Sealwise España',
    currency: 'EUR',
    vatBasisPoints: 2100,
    businessPrivateToggle: false,
    languages: ['es', 'en', 'sv', 'no', 'fi', 'dk'],
    defaultLanguage: 'es',
    adminOrderFormType: 'NONE',
    installationCountry: 'España',
    contact: {
      companyName: 'Sealwise España S.L. (demo)',
      street: 'Calle Ejemplo 10',
      zipCode: '28001',
      city: 'Madrid',
      country: 'España',
      phone: '+34 910 000 000',
      email: 'atencion@sealwise-es.example',
      registrationNumber: 'B12345678',
      vatNumber: 'ESB12345678',
      hours: HOURS,
    },
    articlePrefix: 'ES',
  }),
  shop({
    id: 8,
    name: 'Labwise',
    currency: 'EUR',
    vatBasisPoints: 2550,
    languages: ALL_EN,
    defaultLanguage: 'en',
    adminOrderFormType: 'NONE',
    themePrimary: '#007c78',
    themeVariant: 'lab',
    installationCountry: 'Sverige',
    contact: {
      companyName: 'Labwise AB (demo)',
      street: 'Provrörsvägen 3',
      zipCode: '752 37',
      city: 'Uppsala',
      country: 'Sverige',
      phone: '+46 18 555 020 00',
      email: 'support@labwise.example',
      registrationNumber: '556000-0008',
      vatNumber: 'SE556000000801',
      hours: HOURS,
    },
    articlePrefix: 'LW',
    catalog: 'lab',
  }),
  shop({
    id: 9,
    name: 'Sealwise Danmark',
    currency: 'DKK',
    vatBasisPoints: 2500,
    languages: ['dk'],
    defaultLanguage: 'dk',
    forcedLanguage: 'dk',
    installationCountry: 'Danmark',
    contact: {
      companyName: 'Sealwise Danmark ApS (demo)',
      street: 'Eksempelvej 7',
      zipCode: '2100',
      city: 'København Ø',
      country: 'Danmark',
      phone: '+45 55 50 10 00',
      email: 'kundeservice@sealwise-dk.example',
      registrationNumber: 'CVR 12345674',
      vatNumber: 'DK12345678',
      hours: HOURS,
    },
    articlePrefix: 'DK',
  }),
];

/** Checkout settings of the demo shops (SPEC.md §2, §4, §5; configuration, not code). */
export function checkoutColumns(t: TenantDef) {
  const finnish = t.id === 5;
  return {
    premium_delivery: !finnish,
    invoice_type_choice: finnish,
    e_invoice_question: !finnish && t.id !== 6,
    order_message: t.publicTenant && !finnish,
    waive_administrative_fee: finnish,
    tracking_hosts: TRACKING_HOSTS[t.id] ?? [],
    confirmation_copies: CONFIRMATION_COPIES[t.id] ?? [],
    parcel_tracking_url: PARCEL_TRACKING[t.id] ?? null,
    // Links in mails follow the port the shop serves on (tenantBaseUrl in config.ts).
    base_url: null,
  };
}

/** The two hosts that report orders to e-commerce tracking (demo values). */
const TRACKING_HOSTS: Record<number, string[]> = {
  4: ['shop.sealwise.example', 't4.localhost'],
  6: ['shop.sealwise.example.co.uk', 't6.localhost'],
};

/** Where the demo shops' parcels are tracked (the carriers' public tracking pages; the internal shop has none). */
const PARCEL_TRACKING: Record<number, string> = {
  4: 'https://tracking.postnord.com/se/?id={parcelNumber}',
  5: 'https://www.posti.fi/fi/seuranta#/lahetys/{parcelNumber}',
  6: 'https://www.royalmail.com/track-your-item#/tracking-results/{parcelNumber}',
  7: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={parcelNumber}',
  8: 'https://tracking.postnord.com/se/?id={parcelNumber}',
  9: 'https://tracking.postnord.com/dk/?id={parcelNumber}',
};

/** Internal addresses that receive a copy of every order confirmation (demo values). */
const CONFIRMATION_COPIES: Record<number, string[]> = {
  4: ['orders.nordic@sealwise.example'],
  6: ['orders.uk@sealwise.example'],
};

/** How the pages of the demo shops read (SPEC.md §2 'Static pages', §9; configuration, not code). */
export function contentSettings(t: TenantDef): TenantContent {
  const finnish = t.id === 5;
  return {
    faqPage: !t.publicTenant || finnish,
    faqExtraQuestions: !finnish,
    about: ABOUT_BY_TENANT[t.id] ?? null,
    termsConditions: t.id !== 4,
    invoiceDays: finnish ? 14 : 30,
    creditBadge: !finnish,
    finnishContact: finnish,
    shortCookieTitle: finnish,
  };
}

/** The about text each demo shop tells. */
const ABOUT_BY_TENANT: Record<number, AboutVariant> = {
  3: 'internal',
  4: 'nordic',
  5: 'finland',
  6: 'uk',
  7: 'spain',
  8: 'lab',
  9: 'denmark',
};

/** The `tenants` row of a demo shop. */
export function tenantRow(t: TenantDef) {
  return {
    id: t.id,
    name: t.name,
    currency: t.currency,
    vat_basis_points: t.vatBasisPoints,
    public_tenant: t.publicTenant,
    business_private_toggle: t.businessPrivateToggle,
    admin_order_form_type: t.adminOrderFormType,
    default_language: t.defaultLanguage,
    forced_language: t.forcedLanguage,
    guest_checkout: t.guestCheckout,
    show_campaigns: t.showCampaigns,
    installation_country: t.installationCountry,
    theme_primary: t.themePrimary,
    theme_variant: t.themeVariant,
    contact: JSON.stringify(t.contact),
    content: JSON.stringify(contentSettings(t)),
    ecommerce_certificate_url: null,
    ...checkoutColumns(t),
  };
}
