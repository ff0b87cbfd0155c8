import { createElement as h, type ReactElement } from 'react';
import { STORE_REJECTED_TEXTS, type StoreRejectedTexts } from '../account-mail-texts.ts';
import { fill, Paragraph, type RenderedMail, renderHtml } from './layout.ts';
import { AccountMail, type AccountMailInput } from './parts.ts';

export interface StoreRejectedInput extends AccountMailInput {
  contactName: string;
  companyName: string;
  /** The operator's reason, as written. */
  reason: string;
  /** The shop's customer service. */
  contact: { email: string; phone: string };
}

interface RejectedModel {
  t: StoreRejectedTexts;
  input: StoreRejectedInput;
  subject: string;
  greeting: string;
  intro: string;
  contact: string;
}

/** The answer to a store-account request that was turned down: the reason and whom to ask. */
export function StoreRejected({ m }: { m: RejectedModel }): ReactElement {
  const { t, input } = m;
  return h(
    AccountMail,
    { input, subject: m.subject, greeting: m.greeting },
    h(Paragraph, { size: 15, margin: '0 0 16px' }, m.intro),
    h(Paragraph, { size: 15, margin: '0 0 4px' }, h('strong', null, t.reason)),
    h(
      'div',
      { style: { margin: '0 0 16px', fontSize: '15px', lineHeight: '1.5', whiteSpace: 'pre-line' } },
      input.reason,
    ),
    h(Paragraph, null, m.contact),
  );
}

/** The mail that tells a requester why the store-account request was turned down, in the request's language. */
export async function renderStoreRejectedMail(input: StoreRejectedInput): Promise<RenderedMail> {
  const t = STORE_REJECTED_TEXTS[input.language];
  const m: RejectedModel = {
    t,
    input,
    subject: fill(t.subject, { shop: input.shop }),
    greeting: fill(t.greeting, { name: input.contactName }),
    intro: fill(t.intro, { company: input.companyName }),
    contact: fill(t.contact, { email: input.contact.email, phone: input.contact.phone }),
  };
  const text = [m.greeting, '', m.intro, '', t.reason, input.reason, '', m.contact, '', input.shop, ''].join('\n');
  return { subject: m.subject, text, html: await renderHtml(h(StoreRejected, { m })) };
}
