import { createElement as h } from 'react';
import { RESET_TEXTS } from '../mail-texts.ts';
import { fill, lines, Paragraph, type RenderedMail } from './layout.ts';
import { type AccountMailInput, LinkLine, renderAccountMail } from './parts.ts';

export interface ResetMailInput extends AccountMailInput {
  link: string;
  minutes: number;
}

/**
 * The mail with the reset link, in the shop's language: the link, how long it works, what to do
 * if it was not you.
 */
export function renderResetMail(input: ResetMailInput): Promise<RenderedMail> {
  const t = RESET_TEXTS[input.language];
  const expiry = fill(t.expiry, { minutes: input.minutes });
  return renderAccountMail(input, {
    subject: fill(t.subject, { shop: input.shop }),
    greeting: t.greeting,
    text: [t.intro, t.action, input.link, '', expiry, t.ignore],
    content: [
      h(Paragraph, { size: 15, margin: '0 0 16px' }, ...lines([t.intro, t.action])),
      h(LinkLine, { href: input.link }),
      h(Paragraph, null, ...lines([expiry, t.ignore])),
    ],
  });
}
