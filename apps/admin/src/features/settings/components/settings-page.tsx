import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminSettings,
  type AdminSettingsForm,
  AdminSettingsFormSchema,
  type AdminSettingsPatch,
  issueKey,
  SETTINGS_FIELDS,
} from '@shop/contract';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { ui } from '../../../components/ui/card.tsx';
import { Notice, Notices } from '../../../components/ui/notice.tsx';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { hasText, useTranslation } from '../../../lib/i18n.ts';
import { useMay } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSaveSettings, useSettings } from '../api/settings.ts';
import styles from './settings.module.css';
import { SettingsSections } from './settings-sections.tsx';

type Output = z.output<typeof AdminSettingsFormSchema>;

/** The form's values of stored settings: every editable field. */
export function formValues(s: AdminSettings): AdminSettingsForm {
  return Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, s[f]])) as AdminSettingsForm;
}

/** The fields whose checked value differs from the stored one (a price the shop has no article for is never sent). */
export function changedFields(values: Output, stored: AdminSettings): AdminSettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = values[field];
    if (value === null && stored[field] === null) continue;
    if (JSON.stringify(value) !== JSON.stringify(stored[field])) patch[field] = value;
  }
  return patch as AdminSettingsPatch;
}

/** The first message under a field's path (a list's errors are per line). */
export function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const own = (errors as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || key === 'message' || key === 'type') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

type Message = { tone: 'success' | 'warning' | 'failure'; text: string };

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t, lang } = useTranslation();
  const mayWrite = useMay('settings:write');
  const save = useSaveSettings();
  const [message, setMessage] = useState<Message | null>(null);
  const form = useForm<AdminSettingsForm, unknown, Output>({
    resolver: zodResolver(AdminSettingsFormSchema, { error: (issue) => issueKey(issue) }),
    defaultValues: formValues(settings),
  });

  /** The text of a message key: the area's own ones first, then the shared validation texts. */
  const text = (key: string) =>
    hasText(lang, `settings.validation.${key}`)
      ? t(`settings.validation.${key}`)
      : t(`validation.${hasText(lang, `validation.${key}`) ? key : 'invalid'}`);
  const errorOf = (errors: FieldErrors<AdminSettingsForm>, name: string) => {
    const key = firstMessage(
      name.split('.').reduce<unknown>((e, part) => (e as Record<string, unknown>)?.[part], errors),
    );
    return key ? text(key) : undefined;
  };

  const submit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      const patch = changedFields(values, settings);
      if (Object.keys(patch).length === 0) {
        setMessage({ tone: 'warning', text: t('settings.nothingChanged') });
        return;
      }
      try {
        const saved = await save.mutateAsync(patch);
        form.reset(formValues(saved));
        setMessage({ tone: 'success', text: t('settings.saved', { count: Object.keys(patch).length }) });
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors.length > 0) {
          for (const [i, f] of error.fieldErrors.entries()) {
            form.setError(f.field as keyof AdminSettingsForm, { message: f.message }, { shouldFocus: i === 0 });
          }
          setMessage({ tone: 'failure', text: t('settings.invalid') });
          return;
        }
        const code = errorCode(error);
        const key = hasText(lang, `settings.errors.${code}`)
          ? `settings.errors.${code}`
          : hasText(lang, `errors.${code}`)
            ? `errors.${code}`
            : 'errors.error';
        setMessage({ tone: 'failure', text: t(key) });
      }
    },
    () => setMessage({ tone: 'failure', text: t('settings.invalid') }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.title')} data-testid="settings-form">
      <Notices>{message ? <Notice tone={message.tone}>{message.text}</Notice> : null}</Notices>
      {mayWrite ? null : <p className={ui.muted}>{t('settings.readOnly')}</p>}
      <fieldset className={styles.fieldset} disabled={!mayWrite}>
        <legend className="visually-hidden">{t('settings.title')}</legend>
        <SettingsSections form={form} settings={settings} readOnly={!mayWrite} errorOf={errorOf} />
      </fieldset>
      {mayWrite ? (
        <div className={styles.footer}>
          <Button type="submit" variant="primary" isDisabled={form.formState.isSubmitting}>
            {t('settings.save')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!form.formState.isDirty || form.formState.isSubmitting}
            onPress={() => {
              form.reset(formValues(settings));
              setMessage(null);
            }}
          >
            {t('settings.discard')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/** `/settings`: the shop's settings, grouped; an ORDER_HANDLER reads them, an ADMIN changes them. */
export function SettingsPage() {
  const { t, lang } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const query = useSettings();
  return (
    <div className={styles.page} data-testid="settings-page">
      <div className={ui.pageHead}>
        <h1 className={ui.pageTitle}>{t('settings.title')}</h1>
      </div>
      {query.isPending ? <p className={ui.muted}>{t('common.loading')}</p> : null}
      {query.isError ? (
        <Notices>
          <Notice tone="failure">
            {t(hasText(lang, `errors.${errorCode(query.error)}`) ? `errors.${errorCode(query.error)}` : 'errors.error')}
          </Notice>
        </Notices>
      ) : null}
      {query.data ? <SettingsForm key={query.data.id} settings={query.data} /> : null}
    </div>
  );
}
