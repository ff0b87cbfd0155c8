import { Link } from '@react-email/components';
import type { Language } from '@shop/contract';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Block, MailLayout, MUTED, Paragraph, type RenderedMail, renderHtml, Title } from './layout.ts';

/**
 * Blocks several mails show alike: the opening (subject as heading, greeting), an account mail's
 * page, a link written out, the facts table of an order and the contact footer. One place each,
 * so the mails keep one look.
 */

/** The mail's heading (its subject) and greeting, then what the mail opens with. */
export function Opening({
  title,
  greeting,
  children,
}: {
  title: string;
  greeting: string;
  children?: ReactNode;
}): ReactElement {
  return h(
    Block,
    { padding: '24px 24px 16px' },
    h(Title, null, title),
    h(Paragraph, { size: 15, margin: '0 0 8px' }, greeting),
    children,
  );
}

/** What an account mail takes of its input: the shop, the language and the shop's colour. */
export interface AccountMailInput {
  shop: string;
  language: Language;
  /** The shop's colour (`tenant.theme.primary`) for the mail's header. */
  primary?: string;
}

/** The page of an account mail (welcome, reset, refusal): the layout, its opening, its content. */
export function AccountMail({
  input,
  subject,
  greeting,
  children,
}: {
  input: AccountMailInput;
  subject: string;
  greeting: string;
  children?: ReactNode;
}): ReactElement {
  return h(
    MailLayout,
    { lang: input.language, title: subject, shop: input.shop, primary: input.primary },
    h(Opening, { title: subject, greeting }, children),
  );
}

/**
 * An account mail as sent: its subject, its plain text (the greeting, the lines of `text`, the
 * shop's name) and its HTML page (the greeting, then `content`).
 */
export async function renderAccountMail(
  input: AccountMailInput,
  mail: { subject: string; greeting: string; text: readonly string[]; content: readonly ReactNode[] },
): Promise<RenderedMail> {
  const { subject, greeting } = mail;
  const text = [greeting, '', ...mail.text, '', input.shop, ''].join('\n');
  return { subject, text, html: await renderHtml(h(AccountMail, { input, subject, greeting }, ...mail.content)) };
}

/** A link written out in full on a line of its own, so a mail program that shows no links still shows it. */
export function LinkLine({ href }: { href: string }): ReactElement {
  return h(
    Paragraph,
    { size: 15, margin: '0 0 16px' },
    h(Link, { href, style: { color: '#0b3d5c', textDecoration: 'underline', wordBreak: 'break-all' } }, href),
  );
}

/** A layout table of label and value rows, each row's cells as `cells` draws them. */
export function LabelledRows({
  rows,
  cells,
}: {
  rows: readonly (readonly [string, string])[];
  cells: (label: string, value: string) => ReactNode[];
}): ReactElement {
  return h(
    'table',
    { role: 'presentation', cellPadding: 0, cellSpacing: 0 },
    h('tbody', null, ...rows.map(([label, value], i) => h('tr', { key: `r${i}` }, ...cells(label, value)))),
  );
}

/** An order's facts (number, date, parcel ...): labels muted, values bold. */
export function FactsTable({ facts }: { facts: readonly (readonly [string, string])[] }): ReactElement {
  return h(LabelledRows, {
    rows: facts,
    cells: (label, value) => [
      h('td', { style: { padding: '2px 16px 2px 0', color: MUTED, fontSize: '14px' } }, label),
      h('td', { style: { padding: '2px 0', fontSize: '14px', fontWeight: 'bold' } }, value),
    ],
  });
}

/** The footer of an order's mails: whom to ask, and the shop's contact lines. */
export function ContactFooter({ intro, contact }: { intro: string; contact: readonly ReactNode[] }): ReactElement {
  return h('div', null, h(Paragraph, { margin: '0 0 8px' }, intro), h(Paragraph, { size: 13 }, ...contact));
}
