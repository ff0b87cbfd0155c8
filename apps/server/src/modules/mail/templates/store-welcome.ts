import { createElement as h, type ReactElement } from 'react';
import { WELCOME_TEXTS, type WelcomeTexts } from '../account-mail-texts.ts';
import { fill, lines, Paragraph, type RenderedMail, renderHtml } from './layout.ts';
import { AccountMail, type AccountMailInput, LinkLine } from './parts.ts';

export interface WelcomeMailInput extends AccountMailInput {
  /** Why the account exists: a store-account request approved, or an account an operator opened. */
  reason: 'approved' | 'created';
  customerNumber: string;
  email: string;
  /** The set-password link (the shop's /resetPassword/{token}). */
  link: string;
  days: number;
}

interface WelcomeModel {
  t: WelcomeTexts;
  input: WelcomeMailInput;
  subject: string;
  intro: string;
  customerNumber: string;
  username: string;
  expiry: string;
}

/** The welcome of a new customer: why the account exists, how to sign in, the set-password link. */
export function StoreWelcome({ m }: { m: WelcomeModel }): ReactElement {
  const { t, input } = m;
  return h(
    AccountMail,
    { input, subject: m.subject, greeting: t.greeting },
    h(Paragraph, { size: 15, margin: '0 0 16px' }, ...lines([m.intro, m.customerNumber, m.username])),
    h(Paragraph, { size: 15, margin: '0 0 8px' }, t.action),
    h(LinkLine, { href: input.link }),
    h(Paragraph, null, ...lines([m.expiry, t.closing])),
  );
}

/** The welcome mail with the set-password link, in the customer's language. */
export async function renderWelcomeMail(input: WelcomeMailInput): Promise<RenderedMail> {
  const t = WELCOME_TEXTS[input.language];
  const m: WelcomeModel = {
    t,
    input,
    subject: fill(t.subject, { shop: input.shop }),
    intro: input.reason === 'approved' ? t.approved : t.created,
    customerNumber: fill(t.customerNumber, { customerNumber: input.customerNumber }),
    username: fill(t.username, { email: input.email }),
    expiry: fill(t.expiry, { days: input.days }),
  };
  const text = [
    t.greeting,
    '',
    m.intro,
    m.customerNumber,
    m.username,
    '',
    t.action,
    input.link,
    '',
    m.expiry,
    t.closing,
    '',
    input.shop,
    '',
  ].join('\n');
  return { subject: m.subject, text, html: await renderHtml(h(StoreWelcome, { m })) };
}
