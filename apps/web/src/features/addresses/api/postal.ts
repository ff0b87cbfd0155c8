import {
  ChangeAddressAnswerSchema,
  type ChangeAddressInput,
  CityAnswerSchema,
  CountriesAnswerSchema,
  InstallationCountryAnswerSchema,
  type Language,
  StreetNamesAnswerSchema,
  ZipValidAnswerSchema,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { invalidateCustomer } from '../../../stores/customer.ts';

/** postalAddress/ajaxGetCountries: countries named in `lang`, the shops' countries first. */
export function useCountries(lang: Language) {
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: ['postal', 'countries', tenantId, lang],
    queryFn: () => apiCall('postalAddress/ajaxGetCountries', { lang }, { schema: CountriesAnswerSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** postalAddress/ajaxGetInstallationCountry */
export function useInstallationCountry() {
  const tenantId = useAuthStore((s) => s.tenantId);
  return useQuery({
    queryKey: ['postal', 'installationCountry', tenantId],
    queryFn: () => apiCall('postalAddress/ajaxGetInstallationCountry', {}, { schema: InstallationCountryAnswerSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface ZipLookup {
  valid: boolean;
  city: string | null;
  streets: string[];
}

/** Validates a zip code of the installation country; when valid, also its city and streets. */
export async function lookupZip(zipCode: string): Promise<ZipLookup> {
  const { data: valid } = await apiCall(
    'postalAddress/ajaxValidateZipCode',
    { zipCode },
    { schema: ZipValidAnswerSchema },
  );
  if (!valid) return { valid, city: null, streets: [] };
  const [city, streets] = await Promise.all([
    apiCall('postalAddress/ajaxGetCity', { zipCode }, { schema: CityAnswerSchema }),
    apiCall('postalAddress/ajaxGetStreetNames', { zipCode }, { schema: StreetNamesAnswerSchema }),
  ]);
  return { valid, city: city.text, streets };
}

/** postalAddress/ajaxChangeAddress; the customer (and its addresses) reload afterwards. */
export function useChangeAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeAddressInput) =>
      apiCall('postalAddress/ajaxChangeAddress', body, { schema: ChangeAddressAnswerSchema }),
    onSuccess: () => invalidateCustomer(client),
  });
}
