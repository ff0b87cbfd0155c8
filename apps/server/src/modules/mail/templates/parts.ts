import { Link } from '@react-email/components';
import type { Language } from '@shop/contract';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Block, MailLayout, MUTED, Paragraph, Title } from './layout.ts';

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

/** A link written out in full on a line of its own, so a mail program that shows no links still shows it. */
export function LinkLine({ href }: { href: string }): ReactElement {
  return h(
    Paragraph,
    { size: 15, margin: '0 0 16px' },
    h(Link, { href, style: { color: '#0b3d5c', textDecoration: 'underline', wordBreak: 'break-all' } }, href),
  );
}

/** An order's facts (number, date, parcel ...): labels muted, values bold. */
export function FactsTable({ facts }: { facts: readonly (readonly [string, string])[] }): ReactElement {
  return h(
    'table',
    { role: 'presentation', cellPadding: 0, cellSpacing: 0 },
    h(
      'tbody',
      null,
      ...facts.map(([label, value], i) =>
        h(
          'tr',
          { key: `f${i}` },
          h('td', { style: { padding: '2px 16px 2px 0', color: MUTED, fontSize: '14px' } }, label),
          h('td', { style: { padding: '2px 0', fontSize: '14px', fontWeight: 'bold' } }, value),
        ),
      ),
    ),
  );
}

/** The footer of an order's mails: whom to ask, and the shop's contact lines. */
export function ContactFooter({ intro, contact }: { intro: string; contact: readonly ReactNode[] }): ReactElement {
  return h('div', null, h(Paragraph, { margin: '0 0 8px' }, intro), h(Paragraph, { size: 13 }, ...contact));
}
