import { formatNumber } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useAdministrativeFee } from '../../cart/index.ts';
import { type ContentProfile, contentProfile } from './profile.ts';

/** Values the content texts interpolate: shop, contact data, terms and the formatted fee. */
export type ContentValues = {
  name: string;
  company: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  hours: string;
  days: number;
  /** VAT percent as the language writes numbers (25,5). */
  vat: string;
  fee: string;
};

/** The current shop's content profile and the values its texts interpolate. */
export function useContent(): { profile: ContentProfile; values: ContentValues; lang: string } {
  const tenant = useTenant();
  const { i18n } = useTranslation();
  const price = usePriceFormatter();
  const lang = i18n.language;
  const profile = contentProfile(tenant, lang);
  const { contact } = tenant;
  const fee = useAdministrativeFee().data;
  return {
    profile,
    lang,
    values: {
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
    },
  };
}
