import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ADDRESS_MAX_LENGTH } from '../../../lib/address-fields.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { isCompleteZip, useZipLookup } from '../../addresses/index.ts';
import { ADDRESS_FIELDS, type AddressField } from '../lib/checkout-draft.ts';
import styles from './checkout.module.css';

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
  /** The current country (a domestic postcode is looked up). */
  country: () => string;
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
 * The fields of an address (SPEC.md §2 delivery address modal): recipient, country, postcode,
 * city, street name, street number (numeric, at most 25) and street letter.
 */
export function AddressFields({ form, idOf, errors, countryEditable, recipientRequired, section }: AddressFieldsProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const streetsId = useId();
  // SPEC.md §5: a postcode of the installation country fills the city and the first street and
  // clears number and letter; an unknown one clears the city. The server checks it on order.
  const domestic = () => form.country().trim().toLowerCase() === tenant.installationCountry.trim().toLowerCase();
  const zip = useZipLookup((result) => {
    if (!result.valid) {
      form.set('city', '');
      return;
    }
    if (result.city) form.set('city', result.city);
    const [first] = result.streets;
    if (first) {
      form.set('streetName', first);
      form.set('streetNumber', '');
      form.set('streetLetter', '');
    }
  });
  const optional = new Set<AddressField>(['streetNumber', 'streetLetter']);
  if (!recipientRequired) optional.add('recipient');
  return (
    <div className={styles.addressContainer}>
      <div className={styles.addressGrid}>
        {ADDRESS_FIELDS.map((field) => {
          const label = t(`checkout.address.${field}`);
          const readOnly = field === 'country' && !countryEditable;
          const props = form.field(field);
          return (
            <TextField
              key={field}
              id={idOf(field)}
              className={`${styles.field} ${AREA[field]}`}
              label={optional.has(field) ? t('checkout.optionalLabel', { label }) : label}
              maxLength={ADDRESS_MAX_LENGTH[field]}
              readOnly={readOnly}
              aria-readonly={readOnly || undefined}
              required={!(optional.has(field) || readOnly)}
              inputMode={field === 'streetNumber' ? 'numeric' : undefined}
              autoComplete={
                AUTOCOMPLETE[field] === 'off' ? 'off' : `section-checkout ${section} ${AUTOCOMPLETE[field]}`
              }
              list={field === 'streetName' && zip.streets.length > 0 ? streetsId : undefined}
              error={errors[field]}
              {...props}
              onChange={async (e) => {
                await props.onChange(e);
                if (field === 'zipCode' && domestic() && isCompleteZip(e.target.value)) void zip.check(e.target.value);
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
