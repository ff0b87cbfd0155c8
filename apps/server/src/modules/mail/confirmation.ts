import {
  countryLabel,
  deliveryKindOf,
  formatMoney,
  intlLocale,
  type Language,
  localize,
  normalizeOrganisationNumber,
  type Order,
  packagesLabel,
  packageText,
  type Tenant,
  tenantTimeZone,
  viewOrder,
  addressLines as writeAddressLines,
} from '@shop/contract';
import { createElement } from 'react';
import { CONFIRMATION_TEXTS } from './mail-texts.ts';
import { fill, type RenderedMail, renderHtml } from './templates/layout.ts';
import {
  type AddressBlock,
  type ConfirmationModel,
  OrderConfirmation,
  orderConfirmationText,
} from './templates/order-confirmation.ts';

export type { RenderedMail } from './templates/layout.ts';

export interface ConfirmationInput {
  tenant: Tenant;
  /** Language of the mail (the order's language). */
  language: Language;
  order: Order;
  /** The internal copy (tenants with confirmation copies): says so on its first line. */
  copy?: boolean;
}

type StoredAddress = Order['deliveryAddress'];

/** A field of a stored address as trimmed text ('' when missing). */
function field(address: StoredAddress, key: string): string {
  const value = address?.[key];
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/** The postal lines of an address in its country's format, the country named in `lang` when given. */
function addressLines(address: StoredAddress, lang?: Language): string[] {
  return writeAddressLines(address, lang ? (c) => countryLabel(c, lang) : undefined);
}

/** Labelled extra lines of an address (contact person, invoice details), those that are set. */
function labelledLines(address: StoredAddress, fields: readonly [string, string][]): [string, string][] {
  return fields.flatMap(([key, label]) => {
    const value = field(address, key);
    return value ? [[label, value] as [string, string]] : [];
  });
}

function formatDate(iso: string, language: Language, tenant: Tenant): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: tenantTimeZone(tenant.installationCountry),
  }).format(date);
}

/** Invoice terms (SPEC.md §9): net 14 days in Finland, else net 30 days. */
function invoiceDays(tenant: Tenant): number {
  return /suomi|finland/i.test(tenant.installationCountry) ? 14 : 30;
}

