import { Link } from '@react-email/components';
import type { Language } from '@shop/contract';
import { createElement as h, type ReactElement } from 'react';
import { RESET_TEXTS, type ResetTexts } from '../mail-texts.ts';
import { Block, fill, lines, MailLayout, Paragraph, type RenderedMail, renderHtml, Title } from './layout.ts';

export interface ResetMailInput {
  shop: string;
  language: Language;
  link: string;
  minutes: number;
  /** The shop's colour (`tenant.theme.primary`) for the mail's header. */
  primary?: string;
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
    MailLayout,
    { lang: input.language, title: m.subject, shop: input.shop, primary: input.primary },
    h(
      Block,
      { padding: '24px 24px 16px' },
      h(Title, null, m.subject),
      h(Paragraph, { size: 15, margin: '0 0 8px' }, t.greeting),
      h(Paragraph, { size: 15, margin: '0 0 16px' }, ...lines([t.intro, t.action])),
      h(
        Paragraph,
        { size: 15, margin: '0 0 16px' },
        h(
          Link,
          { href: input.link, style: { color: '#0b3d5c', textDecoration: 'underline', wordBreak: 'break-all' } },
          input.link,
        ),
      ),
      h(Paragraph, null, ...lines([m.expiry, t.ignore])),
    ),
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
