import {
  deliveryKindOf,
  formatMoney,
  intlLocale,
  type Language,
  localize,
  type Order,
  type OrderItem,
  type Tenant,
} from '@shop/contract';
import { CONFIRMATION_TEXTS, type ConfirmationTexts } from './mail-texts.ts';

export interface ConfirmationInput {
  tenant: Tenant;
  /** Language of the mail (the order's language). */
  language: Language;
  order: Order;
  /** The internal copy (tenants with confirmation copies): says so on its first line. */
  copy?: boolean;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

type StoredAddress = Order['deliveryAddress'];

/** A field of a stored address as trimmed text ('' when missing). */
function field(address: StoredAddress, key: string): string {
  const value = address?.[key];
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The postal lines of an address: recipient, street, postcode and city, country. */
function addressLines(address: StoredAddress): string[] {
  const number = [field(address, 'streetNumber'), field(address, 'streetLetter')].filter(Boolean).join(' ');
  return [
    field(address, 'recipient'),
    [field(address, 'streetName'), number].filter(Boolean).join(' '),
    [field(address, 'zipCode'), field(address, 'city')].filter(Boolean).join(' '),
    field(address, 'country'),
  ].filter(Boolean);
}

/** Labelled extra lines of an address (contact person, invoice details), those that are set. */
function labelledLines(address: StoredAddress, fields: readonly [string, string][]): [string, string][] {
  return fields.flatMap(([key, label]) => {
    const value = field(address, key);
    return value ? [[label, value] as [string, string]] : [];
  });
}

interface AddressBlock {
  title: string;
  lines: string[];
  details: [string, string][];
}

/** Time zone of the shop's country, for the order date. */
function timeZoneOf(tenant: Tenant): string {
  const country = tenant.installationCountry.toLowerCase();
  if (/suomi|finland/.test(country)) return 'Europe/Helsinki';
  if (/united kingdom|england|uk\b/.test(country)) return 'Europe/London';
  if (/españa|spain/.test(country)) return 'Europe/Madrid';
  if (/danmark|denmark/.test(country)) return 'Europe/Copenhagen';
  if (/norge|norway/.test(country)) return 'Europe/Oslo';
  return 'Europe/Stockholm';
}

function formatDate(iso: string, language: Language, tenant: Tenant): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZoneOf(tenant),
  }).format(date);
}

/** Invoice terms (SPEC.md §9): net 14 days in Finland, else net 30 days. */
function invoiceDays(tenant: Tenant): number {
  return /suomi|finland/i.test(tenant.installationCountry) ? 14 : 30;
}

const HTML_LANG: Record<Language, string> = { sv: 'sv', en: 'en', no: 'nb', es: 'es', fi: 'fi', dk: 'da' };

const DEFAULT_PRIMARY = '#0b3d5c';

/** The tenant colour when it is a plain hex colour (it goes into a style attribute). */
function primaryColour(tenant: Tenant): string {
  const colour = tenant.theme.primary.trim();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour) ? colour : DEFAULT_PRIMARY;
}

/** White or near-black text, whichever reads better on the colour. */
function textOn(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#111111' : '#ffffff';
}

interface Model {
  t: ConfirmationTexts;
  subject: string;
  copy: boolean;
  greeting: string;
  facts: [string, string][];
  addresses: AddressBlock[];
  delivery: string;
  items: { name: string; articleNumber: string; amount: string; pack: string; price: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
  message: string;
  payment: string | null;
  contact: { lines: string[]; details: [string, string][] };
  lang: Language;
  shop: string;
  primary: string;
}

function isService(item: OrderItem): boolean {
  return item.freight !== 'NONE' || item.administrativeFee;
}

function buildModel({ tenant, language, order, copy = false }: ConfirmationInput): Model {
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
    addresses.push({ title: mainTitle, lines: addressLines(main), details: contactDetails });
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
  if (hasInvoice) addresses.push({ title: t.invoiceAddress, lines: addressLines(invoice), details: invoiceDetails });

  const name = field(main, 'contactPerson');
  const goods = order.orderItems.filter((item) => !isService(item));
  const sum = (items: OrderItem[]) => items.reduce((s, item) => s + item.price, 0);
  // Shipping and fee as the order states them; lines of freight or fee articles only fill in.
  const shipping = order.shipping || sum(order.orderItems.filter((item) => item.freight !== 'NONE'));
  const fee = order.administrativeFee || sum(order.orderItems.filter((item) => item.administrativeFee));
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    order.vatPercent / 100,
  );