function buildModel({ tenant, language, order, copy = false }: ConfirmationInput): ConfirmationModel {
  const t = CONFIRMATION_TEXTS[language];
  const currency = order.currency || tenant.currency;
  const money = (minor: number) => formatMoney(minor, currency, language);
  const count = new Intl.NumberFormat(intlLocale(language));

  const subject = (copy ? t.copySubjectPrefix : '') + fill(t.subject, { number: order.orderNumber, shop: tenant.name });

  const postalFirst = order.addressType === 'POSTAL';
  let main = postalFirst ? order.postalAddress : order.deliveryAddress;
  let mainTitle = postalFirst ? t.postalAddress : t.deliveryAddress;
  if (addressLines(main).length === 0) {
    const other = postalFirst ? order.deliveryAddress : order.postalAddress;
    if (addressLines(other).length > 0) {
      main = other;
      mainTitle = postalFirst ? t.deliveryAddress : t.postalAddress;
    }
  }
  const addresses: AddressBlock[] = [];
  const contactDetails = labelledLines(main, [
    ['contactPerson', t.contactPerson],
    ['contactPhoneNumber', t.phone],
    ['contactNotificationInformation', t.email],
  ]);
  if (addressLines(main).length > 0 || contactDetails.length > 0) {
    addresses.push({ title: mainTitle, lines: addressLines(main, language), details: contactDetails });
  }
  const invoice = order.invoiceAddress;
  const invoiceDetails = labelledLines(invoice, [
    ['invoiceReference', t.invoiceReference],
    ['organisationNumber', t.organisationNumber],
    ['gln', t.gln],
    ['electronicInvoiceSystemAddress', t.eInvoiceAddress],
    ['electronicOperator', t.eInvoiceOperator],
    ['emailInvoiceAddress', t.pdfInvoiceEmail],
  ]);
  const hasInvoice = addressLines(invoice).length > 0 || invoiceDetails.length > 0;
  if (hasInvoice)
    addresses.push({ title: t.invoiceAddress, lines: addressLines(invoice, language), details: invoiceDetails });

  const name = field(main, 'contactPerson');
  // The amounts as the customer read them in the cart, by the rule the confirmation page uses.
  const view = viewOrder(order);
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    order.vatPercent / 100,
  );

  let payment: string | null = null;
  if (view.payment === 'ADVANCE') payment = t.paymentAdvance;
  else if (view.payment) {
    const method =
      view.payment === 'E-INVOICE' ? t.invoiceElectronic : view.payment === 'PDF' ? t.invoicePdf : t.invoicePaper;
    payment = `${fill(t.paymentInvoice, { days: invoiceDays(tenant) })} (${method})`;
  }
  const vatLabel = fill(view.withVat ? t.vatIncluded : t.vat, { percent });
  const totals: ConfirmationModel['totals'] = [
    { label: t.productsTotal, value: money(view.items) },
    { label: t.shipping, value: money(view.shipping) },
    ...(view.administrativeFee > 0 ? [{ label: t.administrativeFee, value: money(view.administrativeFee) }] : []),
    ...(view.withVat
      ? [
          { label: t.totalGross, value: money(view.total), strong: true },
          { label: vatLabel, value: money(view.totals.vat) },
        ]
      : [
          { label: t.totalNet, value: money(view.totals.net) },
          { label: vatLabel, value: money(view.totals.vat) },
          { label: t.totalGross, value: money(view.totals.gross), strong: true },
        ]),
  ];
  const onRequest = view.onRequest.map((item) => localize(item.name, language));

  const c = tenant.contact;
  return {
    t,
    subject,
    copy,
    greeting: name ? fill(t.greeting, { name }) : t.greetingNoName,
    facts: [
      [t.orderNumber, String(order.orderNumber)],
      [t.orderDate, formatDate(order.orderDate, language, tenant)],
    ],
    addresses,
    delivery: deliveryKindOf(order.orderItems) === 'PREMIUM' ? t.deliveryPremium : t.deliveryNormal,
    items: view.lines.map(({ item, shown }) => ({
      name: localize(item.name, language),
      articleNumber: item.articleNumber,
      amount: packagesLabel(
        item.amount,
        packageText(item.description, item.name, language) ?? fill(t.packageUnit, { n: count.format(item.quantity) }),
        language,
      ),
      price: shown === null ? localize(item.alternativePrice, language) : money(shown),
    })),
    totals,
    onRequest: onRequest.length > 0 ? fill(t.onRequest, { names: onRequest.join(', ') }) : null,
    message: (order.message ?? '').trim(),
    payment,
    contact: {
      lines: [
        c.companyName,
        c.street,
        [c.zipCode, c.city].filter(Boolean).join(' '),
        countryLabel(c.country, language),
      ].filter(Boolean),
      details: [
        [t.phone, c.phone] as [string, string],
        [t.email, c.email] as [string, string],
        [t.customerService, c.hours] as [string, string],
        [t.registrationNumber, normalizeOrganisationNumber(c.registrationNumber, tenant.installationCountry)] as [
          string,
          string,
        ],
        [t.vatNumber, c.vatNumber] as [string, string],
      ].filter(([, v]) => v),
    },
    lang: language,
    shop: tenant.name,
    primary: tenant.theme.primary,
  };
}

/**
 * The order confirmation mail in the order's language: subject, plain text and HTML. The HTML
 * is the OrderConfirmation component rendered by React Email (React escapes every text of the
 * order); the text part is written from the same model.
 */
export async function renderOrderConfirmation(input: ConfirmationInput): Promise<RenderedMail> {
  const model = buildModel(input);
  const html = await renderHtml(createElement(OrderConfirmation, { m: model }));
  return { subject: model.subject, text: orderConfirmationText(model), html };
}
