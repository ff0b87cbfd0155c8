import type { AdminSettings, AdminSettingsForm, AdminSettingsFormSchema, Language } from '@shop/contract';
import { Controller, type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ui } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './settings.module.css';
import { CheckField, LanguagesField, ListField, NumberField, Section } from './settings-fields.tsx';

type Form = UseFormReturn<AdminSettingsForm, unknown, z.output<typeof AdminSettingsFormSchema>>;

type Props = {
  form: Form;
  settings: AdminSettings;
  readOnly: boolean;
  errorOf: (errors: FieldErrors<AdminSettingsForm>, name: string) => string | undefined;
};

const PRICES = ['premiumPrice', 'freightPrice', 'administrativeFee'] as const;
const CHECKOUT_SWITCHES = [
  'businessPrivateToggle',
  'guestCheckout',
  'showCampaigns',
  'invoiceTypeChoice',
  'eInvoiceQuestion',
  'orderMessage',
] as const;
const CONTACT = [
  'companyName',
  'street',
  'zipCode',
  'city',
  'country',
  'phone',
  'email',
  'registrationNumber',
  'vatNumber',
  'hours',
] as const;
const LISTS = ['confirmationCopies', 'trackingHosts'] as const;
const URLS = ['baseUrl', 'parcelTrackingUrl', 'ecommerceCertificateUrl'] as const;

/** The sections of the settings form: the shop, prices and VAT, checkout, languages, addresses, contact. */
export function SettingsSections({ form, settings, readOnly, errorOf }: Props) {
  const { t } = useTranslation();
  const { register, control } = form;
  const errors = form.formState.errors;
  const err = (name: string) => errorOf(errors, name);
  const f = (name: string) => t(`settings.fields.${name}`);
  const languages = useWatch({ control, name: 'languages' }) as Language[];
  const languageName = (lang: Language) => t(`settings.languageNames.${lang}`);
  return (
    <div className={styles.sections}>
      <Section title={t('settings.sections.shop')}>
        <Field label={f('name')} error={err('name')} autoComplete="organization" {...register('name')} />
        <Field
          label={f('currency')}
          error={err('currency')}
          readOnly={readOnly || settings.currencyLocked}
          maxLength={3}
          {...register('currency')}
        />
        {settings.currencyLocked ? (
          <p className={`${ui.muted} ${styles.note}`}>{t('settings.currencyLocked')}</p>
        ) : null}
        <dl className={`${ui.definitions} ${styles.fixed}`}>
          <dt>{f('publicTenant')}</dt>
          <dd>{settings.publicTenant ? t('common.yes') : t('common.no')}</dd>
          <dt>{f('installationCountry')}</dt>
          <dd>{settings.installationCountry}</dd>
        </dl>
      </Section>

      <Section title={t('settings.sections.prices')}>
        <Controller
          control={control}
          name="vat"
          render={({ field }) => (
            <NumberField
              label={f('vat')}
              unit="%"
              name={field.name}
              ref={field.ref}
              value={field.value as number}
              onChange={field.onChange}
              onBlur={field.onBlur}
              readOnly={readOnly}
              hint={t('settings.hints.vat')}
              error={err('vat')}
            />
          )}
        />
        {PRICES.map((name) =>
          settings[name] === null ? (
            <p key={name} className={`${ui.muted} ${styles.note}`}>
              {f(name)}: {t('settings.noArticle')}
            </p>
          ) : (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NumberField
                  label={f(name)}
                  unit={settings.currency}
                  minor
                  name={field.name}
                  ref={field.ref}
                  value={field.value as number | null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  readOnly={readOnly}
                  hint={t('settings.hints.net')}
                  error={err(name)}
                />
              )}
            />
          ),
        )}
        <CheckField label={f('premiumDelivery')} {...register('premiumDelivery')} />
        <CheckField
          label={f('waiveAdministrativeFee')}
          hint={t('settings.hints.waiveAdministrativeFee')}
          {...register('waiveAdministrativeFee')}
        />
      </Section>

      <Section title={t('settings.sections.checkout')}>
        {CHECKOUT_SWITCHES.map((name) => (
          <CheckField key={name} label={f(name)} hint={t(`settings.hints.${name}`)} {...register(name)} />
        ))}
        <SelectField label={f('adminOrderFormType')} {...register('adminOrderFormType')}>
          <option value="STANDARD">{t('settings.orderForm.STANDARD')}</option>
          <option value="NONE">{t('settings.orderForm.NONE')}</option>
        </SelectField>
      </Section>

      <Section title={t('settings.sections.languages')}>
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <LanguagesField
              value={field.value as Language[]}
              onChange={field.onChange}
              readOnly={readOnly}
              error={err('languages')}
            />
          )}
        />
        <div>
          <SelectField label={f('defaultLanguage')} {...register('defaultLanguage')}>
            {languages.map((lang) => (
              <option key={lang} value={lang}>
                {languageName(lang)}
              </option>
            ))}
          </SelectField>
          {err('defaultLanguage') ? <span className={ui.error}>{err('defaultLanguage')}</span> : null}
        </div>
        <Controller
          control={control}
          name="forcedLanguage"
          render={({ field }) => (
            <div>
              <SelectField
                label={f('forcedLanguage')}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : e.currentTarget.value)}
                onBlur={field.onBlur}
                aria-describedby="settings-forced-hint"
              >
                <option value="">{t('settings.languages.notForced')}</option>
                {languages.map((lang) => (
                  <option key={lang} value={lang}>
                    {languageName(lang)}
                  </option>
                ))}
              </SelectField>
              <span id="settings-forced-hint" className={ui.muted}>
                {t('settings.hints.forcedLanguage')}
              </span>
              {err('forcedLanguage') ? <span className={ui.error}>{err('forcedLanguage')}</span> : null}
            </div>
          )}
        />
      </Section>

      <Section title={t('settings.sections.addresses')}>
        {LISTS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ListField
                label={f(name)}
                hint={t(`settings.hints.${name}`)}
                name={field.name}
                ref={field.ref}
                value={field.value as string[]}
                onChange={field.onChange}
                onBlur={field.onBlur}
                readOnly={readOnly}
                error={err(name)}
              />
            )}
          />
        ))}
        {URLS.map((name) => (
          <Field
            key={name}
            label={f(name)}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={err(name)}
            {...register(name)}
          />
        ))}
        <p className={`${ui.muted} ${styles.note}`}>{t('settings.hints.urls')}</p>
      </Section>

      <Section title={t('settings.sections.contact')}>
        {CONTACT.map((name) => (
          <Field
            key={name}
            label={t(`settings.contact.${name}`)}
            type={name === 'email' ? 'email' : 'text'}
            error={err(`contact.${name}`)}
            {...register(`contact.${name}`)}
          />
        ))}
      </Section>
    </div>
  );
}