  let payment: string | null = null;
  if (hasInvoice) {
    const method = field(invoice, 'electronicInvoiceSystemAddress')
      ? t.invoiceElectronic
      : field(invoice, 'emailInvoiceAddress')
        ? t.invoicePdf
        : t.invoicePaper;
    payment = `${fill(t.paymentInvoice, { days: invoiceDays(tenant) })} (${method})`;
  }

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
    items: goods.map((item) => ({
      name: localize(item.name, language),
      articleNumber: item.articleNumber,
      amount: count.format(item.amount),
      pack: fill(t.packageUnit, { n: count.format(item.quantity) }),
      price: item.alternativePrice ? localize(item.alternativePrice, language) : money(item.price),
    })),
    totals: [
      { label: t.shipping, value: money(shipping) },
      ...(fee > 0 ? [{ label: t.administrativeFee, value: money(fee) }] : []),
      { label: t.totalNet, value: money(order.totals.net) },
      { label: fill(t.vat, { percent }), value: money(order.totals.vat) },
      { label: t.totalGross, value: money(order.totals.gross), strong: true },
    ],
    message: (order.message ?? '').trim(),
    payment,
    contact: {
      lines: [c.companyName, c.street, [c.zipCode, c.city].filter(Boolean).join(' '), c.country].filter(Boolean),
      details: [
        [t.phone, c.phone] as [string, string],
        [t.email, c.email] as [string, string],
        [t.customerService, c.hours] as [string, string],
        [t.registrationNumber, c.registrationNumber] as [string, string],
        [t.vatNumber, c.vatNumber] as [string, string],
      ].filter(([, v]) => v),
    },
    lang: language,
    shop: tenant.name,
    primary: primaryColour(tenant),
  };
}

