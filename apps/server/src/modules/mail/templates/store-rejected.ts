import { createElement as h } from 'react';
import { STORE_REJECTED_TEXTS } from '../account-mail-texts.ts';
import { fill, Paragraph, type RenderedMail } from './layout.ts';
import { type AccountMailInput, renderAccountMail } from './parts.ts';

export interface StoreRejectedInput extends AccountMailInput {
  contactName: string;
  companyName: string;
  /** The operator's reason, as written. */
  reason: string;
  /** The shop's customer service. */
  contact: { email: string; phone: string };
}

/**
 * The mail that tells a requester why the store-account request was turned down, in the
 * request's language: the reason and whom to ask.
 */
export function renderStoreRejectedMail(input: StoreRejectedInput): Promise<RenderedMail> {
  const t = STORE_REJECTED_TEXTS[input.language];
  const intro = fill(t.intro, { company: input.companyName });
  const contact = fill(t.contact, { email: input.contact.email, phone: input.contact.phone });
  return renderAccountMail(input, {
    subject: fill(t.subject, { shop: input.shop }),
    greeting: fill(t.greeting, { name: input.contactName }),
    text: [intro, '', t.reason, input.reason, '', contact],
    content: [
      h(Paragraph, { size: 15, margin: '0 0 16px' }, intro),
      h(Paragraph, { size: 15, margin: '0 0 4px' }, h('strong', null, t.reason)),
      h(
        'div',
        { style: { margin: '0 0 16px', fontSize: '15px', lineHeight: '1.5', whiteSpace: 'pre-line' } },
        input.reason,
      ),
      h(Paragraph, null, contact),
    ],
  });
}
