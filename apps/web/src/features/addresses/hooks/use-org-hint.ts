import { ORGANISATION_NUMBER_EXAMPLES, organisationNumberFormat } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAddressTexts } from './use-area.ts';

/**
 * The hint of an organisation number field in a shop of this installation country: the
 * format with a valid example (a Finnish business id, a Danish CVR number), or none where the
 * number is free text.
 */
export function useOrganisationNumberHint(installationCountry: string): string | undefined {
  const { t } = useTranslation();
  const ready = useAddressTexts();
  const format = organisationNumberFormat(installationCountry);
  if (format === 'free' || !ready) return undefined;
  return t(`addresses.orgHint.${format}`, { example: ORGANISATION_NUMBER_EXAMPLES[format] });
}
