import { Column, Row } from '@react-email/components';
import type { Language } from '@shop/contract';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import type { ConfirmationTexts } from '../mail-texts.ts';
import { Block, INK, LINE, labelled, lines, MailLayout, MUTED, Paragraph, SectionHeading } from './layout.ts';
import { ContactFooter, FactsTable, Opening } from './parts.ts';

/** An address as the mail shows it: a title, its postal lines, its labelled details. */
export interface AddressBlock {
  title: string;
  lines: string[];
  details: [string, string][];
}

/** Everything the order confirmation shows, formatted and in the mail's language. */
export interface ConfirmationModel {
  t: ConfirmationTexts;
  subject: string;
  copy: boolean;
  greeting: string;
  facts: [string, string][];
  addresses: AddressBlock[];
  delivery: string;
  /** `amount` is the number of packages with the package size: '2 × 100 forms'. */
  items: { name: string; articleNumber: string; amount: string; price: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
  /** Names the products priced on request (a quote follows), if any. */
  onRequest: string | null;
  message: string;
  payment: string | null;
  contact: { lines: string[]; details: [string, string][] };
  lang: Language;
  shop: string;
  /** The shop's colour as configured (the layout checks it). */
  primary: string;
}

const cell = { padding: '8px 8px 8px 0', borderBottom: `1px solid ${LINE}`, fontSize: '14px' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

function HeaderCell({
  children,
  right = false,
  last = false,
}: {
  children?: ReactNode;
  right?: boolean;
  last?: boolean;
}) {
  return h(
    'th',
    {
      align: right ? 'right' : 'left',
      style: {
        padding: last ? '8px 0' : '8px 8px 8px 0',
        borderBottom: `2px solid ${LINE}`,
        fontSize: '12px',
        color: MUTED,
        textTransform: 'uppercase',
      },
    },
    children,
  );
}

function ItemsTable({ m }: { m: ConfirmationModel }): ReactElement {
  const t = m.t;
  const itemRows = m.items.map((item, i) =>
    h(
      'tr',
      { key: `i${i}` },
      h(
        'td',
        { style: cell },
        item.name,
        h('br'),
        h('span', { style: { color: MUTED, fontSize: '12px', ...nowrap } }, `${t.articleNumber} ${item.articleNumber}`),
      ),
      h('td', { style: { ...cell, ...nowrap } }, item.amount),
      h('td', { align: 'right', style: { ...cell, padding: '8px 0', ...nowrap } }, item.price),
    ),
  );
  const totalRows = m.totals.map((total, i) => {
    const strong = total.strong ? { fontWeight: 'bold', borderTop: `2px solid ${LINE}` } : {};
    return h(
      'tr',
      { key: `t${i}` },
      h(
        'td',
        {
          colSpan: 2,
          align: 'right',
          style: { padding: '4px 8px 4px 0', fontSize: '14px', ...(total.strong ? strong : { color: MUTED }) },
        },
        total.label,
      ),
      h('td', { align: 'right', style: { padding: '4px 0', fontSize: '14px', ...nowrap, ...strong } }, total.value),
    );
  });
  return h(
    'table',
    { role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style: { borderCollapse: 'collapse' } },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        h(HeaderCell, null, t.product),
        h(HeaderCell, null, t.amount),
        h(HeaderCell, { right: true, last: true }, t.price),
      ),
    ),
    h('tbody', null, ...itemRows, ...totalRows),
  );
}

function Address({ block }: { block: AddressBlock }): ReactElement {
  const rows = [...block.lines, ...labelled(block.details)];
  return h('div', null, h(SectionHeading, null, block.title), h(Paragraph, null, ...lines(rows)));
}

/** The order confirmation: what was ordered, where it goes, what it costs, whom to ask. */
export function OrderConfirmation({ m }: { m: ConfirmationModel }): ReactElement {
  const t = m.t;
  const width = `${Math.floor(100 / Math.max(1, m.addresses.length))}%`;
  const addresses =
    m.addresses.length > 0
      ? h(
          Block,
          null,
          h(
            Row,
            null,
            ...m.addresses.map((block, i) =>
              h(
                Column,
                { key: `a${i}`, valign: 'top', width, style: { padding: '0 16px 0 0' } },
                h(Address, { block }),
              ),
            ),
          ),
        )
      : null;
  const footer = h(ContactFooter, {
    intro: t.contactIntro,
    contact: lines([...m.contact.lines, ...labelled(m.contact.details)]),
  });
  return h(
    MailLayout,
    {
      lang: m.lang,
      title: m.subject,
      shop: m.shop,
      primary: m.primary,
      notice: m.copy ? t.copyNotice : undefined,
      footer,
    },
    h(Opening, { title: m.subject, greeting: m.greeting }, h(Paragraph, { size: 15 }, t.intro)),
    h(Block, null, h(FactsTable, { facts: m.facts })),
    addresses,
    h(Block, null, h(SectionHeading, null, t.deliveryMethod), h(Paragraph, null, m.delivery)),
    h(
      Block,
      null,
      h(SectionHeading, null, t.items),
      h(ItemsTable, { m }),
      m.onRequest ? h(Paragraph, { margin: '12px 0 0' }, m.onRequest) : null,
    ),
    m.message
      ? h(
          Block,
          null,
          h(SectionHeading, null, t.message),
          h(
            'p',
            {
              style: {
                margin: '0',
                padding: '12px',
                background: '#f5f7fa',
                fontSize: '14px',
                lineHeight: '1.5',
                color: INK,
              },
            },
            ...lines(m.message.split(/\r?\n/)),
          ),
        )
      : null,
    m.payment ? h(Block, null, h(SectionHeading, null, t.payment), h(Paragraph, null, m.payment)) : null,
  );
}

/** The plain-text part: the same content, laid out for reading as text. */
export function orderConfirmationText(m: ConfirmationModel): string {
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
    out.push(`  ${item.amount}: ${item.price}`);
  }
  if (m.onRequest) out.push('', m.onRequest);
  out.push('');
  const width = Math.max(...m.totals.map((row) => row.label.length)) + 2;
  for (const row of m.totals) out.push(`${`${row.label}:`.padEnd(width)}${row.value}`);
  if (m.message) out.push('', `${t.message}:`, m.message);
  if (m.payment) out.push('', `${t.payment}: ${m.payment}`);
  out.push('', t.contactIntro, ...m.contact.lines);
  for (const [label, value] of m.contact.details) out.push(`${label}: ${value}`);
  return `${out.join('\n')}\n`;
}
