import { createElement as h, type ReactElement } from 'react';
import type { StoreAccountRequestDetails } from '../../accounts/accounts.repository.ts';
import { STORE_ACCOUNT_REQUEST_TEXTS as T } from '../mail-texts.ts';
import { Block, fill, MailLayout, MUTED, type RenderedMail, renderHtml, Title } from './layout.ts';
import { LabelledRows } from './parts.ts';

export interface StoreAccountRequestInput extends StoreAccountRequestDetails {
  shop: string;
  id: number;
  /** The shop's colour (`tenant.theme.primary`) for the mail's header. */
  primary?: string;
}

/** The internal notice of a store-account request: what the company wrote, field by field. */
export function StoreAccountRequest({
  subject,
  input,
  rows,
}: {
  subject: string;
  input: StoreAccountRequestInput;
  rows: [string, string][];
}): ReactElement {
  return h(
    MailLayout,
    { lang: 'sv', title: subject, shop: input.shop, primary: input.primary },
    h(
      Block,
      { padding: '24px 24px 20px' },
      h(Title, null, subject),
      h(LabelledRows, {
        rows,
        cells: (label, value) => [
          h(
            'th',
            {
              align: 'left',
              valign: 'top',
              style: { padding: '4px 16px 4px 0', color: MUTED, fontSize: '14px', fontWeight: 'normal' },
            },
            label,
          ),
          h('td', { style: { padding: '4px 0', fontSize: '14px', whiteSpace: 'pre-line' } }, value),
        ],
      }),
    ),
  );
}

/** The internal notice of a store-account request, to the shop's contact address. */
export async function renderStoreAccountRequestMail(input: StoreAccountRequestInput): Promise<RenderedMail> {
  const rows: [string, string][] = [
    [T.companyName, input.companyName],
    [T.corporateId, input.corporateId],
    [T.contactName, input.contactName],
    [T.email, input.email],
    [T.phone, input.phone ?? ''],
    [T.message, input.message ?? ''],
  ];
  const subject = fill(T.subject, { id: input.id, shop: input.shop });
  const text = `${subject}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
  return { subject, text, html: await renderHtml(h(StoreAccountRequest, { subject, input, rows })) };
}
