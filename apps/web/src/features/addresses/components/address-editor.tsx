import {
  type AccountAddressType,
  addressFormat,
  addressLines,
  type Country,
  countryCode,
  countryLabel,
  type StoredAddress,
  type StoredInvoiceAddress,
} from '@shop/contract';
import { useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Options } from '../../../components/ui/options.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useChangeAddress } from '../api/postal.ts';
import { useOrganisationNumberHint } from '../hooks/use-org-hint.ts';
import { isCompleteZip, useZipLookup } from '../hooks/use-zip-lookup.ts';
import {
  type AddressFormValues,
  BASE_FIELDS,
  type FormField,
  INVOICE_FIELDS,
  MAX_LENGTH,
  toFormValues,
  toRequest,
  validateAddressForm,
} from '../lib/address-form.ts';
import { NOTHING_FILLED, type ZipFilled, zipFill } from '../lib/zip-fill.ts';
import styles from './addresses.module.css';

const OPTIONAL = new Set<FormField>(['streetNumber', 'streetLetter', ...INVOICE_FIELDS]);

const AUTOCOMPLETE: Partial<Record<FormField, string>> = {
  recipient: 'name',
  streetName: 'address-line1',
  zipCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  emailInvoiceAddress: 'email',
};

export type AddressEditorProps = {
  type: AccountAddressType;
  address: StoredAddress | StoredInvoiceAddress | null;
  installation: { country: string; code: string | null };
  countries: readonly Country[];
  /** Country is read-only (the installation country) unless the shop is public. */
  countryEditable: boolean;
};

