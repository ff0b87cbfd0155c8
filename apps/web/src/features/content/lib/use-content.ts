import { CONSENT_MAX_AGE_S, type ContentValues, fillContent, formatNumber } from '@shop/contract';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useAdministrativeFee } from '../../cart/index.ts';
import { type ContentProfile, contentProfile } from './profile.ts';

/**
 * The current shop's content layout, the values its page texts name as `{{placeholders}}`, and
 * `fill`, which puts them in a text of a page.
 */
export function useContent(): {
  profile: ContentProfile;
  values: ContentValues;
  fill: (text: string) => string;
  lang: string;
} {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  const price = usePriceFormatter();
  const lang = i18n.language;
  const profile = contentProfile(tenant);
  const { contact } = tenant;
  const fee = useAdministrativeFee().data;
  const values: ContentValues = {
    name: tenant.name,
    company: contact.companyName,
    street: contact.street,
    zip: contact.zipCode,
    city: contact.city,
    country: contact.country,
    phone: contact.phone,
    email: contact.email,
    hours: contact.hours,
    days: profile.invoiceDays,
    vat: formatNumber(tenant.vat, lang),
    fee: fee ? price({ price: fee.price, payer: 'CUSTOMER', alternativePrice: null }).text : '…',
    seconds: formatNumber(CONSENT_MAX_AGE_S, lang),
  };
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are compared by their text
  const fill = useCallback((text: string) => fillContent(text, values), [key]);
  return { profile, lang, values, fill };
}
