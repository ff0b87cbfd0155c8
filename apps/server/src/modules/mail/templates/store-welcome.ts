import { createElement as h } from 'react';
import { WELCOME_TEXTS } from '../account-mail-texts.ts';
import { fill, lines, Paragraph, type RenderedMail } from './layout.ts';
import { type AccountMailInput, LinkLine, renderAccountMail } from './parts.ts';

export interface WelcomeMailInput extends AccountMailInput {
  /** Why the account exists: a store-account request approved, or an account an operator opened. */
  reason: 'approved' | 'created';
  customerNumber: string;
  email: string;
  /** The set-password link (the shop's /resetPassword/{token}). */
  link: string;
  days: number;
}

/**
 * The welcome mail of a new customer, in the customer's language: why the account exists, how to
 * sign in, the set-password link.
 */
export function renderWelcomeMail(input: WelcomeMailInput): Promise<RenderedMail> {
  const t = WELCOME_TEXTS[input.language];
  const intro = input.reason === 'approved' ? t.approved : t.created;
  const customerNumber = fill(t.customerNumber, { customerNumber: input.customerNumber });
  const username = fill(t.username, { email: input.email });
  const expiry = fill(t.expiry, { days: input.days });
  return renderAccountMail(input, {
    subject: fill(t.subject, { shop: input.shop }),
    greeting: t.greeting,
    text: [intro, customerNumber, username, '', t.action, input.link, '', expiry, t.closing],
    content: [
      h(Paragraph, { size: 15, margin: '0 0 16px' }, ...lines([intro, customerNumber, username])),
      h(Paragraph, { size: 15, margin: '0 0 8px' }, t.action),
      h(LinkLine, { href: input.link }),
      h(Paragraph, null, ...lines([expiry, t.closing])),
    ],
  });
}