/** One address of the account: read-only with an Edit toggle; editing shows the form (SPEC.md §4, §5). */
export function AddressEditor({ type, address, installation, countries, countryEditable }: AddressEditorProps) {
  const { t, i18n } = useTranslation();
  const kind = type.toLowerCase() as 'delivery' | 'postal' | 'invoice';
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const mutation = useChangeAddress();
  const nameOf = (value: string) => {
    const code = countryCode(value);
    return countries.find((c) => c.code === code)?.name ?? countryLabel(value, i18n.language);
  };
  const zipBlocked = useRef(false);

  const resolver: Resolver<AddressFormValues> = async (values) => {
    const errors = validateAddressForm(type, values, installation.country);
    if (!errors.zipCode && zipBlocked.current && isHome(values.country)) errors.zipCode = 'invalid';
    const entries = Object.entries(errors).map(([f, key]) => [f, { type: 'validate', message: key }]);
    return entries.length === 0 ? { values, errors: {} } : { values: {}, errors: Object.fromEntries(entries) };
  };
  const form = useForm<AddressFormValues>({
    defaultValues: toFormValues(address, installation.code),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, setValue, getValues, watch, reset, setError, clearErrors, formState } = form;

  const isHome = (country: string) => installation.code !== null && country === installation.code;

  // What the last postcode lookup wrote: a street the user typed is never replaced (SPEC.md §5).
  const filled = useRef<ZipFilled>(NOTHING_FILLED);
  const zip = useZipLookup((result) => {
    zipBlocked.current = !result.valid;
    const next = zipFill(result, { city: getValues('city'), streetName: getValues('streetName') }, filled.current);
    filled.current = next.filled;
    for (const [field, value] of Object.entries(next.changes))
      setValue(field as 'city' | 'streetName', value, { shouldValidate: value !== '' && formState.isSubmitted });
    if (!result.valid) {
      setError('zipCode', { type: 'validate', message: 'invalid' });
      return;
    }
    clearErrors([
      'zipCode',
      ...(next.changes.city ? (['city'] as const) : []),
      ...(next.changes.streetName ? (['streetName'] as const) : []),
    ]);
  });

  const country = watch('country');
  const home = isHome(country);
  const streetName = watch('streetName');
  const streetLocked = home && zip.status !== 'valid' && zip.streets.length === 0 && streetName === '';

  const startEditing = () => {
    const values = toFormValues(address, installation.code);
    reset(values);
    zip.reset();
    zipBlocked.current = false;
    filled.current = NOTHING_FILLED;
    setFailure(null);
    setSaved(false);
    setEditing(true);
    if (isHome(values.country) && isCompleteZip(values.zipCode, installation.country))
      void zip.check(values.zipCode, { silent: true });
  };
  const stopEditing = () => {
    reset(toFormValues(address, installation.code));
    zip.reset();
    setEditing(false);
    setFailure(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const formRef = useRef<HTMLFormElement>(null);
  /** Focuses the first invalid field in the order the form shows them. */
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(toRequest(type, values));
      setSaved(true);
      setEditing(false);
      zip.reset();
      requestAnimationFrame(() => editButton.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        error.fieldErrors.forEach((e) => {
          const field = e.field.replace(/^addressData\./, '') as FormField;
          if (
            (BASE_FIELDS as readonly string[]).includes(field) ||
            (INVOICE_FIELDS as readonly string[]).includes(field)
          )
            setError(field, { type: 'server', message: e.message });
          else setFailure('error');
        });
        focusFirstInvalid();
      } else setFailure(errorCode(error));
    }
  }, focusFirstInvalid);

  const errorOf = (field: FormField) => fieldErrorText(t, formState.errors[field]?.message, MAX_LENGTH[field]);
  const labelOf = (field: FormField) => {
    const label = t(`addresses.fields.${field}`);
    return OPTIONAL.has(field) ? t('addresses.optional', { label }) : label;
  };
  const idOf = (field: FormField) => `${kind}-address-${field}`;

  const input = (field: FormField, extra: { hint?: string; inputMode?: 'numeric' | 'email'; type?: string } = {}) => {
    const reg = register(field);
    const zipHandlers =
      field === 'zipCode'
        ? {
            onChange: async (e: React.ChangeEvent<HTMLInputElement>) => {
              await reg.onChange(e);
              zipBlocked.current = false;
              if (home && isCompleteZip(e.target.value, installation.country)) void zip.check(e.target.value);
            },
            onBlur: async (e: React.FocusEvent<HTMLInputElement>) => {
              if (home && e.target.value.trim() !== '') await zip.check(e.target.value);
              await reg.onBlur(e);
            },
          }
        : {};
    return (
      <Field
        key={field}
        id={idOf(field)}
        label={labelOf(field)}
        hint={extra.hint}
        error={errorOf(field)}
        required={!OPTIONAL.has(field)}
        className={`${styles.field} ${styles[`area_${field}`] ?? ''}`}
      >
        {(control) => (
          <input
            className={styles.input}
            maxLength={MAX_LENGTH[field]}
            autoComplete={AUTOCOMPLETE[field] ? `section-${kind} ${AUTOCOMPLETE[field]}` : 'off'}
            inputMode={extra.inputMode}
            type={extra.type ?? 'text'}
            data-testid={`${kind}-${field}`}
            {...control}
            {...reg}
            {...zipHandlers}
          />
        )}
      </Field>
    );
  };

  const streetField = () => {
    if (!home || zip.streets.length === 0 || streetLocked) {
      return input('streetName', streetLocked ? { hint: t('addresses.zipFirst') } : {});
    }
    const options = zip.streets.includes(streetName) || streetName === '' ? zip.streets : [streetName, ...zip.streets];
    return (
      <Field
        key="streetName"
        id={idOf('streetName')}
        label={labelOf('streetName')}
        error={errorOf('streetName')}
        required
        className={`${styles.field} ${styles.area_streetName ?? ''}`}
      >
        {(control) => (
          <select
            // A new street list mounts a new select, which takes the field's value from the form.
            key={options.join('|')}
            className={styles.input}
            data-testid={`${kind}-streetName`}
            {...control}
            {...register('streetName')}
          >
            <Options values={options} />
          </select>
        )}
      </Field>
    );
  };

  const countryField = () => {
    const id = idOf('country');
    const className = `${styles.field} ${styles.area_country ?? ''}`;
    if (!countryEditable) {
      return (
        <Field key="country" id={id} label={labelOf('country')} className={className}>
          {(control) => (
            <input
              className={styles.input}
              readOnly
              aria-readonly
              value={nameOf(installation.code ?? installation.country)}
              data-testid={`${kind}-country`}
              {...control}
            />
          )}
        </Field>
      );
    }
    const reg = register('country');
    return (
      <Field key="country" id={id} label={labelOf('country')} error={errorOf('country')} required className={className}>
        {(control) => (
          <select
            className={styles.input}
            data-testid={`${kind}-country`}
            {...control}
            {...reg}
            onChange={async (e) => {
              await reg.onChange(e);
              zip.reset();
              zipBlocked.current = false;
              const zipValue = getValues('zipCode');
              if (isHome(e.target.value) && zipValue.trim() !== '') void zip.check(zipValue, { force: true });
            }}
          >
            {countries.length === 0 ? <option value={country}>{nameOf(country)}</option> : null}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  };

  const orgHint = useOrganisationNumberHint(installation.country);
  const lines = addressLines(address, nameOf, installation.country);
  const withLetter = addressFormat(country).streetLetter;
  const invoice = type === 'INVOICE' ? (address as StoredInvoiceAddress | null) : null;

  return (
    <section className={styles.block} aria-labelledby={headingId} data-testid={`address-${kind}`}>
      <div className={styles.blockHeader}>
        <h2 id={headingId} className={styles.blockTitle}>
          {t(`addresses.${kind}`)}
        </h2>
        {editing ? null : (
          <button
            type="button"
            ref={editButton}
            className={buttonClass('secondary')}
            onClick={startEditing}
            aria-label={t(address ? 'addresses.editLabel' : 'addresses.addLabel', { address: t(`addresses.${kind}`) })}
            data-testid={`edit-${kind}`}
          >
            {address ? t('addresses.edit') : t('addresses.add')}
          </button>
        )}
      </div>
      {saved && !editing ? (
        <Alert tone="success" data-testid={`${kind}-saved`}>
          {t('addresses.saved')}
        </Alert>
      ) : null}
      {editing ? (
        <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form} data-testid={`${kind}-form`}>
          {failure ? (
            <Alert tone="error" title={t('addresses.errorTitle')} data-testid={`${kind}-error`}>
              {t(`addresses.errors.${failure}`, { defaultValue: t('addresses.errors.error') })}
            </Alert>
          ) : null}
          <div className={styles.grid}>
            {input('recipient')}
            {countryField()}
            {input('zipCode', { inputMode: home ? 'numeric' : undefined })}
            {input('city')}
            {streetField()}
            {input('streetNumber', { inputMode: 'numeric' })}
            {withLetter ? input('streetLetter') : null}
          </div>
          {home && zip.status === 'checking' ? (
            <p className={styles.hint} role="status">
              {t('addresses.checkingZip')}
            </p>
          ) : null}
          {type === 'INVOICE' ? (
            <fieldset className={styles.extras}>
              <legend className={styles.legend}>{t('addresses.invoiceExtras')}</legend>
              <div className={styles.grid2}>
                {input('invoiceReference')}
                {input('emailInvoiceAddress', { type: 'email', inputMode: 'email' })}
                {input('organisationNumber', orgHint ? { hint: orgHint } : {})}
                {input('gln', { hint: t('addresses.glnHint'), inputMode: 'numeric' })}
                {input('electronicInvoiceSystemAddress')}
                {input('electronicOperator')}
              </div>
            </fieldset>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={mutation.isPending} data-testid={`save-${kind}`}>
              {mutation.isPending ? t('addresses.saving') : t('addresses.save')}
            </Button>
            <Button variant="secondary" onClick={stopEditing} data-testid={`cancel-${kind}`}>
              {t('addresses.cancel')}
            </Button>
          </div>
        </form>
      ) : lines.length > 0 ? (
        <div className={styles.view}>
          <address className={styles.lines} data-testid={`${kind}-view`}>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never reorder
              <span key={i}>{line}</span>
            ))}
          </address>
          {invoice ? (
            <dl className={styles.extrasView}>
              {INVOICE_FIELDS.filter((f) => invoice[f]).map((f) => (
                <div key={f}>
                  <dt>{t(`addresses.fields.${f}`)}</dt>
                  <dd>{invoice[f]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : (
        <p className={styles.muted} data-testid={`${kind}-view`}>
          {t('addresses.none')}
        </p>
      )}
    </section>
  );
}
