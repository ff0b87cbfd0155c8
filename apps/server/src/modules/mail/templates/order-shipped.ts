import { Link } from '@react-email/components';
import { type Language, type Order, type Tenant, trackingLink } from '@shop/contract';
import { createElement as h, type ReactElement } from 'react';
import { SHIPPED_TEXTS, type ShippedTexts } from '../shipped-texts.ts';
import {
  Block,
  fill,
  labelled,
  lines,
  MailLayout,
  Paragraph,
  primaryColour,
  type RenderedMail,
  renderHtml,
} from './layout.ts';
import { ContactFooter, FactsTable, Opening } from './parts.ts';

export interface ShippedMailInput {
  tenant: Tenant;
  /** Language of the mail (the order's language). */
  language: Language;
  order: Order;
}

/** Everything the shipped mail shows, formatted and in the mail's language. */
export interface ShippedModel {
  t: ShippedTexts;
  subject: string;
  greeting: string;
  facts: [string, string][];
  /** The carrier's tracking page of the parcel; null where the shop names none. */
  trackingUrl: string | null;
  contact: [string, string][];
  lang: Language;
  shop: string;
  primary: string;
}

/** The contact person of the order's address (delivery, or postal for a postal order). */
function contactName(order: Order): string {
  const address = order.addressType === 'POSTAL' ? order.postalAddress : order.deliveryAddress;
  return (address?.contactPerson ?? '').trim();
}

export function shippedModel({ tenant, language, order }: ShippedMailInput): ShippedModel {
  const t = SHIPPED_TEXTS[language];
  const name = contactName(order);
  const parcel = order.parcelNumber ?? '';
  return {
    t,
    subject: fill(t.subject, { number: order.orderNumber, shop: tenant.name }),
    greeting: name ? fill(t.greeting, { name }) : t.greetingNoName,
    facts: [
      [t.orderNumber, String(order.orderNumber)],
      ...(parcel ? [[t.parcelNumber, parcel] as [string, string]] : []),
    ],
    trackingUrl: trackingLink(tenant.parcelTrackingUrl, order.parcelNumber),
    contact: (
      [
        [t.phone, tenant.contact.phone],
        [t.email, tenant.contact.email],
      ] as [string, string][]
    ).filter(([, v]) => v),
    lang: language,
    shop: tenant.name,
    primary: tenant.theme.primary,
  };
}

/** The shipped mail: which order, its parcel number, and where to follow the parcel. */
export function OrderShipped({ m }: { m: ShippedModel }): ReactElement {
  const t = m.t;
  const tracking = m.trackingUrl
    ? h(
        Block,
        null,
        h(Paragraph, { margin: '0 0 8px' }, t.trackIntro),
        h(
          Paragraph,
          { size: 15 },
          h(
            Link,
            {
              href: m.trackingUrl,
              style: {
                color: primaryColour(m.primary),
                fontWeight: 'bold',
                textDecoration: 'underline',
                wordBreak: 'break-all',
              },
            },
            t.trackLink,
          ),
        ),
      )
    : h(Block, null, h(Paragraph, null, t.noTracking));
  const footer = h(ContactFooter, { intro: t.contactIntro, contact: lines([m.shop, ...labelled(m.contact)]) });
  return h(
    MailLayout,
    { lang: m.lang, title: m.subject, shop: m.shop, primary: m.primary, footer },
    h(Opening, { title: m.subject, greeting: m.greeting }, h(Paragraph, { size: 15 }, t.intro)),
    h(Block, null, h(FactsTable, { facts: m.facts })),
    tracking,
  );
}

/** The plain-text part: the same content, the tracking link written out. */
export function orderShippedText(m: ShippedModel): string {
  const t = m.t;
  const out: string[] = [m.greeting, '', t.intro, ''];
  for (const [label, value] of m.facts) out.push(`${label}: ${value}`);
  out.push('');
  if (m.trackingUrl) out.push(t.trackIntro, m.trackingUrl);
  else out.push(t.noTracking);
  out.push('', t.contactIntro, m.shop);
  for (const [label, value] of m.contact) out.push(`${label}: ${value}`);
  return `${out.join('\n')}\n`;
}

/**
 * The mail that tells the customer the order was shipped, in the order's language: subject, plain
 * text and HTML (the OrderShipped component rendered by React Email, which escapes every text).
 */
export async function renderShippedMail(input: ShippedMailInput): Promise<RenderedMail> {
  const m = shippedModel(input);
  const html = await renderHtml(h(OrderShipped, { m }));
  return { subject: m.subject, text: orderShippedText(m), html };
}
