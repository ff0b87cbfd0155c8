import type {
  AboutVariant,
  Article,
  Customer,
  Order,
  Product,
  ProductSummary,
  StoredUser,
  Tenant,
  TenantContent,
} from '@shop/contract';
import { vi } from 'vitest';

/** The about text of each demo shop. */
const DEMO_ABOUT: Record<number, AboutVariant> = {
  3: 'internal',
  4: 'nordic',
  5: 'finland',
  6: 'uk',
  7: 'spain',
  8: 'lab',
  9: 'denmark',
};

/** The content settings of demo shop `id`, as the seed gives them (apps/server/src/db/seed/tenants.ts). */
export function demoContent(id: number, publicTenant = true): TenantContent {
  const finnish = id === 5;
  return {
    faqPage: !publicTenant || finnish,
    faqExtraQuestions: !finnish,
    about: DEMO_ABOUT[id] ?? null,
    termsConditions: id !== 4,
    invoiceDays: finnish ? 14 : 30,
    creditBadge: !finnish,
    finnishContact: finnish,
    shortCookieTitle: finnish,
  };
}

/**
 * A tenant like the demo Nordic shop (4); override what a test needs. Its content settings
 * follow the `id` and `publicTenant` given, as the demo shop of that id has them.
 */
export function makeTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: 4,
    name: 'Sealwise Nordic',
    currency: 'SEK',
    vat: 25,
    publicTenant: true,
    businessPrivateToggle: true,
    adminOrderFormType: 'STANDARD',
    languages: ['sv', 'en', 'no', 'es', 'fi', 'dk'],
    defaultLanguage: 'sv',
    forcedLanguage: null,
    guestCheckout: true,
    showCampaigns: true,
    installationCountry: 'SE',
    theme: { primary: '#0b3d5c', variant: 'default' },
    contact: {
      companyName: 'Sealwise Nordic AB (demo)',
      street: 'Exempelgatan 1',
      zipCode: '11122',
      city: 'Stockholm',
      country: 'SE',
      phone: '+46 8 123 45 67',
      email: 'kundtjanst@example.com',
      registrationNumber: '556000-0000',
      vatNumber: 'SE556000000001',
      hours: '08:00–17:00',
    },
    ecommerceCertificateUrl: null,
    checkout: {
      premiumDelivery: true,
      invoiceTypeChoice: false,
      eInvoiceQuestion: true,
      orderMessage: true,
      waiveAdministrativeFee: false,
    },
    trackingHosts: [],
    parcelTrackingUrl: null,
    content: demoContent(overrides.id ?? 4, overrides.publicTenant ?? true),
    ...overrides,
  };
}

export function makeUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    roles: ['CUSTOMER'],
    username: 'business.4@example.com',
    tenant_id: 4,
    id: 41,
    currency: 'SEK',
    ...overrides,
  };
}

/** A consumer's customer record on tenant 4 without any address yet. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    customerNumber: '30000004',
    customerType: 'PRIVATE',
    privateCustomerType: true,
    companyName: null,
    name: 'Maja Lindqvist',
    corporateIdentityNumber: null,
    email: 'private.4@example.com',
    temporaryPassword: false,
    allowNewsletter: false,
    payer: 'CUSTOMER',
    defaultArticleGroup: null,
    deliveryAddress: null,
    postalAddress: null,
    invoiceAddress: null,
    ...overrides,
  };
}

export function tokenAnswer(overrides: Record<string, unknown> = {}) {
  return { ...makeUser(), token_type: 'bearer', expires_in: 900, admin: false, ...overrides };
}

type Handler = (
  url: string,
  init: RequestInit,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** A fetch double answering by handler; records every call as [url, init]. */
export function fakeFetch(handler: Handler) {
  const calls: Array<[string, RequestInit]> = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push([url, init]);
    const { status, body } = await handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fn, calls };
}

/** Answers every fetch of the test by `handler` (a fakeFetch in place of fetch); returns it for its calls. */
export function stubFetch(handler: Handler) {
  const api = fakeFetch(handler);
  vi.stubGlobal('fetch', api.fn);
  return api;
}

/** One request header of a recorded fetch call. */
export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

/** A customer-paid package of product 7; override what a test needs. */
export function makeArticle(id: number, price = 1000, overrides: Partial<Article> = {}): Article {
  return {
    id,
    containerId: 7,
    articleNumber: `SB-${id}`,
    name: '',
    quantity: 100,
    price,
    weight: 500,
    freeShipping: false,
    numberOfForms: 0,
    payer: 'CUSTOMER',
    alternativePrice: null,
    freight: 'NONE',
    administrativeFee: false,
    ...overrides,
  };
}

/** What a product page adds to a product summary, all empty; override what a test needs. */
export function productDetails(overrides: Partial<Omit<Product, keyof ProductSummary | 'nonExistant'>> = {}) {
  return {
    detailedDescription: '',
    specification: '',
    popupImageFileName: null,
    images: [],
    attachedFiles: [],
    videos: [],
    related: [],
    nonExistant: false as const,
    ...overrides,
  };
}

type OrderItem = Order['orderItems'][number];

/** Two customer-paid packages of 100 security bags in an order; override what a test needs. */
export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    articleNumber: 'SB-1',
    amount: 2,
    price: 20000,
    quantity: 100,
    name: '[en]Security bag',
    description: '',
    image: null,
    containerId: 7,
    payer: 'CUSTOMER',
    alternativePrice: null,
    freight: 'NONE',
    administrativeFee: false,
    ...overrides,
  };
}

/** An order of the account's list (one line of makeOrderItem, nothing paid or sent yet); override what a test needs. */
export function makeOrder(over: Partial<Order> = {}): Order {
  return {
    orderNumber: 4711,
    orderDate: '2026-03-05T09:12:00.000Z',
    totalPrice: 50_000,
    totals: { net: 40_000, vat: 10_000, gross: 50_000 },
    shipping: 0,
    administrativeFee: 0,
    currency: 'SEK',
    vatPercent: 25,
    premiumSelected: false,
    addressType: 'DELIVERY',
    orderItems: [makeOrderItem()],
    canceled: false,
    printed: false,
    invoiced: false,
    shipped: false,
    parcelNumber: null,
    trackingUrl: null,
    deliveryAddress: null,
    postalAddress: null,
    invoiceAddress: null,
    message: null,
    email: null,
    privateCustomer: false,
    payment: null,
    ...over,
  };
}

/**
 * The answers of the cart's price look-ups (parcel and express delivery, an invoice address
 * required) for a fetch double's handler; undefined for any other address.
 */
export function cartPricingAnswer(url: string): { status: number; body: unknown } | undefined {
  if (url.includes('ajaxGetDeliveryCost'))
    return {
      status: 200,
      body: {
        normal: 4900,
        normalName: '[en]Parcel',
        normalDescription: '',
        premium: 19900,
        premiumName: '[en]Express',
      },
    };
  if (url.includes('ajaxRequiredInvoiceAddress')) return { status: 200, body: { data: true } };
  return undefined;
}
