import type { ReactNode } from 'react';
import { telHref } from '../../lib/contact.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { MailIcon, PhoneIcon } from './icons.tsx';

type Props = {
  contact: { phone: string; email: string };
  /** Where the visually hidden names before the number and the address are translated (`<labels>.phone`). */
  labels: string;
  iconSize: number;
  /** The links' test ids are `<testIdPrefix>-phone` and `<testIdPrefix>-email`. */
  testIdPrefix?: string;
  /** Renders the e-mail address (it shows as it is when absent). */
  renderEmail?: (email: string) => ReactNode;
};

/** The two list items of a customer-service contact: a `tel:` link and a `mailto:` link with icons. */
export function ContactLinkItems({ contact: { phone, email }, labels, iconSize, testIdPrefix, renderEmail }: Props) {
  const { t } = useTranslation();
  const testId = (kind: string) => (testIdPrefix ? `${testIdPrefix}-${kind}` : undefined);
  return (
    <>
      <li>
        <a href={telHref(phone)} data-testid={testId('phone')}>
          <PhoneIcon size={iconSize} />
          <span className="visually-hidden">{t(`${labels}.phone`)}: </span>
          {phone}
        </a>
      </li>
      <li>
        <a href={`mailto:${email}`} data-testid={testId('email')}>
          <MailIcon size={iconSize} />
          <span className="visually-hidden">{t(`${labels}.email`)}: </span>
          {renderEmail ? renderEmail(email) : email}
        </a>
      </li>
    </>
  );
}
