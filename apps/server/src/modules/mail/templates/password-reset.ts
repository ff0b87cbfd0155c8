import { createElement as h, type ReactElement } from 'react';
import { RESET_TEXTS, type ResetTexts } from '../mail-texts.ts';
import { fill, lines, Paragraph, type RenderedMail, renderHtml } from './layout.ts';
import { AccountMail, type AccountMailInput, LinkLine } from './parts.ts';

export interface ResetMailInput extends AccountMailInput {
  link: string;
  minutes: number;
}

interface ResetModel {
  t: ResetTexts;
  input: ResetMailInput;
  subject: string;
  expiry: string;
}

/** The password-reset mail: the link, how long it works, what to do if it was not you. */
export function PasswordReset({ m }: { m: ResetModel }): ReactElement {
  const { t, input } = m;
  return h(
    AccountMail,
    { input, subject: m.subject, greeting: t.greeting },
    h(Paragraph, { size: 15, margin: '0 0 16px' }, ...lines([t.intro, t.action])),
    h(LinkLine, { href: input.link }),
    h(Paragraph, null, ...lines([m.expiry, t.ignore])),
  );
}

/** The mail with the reset link, in the shop's language. */
export async function renderResetMail(input: ResetMailInput): Promise<RenderedMail> {
  const t = RESET_TEXTS[input.language];
  const m: ResetModel = {
    t,
    input,
    subject: fill(t.subject, { shop: input.shop }),
    expiry: fill(t.expiry, { minutes: input.minutes }),
  };
  const text = [t.greeting, '', t.intro, t.action, input.link, '', m.expiry, t.ignore, '', input.shop, ''].join('\n');
  return { subject: m.subject, text, html: await renderHtml(h(PasswordReset, { m })) };
}
