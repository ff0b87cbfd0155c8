import { addressFormat, countryLabel, sameCountry } from '@shop/contract';
import { useId, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ADDRESS_MAX_LENGTH } from '../../../lib/address-fields.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { isCompleteZip, NOTHING_FILLED, useZipLookup, type ZipFilled, zipFill } from '../../addresses/index.ts';
import type { AddressField } from '../lib/checkout-draft.ts';
import styles from './checkout.module.css';

/** The fields in the order they are filled in: the postcode before the street (SPEC.md §5). */
const FORM_ORDER: readonly AddressField[] = [
  'recipient',
  'country',
  'zipCode',
  'city',
  'streetName',
  'streetNumber',
  'streetLetter',
];

/** What the browser may fill in (WCAG 1.3.5), within the address section. */
const AUTOCOMPLETE: Record<AddressField, string> = {
  recipient: 'name',
  streetName: 'address-line1',
  streetNumber: 'off',
  streetLetter: 'off',
  zipCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
};

const AREA: Record<AddressField, string> = {
  recipient: styles.areaRecipient ?? '',
  streetName: styles.areaStreet ?? '',
  streetNumber: styles.areaNumber ?? '',
  streetLetter: styles.areaLetter ?? '',
  zipCode: styles.areaZip ?? '',
  city: styles.areaCity ?? '',
  country: styles.areaCountry ?? '',
};

/** What a form hands to an address's fields: their form props, and a way to set one. */
export type AddressFieldsForm = {
  /** The props of a field's input (`register`'s: name, ref, onChange, onBlur). */
  field: (field: AddressField) => UseFormRegisterReturn;
  /** Sets a field as the postcode lookup fills it. */
  set: (field: AddressField, value: string) => void;
  /** A field's current value. */
  value: (field: AddressField) => string;
  /** The postcode lookup's verdict: 'Invalid' on the postcode field, or none. */
  markZip: (invalid: boolean) => void;
};

export type AddressFieldsProps = {
  form: AddressFieldsForm;
  /** The DOM id of a field's input. */
  idOf: (field: AddressField) => string;
  errors: Partial<Record<AddressField, string | undefined>>;
  /** Country is read-only unless the shop is public (SPEC.md §5). */
  countryEditable: boolean;
  recipientRequired: boolean;
  /** Autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
};

/**
 * The fields of an address (SPEC.md §2 delivery address modal), postcode first: recipient,
 * country, postcode, city, street name, street number (numeric, at most 25) and street letter
 * (where the country's addresses have one).
 */
export function AddressFields({ form, idOf, errors, countryEditable, recipientRequired, section }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const streetsId = useId();
  const filled = useRef<ZipFilled>(NOTHING_FILLED);
  // SPEC.md §5: a postcode of the installation country fills the city (clears it when the code
  // has none) and preselects the first street where none is typed; the server's 'Invalid'
  // shows on the field. What the shopper typed in street, number and letter stays.
  const country = () => form.value('country') || tenant.installationCountry;
  const domestic = () => sameCountry(country(), tenant.installationCountry);
  const zip = useZipLookup((result) => {
    const next = zipFill(result, { city: form.value('city'), streetName: form.value('streetName') }, filled.current);
    filled.current = next.filled;
    for (const [field, value] of Object.entries(next.changes)) form.set(field as AddressField, value);
    form.markZip(!result.valid);
  });
  const optional = new Set<AddressField>(['streetNumber', 'streetLetter']);
  if (!recipientRequired) optional.add('recipient');
  const withLetter = addressFormat(country()).streetLetter;
  return (
    <div className={styles.addressContainer}>
      <div className={styles.addressGrid}>
        {FORM_ORDER.filter((field) => field !== 'streetLetter' || withLetter).map((field) => {
          const label = t(`checkout.address.${field}`);
          const readOnly = field === 'country' && !countryEditable;
          const common = {
            id: idOf(field),
            className: `${styles.field} ${AREA[field]}`,
            label: optional.has(field) ? t('checkout.optionalLabel', { label }) : label,
            maxLength: ADDRESS_MAX_LENGTH[field],
            autoComplete: AUTOCOMPLETE[field] === 'off' ? 'off' : `section-checkout ${section} ${AUTOCOMPLETE[field]}`,
            error: errors[field],
          };
          if (readOnly) {
            // The shop's own country, named in the page's language (the order keeps the shop's name).
            return (
              <TextField
                key={field}
                {...common}
                readOnly
                aria-readonly
                value={countryLabel(country(), i18n.language)}
              />
            );
          }
          const props = form.field(field);
          return (
            <TextField
              key={field}
              {...common}
              required={!optional.has(field)}
              inputMode={field === 'streetNumber' ? 'numeric' : undefined}
              list={field === 'streetName' && zip.streets.length > 0 ? streetsId : undefined}
              {...props}
              onChange={async (e) => {
                await props.onChange(e);
                if (field !== 'zipCode') return;
                const value = e.target.value;
                if (domestic() && isCompleteZip(value, tenant.installationCountry)) void zip.check(value);
                else if (zip.status === 'invalid') {
                  zip.reset();
                  form.markZip(false);
                }
              }}
            />
          );
        })}
      </div>
      {zip.streets.length > 0 ? (
        <datalist id={streetsId}>
          {zip.streets.map((street) => (
            <option key={street} value={street} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