function renderText(m: Model): string {
  const t = m.t;
  const out: string[] = [];
  if (m.copy) out.push(t.copyNotice, '');
  out.push(m.greeting, '', t.intro, '');
  for (const [label, value] of m.facts) out.push(`${label}: ${value}`);
  for (const block of m.addresses) {
    out.push('', block.title, ...block.lines);
    for (const [label, value] of block.details) out.push(`${label}: ${value}`);
  }
  out.push('', `${t.deliveryMethod}: ${m.delivery}`, '', t.items);
  for (const item of m.items) {
    out.push(`- ${item.name} (${t.articleNumber} ${item.articleNumber})`);
    out.push(`  ${item.amount} × ${item.pack}: ${item.price}`);
  }
  out.push('');
  const width = Math.max(...m.totals.map((row) => row.label.length)) + 2;
  for (const row of m.totals) out.push(`${`${row.label}:`.padEnd(width)}${row.value}`);
  if (m.message) out.push('', `${t.message}:`, m.message);
  if (m.payment) out.push('', `${t.payment}: ${m.payment}`);
  out.push('', t.contactIntro, ...m.contact.lines);
  for (const [label, value] of m.contact.details) out.push(`${label}: ${value}`);
  return `${out.join('\n')}\n`;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const MUTED = '#52606d';
const INK = '#1f2933';
const LINE = '#e4e7eb';

const h = escapeHtml;
/** Escaped text with its line breaks kept. */
const multiline = (value: string) => h(value).replace(/\r?\n/g, '<br>');

function heading(text: string): string {
  return `<h2 style="margin:0 0 8px;font-size:15px;line-height:1.4;color:${INK};">${h(text)}</h2>`;
}

function addressHtml(block: AddressBlock): string {
  const lines = block.lines.map(h).join('<br>');
  const details = block.details
    .map(([label, value]) => `<span style="color:${MUTED};">${h(label)}:</span> ${h(value)}`)
    .join('<br>');
  return `${heading(block.title)}<p style="margin:0;font-size:14px;line-height:1.5;">${lines}${
    lines && details ? '<br>' : ''
  }${details}</p>`;
}

function row(content: string, padding = '0 24px 20px'): string {
  return `<tr><td style="padding:${padding};">${content}</td></tr>`;
}

function renderHtml(m: Model): string {
  const t = m.t;
  const headerText = textOn(m.primary);
  const parts: string[] = [];
  parts.push(
    `<tr><td style="background:${m.primary};color:${headerText};padding:20px 24px;font-size:20px;font-weight:bold;">${h(
      m.shop,
    )}</td></tr>`,
  );
  if (m.copy) {
    parts.push(
      `<tr><td style="background:#fff4d6;color:${INK};padding:12px 24px;font-size:14px;font-weight:bold;border-bottom:1px solid #f0d68a;">${h(
        t.copyNotice,
      )}</td></tr>`,
    );
  }
  parts.push(
    row(
      `<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:${INK};">${h(m.subject)}</h1>` +
        `<p style="margin:0 0 8px;font-size:15px;line-height:1.5;">${h(m.greeting)}</p>` +
        `<p style="margin:0;font-size:15px;line-height:1.5;">${h(t.intro)}</p>`,
      '24px 24px 16px',
    ),
  );
  const facts = m.facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 16px 2px 0;color:${MUTED};font-size:14px;">${h(label)}</td><td style="padding:2px 0;font-size:14px;font-weight:bold;">${h(value)}</td></tr>`,
    )
    .join('');
  parts.push(row(`<table role="presentation" cellpadding="0" cellspacing="0">${facts}</table>`));
  if (m.addresses.length > 0) {
    const cells = m.addresses
      .map(
        (block) =>
          `<td valign="top" width="${Math.floor(100 / m.addresses.length)}%" style="padding:0 16px 0 0;">${addressHtml(block)}</td>`,
      )
      .join('');
    parts.push(
      row(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${cells}</tr></table>`),
    );
  }
  parts.push(
    row(`${heading(t.deliveryMethod)}<p style="margin:0;font-size:14px;line-height:1.5;">${h(m.delivery)}</p>`),
  );

  const th = (text: string, align = 'left', last = false) =>
    `<th align="${align}" style="padding:${last ? '8px 0' : '8px 8px 8px 0'};border-bottom:2px solid ${LINE};font-size:12px;color:${MUTED};text-transform:uppercase;">${h(text)}</th>`;
  const itemRows = m.items
    .map(
      (item) =>
        `<tr><td style="padding:8px 8px 8px 0;border-bottom:1px solid ${LINE};font-size:14px;">${h(item.name)}<br><span style="color:${MUTED};font-size:12px;white-space:nowrap;">${h(t.articleNumber)} ${h(item.articleNumber)}</span></td>` +
        `<td align="right" style="padding:8px 8px 8px 0;border-bottom:1px solid ${LINE};font-size:14px;white-space:nowrap;">${h(item.amount)}</td>` +
        `<td style="padding:8px 8px 8px 0;border-bottom:1px solid ${LINE};font-size:14px;white-space:nowrap;">${h(item.pack)}</td>` +
        `<td align="right" style="padding:8px 0;border-bottom:1px solid ${LINE};font-size:14px;white-space:nowrap;">${h(item.price)}</td></tr>`,
    )
    .join('');
  const totalRows = m.totals
    .map(
      (total) =>
        `<tr><td colspan="3" align="right" style="padding:4px 8px 4px 0;font-size:14px;${total.strong ? `font-weight:bold;border-top:2px solid ${LINE};` : `color:${MUTED};`}">${h(total.label)}</td>` +
        `<td align="right" style="padding:4px 0;font-size:14px;white-space:nowrap;${total.strong ? `font-weight:bold;border-top:2px solid ${LINE};` : ''}">${h(total.value)}</td></tr>`,
    )
    .join('');
  parts.push(
    row(
      `${heading(t.items)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;">` +
        `<thead><tr>${th(t.product)}${th(t.amount, 'right')}${th(t.packageSize)}${th(t.price, 'right', true)}</tr></thead>` +
        `<tbody>${itemRows}${totalRows}</tbody></table>`,
    ),
  );
  if (m.message) {
    parts.push(
      row(
        `${heading(t.message)}<p style="margin:0;padding:12px;background:#f5f7fa;font-size:14px;line-height:1.5;">${multiline(m.message)}</p>`,
      ),
    );
  }
  if (m.payment) {
    parts.push(row(`${heading(t.payment)}<p style="margin:0;font-size:14px;line-height:1.5;">${h(m.payment)}</p>`));
  }
  const contactDetails = m.contact.details
    .map(([label, value]) => `<span style="color:${MUTED};">${h(label)}:</span> ${h(value)}`)
    .join('<br>');
  parts.push(
    row(
      `<p style="margin:0 0 8px;font-size:14px;line-height:1.5;">${h(t.contactIntro)}</p>` +
        `<p style="margin:0;font-size:13px;line-height:1.5;color:${INK};">${m.contact.lines.map(h).join('<br>')}${
          contactDetails ? `<br>${contactDetails}` : ''
        }</p>`,
      `20px 24px 24px;border-top:1px solid ${LINE}`,
    ),
  );

  return (
    `<!DOCTYPE html><html lang="${HTML_LANG[m.lang]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${h(m.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f0f2f5;${FONT}color:${INK};">` +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f0f2f5;">' +
    '<tr><td align="center" style="padding:24px 8px;">' +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;${FONT}color:${INK};">` +
    parts.join('') +
    '</table></td></tr></table></body></html>'
  );
}

/**
 * The order confirmation mail in the order's language: subject, plain text and HTML. Every
 * text from the order is escaped in the HTML part; the text part is plain.
 */
export function renderOrderConfirmation(input: ConfirmationInput): RenderedMail {
  const model = buildModel(input);
  return { subject: model.subject, text: renderText(model), html: renderHtml(model) };
}
