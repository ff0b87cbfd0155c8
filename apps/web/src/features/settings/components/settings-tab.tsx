import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { invalidateCustomer, useCustomer } from '../../../stores/customer.ts';
import { useCustomerTypeStore } from '../../../stores/customer-type-store.ts';
import { changeNewsletter, saveCustomerType, useUserEmail } from '../api/settings-calls.ts';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import styles from './settings.module.css';
import { useSettingsTexts } from './use-settings-texts.ts';

type Notice = {
  tone: 'success' | 'error';
  key: 'emailChanged' | 'passwordChanged' | 'newsletterSaved' | 'customerTypeSaved' | 'error';
};

function NewsletterSetting({ onNotice }: { onNotice: (n: Notice) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const customer = useCustomer();
  const [saving, setSaving] = useState(false);
  const [value, setValue] = useState<boolean | null>(null);
  const checked = value ?? customer.data?.allowNewsletter ?? false;

  const toggle = async (next: boolean) => {
    setValue(next);
    setSaving(true);
    try {
      await changeNewsletter(next);
      onNotice({ tone: 'success', key: 'newsletterSaved' });
      void invalidateCustomer(queryClient);
    } catch {
      setValue(!next);
      onNotice({ tone: 'error', key: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="settings-newsletter-title">
      <h2 id="settings-newsletter-title">{t('settings.newsletterTitle')}</h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          disabled={saving || customer.isPending}
          onChange={(e) => void toggle(e.target.checked)}
          data-testid="settings-newsletter"
        />
        <span>{t('settings.newsletter')}</span>
      </label>
    </section>
  );
}

/** The account's customer type, saved to the account (customer/ajaxChangeCustomerType). */
function CustomerTypeSetting({ onNotice }: { onNotice: (n: Notice) => void }) {
  const { t } = useTranslation();
  const privateCustomer = useCustomerTypeStore((s) => s.privateCustomer);
  const [saving, setSaving] = useState(false);
  const setPrivateCustomer = async (next: boolean) => {
    setSaving(true);
    try {
      await saveCustomerType(next);
      onNotice({ tone: 'success', key: 'customerTypeSaved' });
    } catch {
      onNotice({ tone: 'error', key: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={styles.section}>
      <fieldset className={styles.choices} data-testid="settings-customer-type">
        <legend>{t('settings.customerType')}</legend>
        <p className={styles.muted}>{t('settings.customerTypeHint')}</p>
        <div className={styles.choiceRow}>
          {([false, true] as const).map((isPrivate) => (
            <label
              key={String(isPrivate)}
              className={styles.choice}
              data-checked={privateCustomer === isPrivate || undefined}
            >
              <input
                type="radio"
                name="settings-customer-type"
                checked={privateCustomer === isPrivate}
                disabled={saving}
                onChange={() => void setPrivateCustomer(isPrivate)}
                data-testid={isPrivate ? 'settings-customer-type-consumer' : 'settings-customer-type-business'}
              />
              <span>{isPrivate ? t('settings.consumer') : t('settings.business')}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

function SettingsContent() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const queryClient = useQueryClient();
  const email = useUserEmail();
  const [open, setOpen] = useState<'email' | 'password' | null>(null);
  const openForm = (form: 'email' | 'password') => {
    setNotice(null);
    setOpen(form);
  };
  const [notice, setNotice] = useState<Notice | null>(null);

  if (email.isPending) return <PageLoading />;
  if (email.isError || !email.data)
    return (
      <Alert tone="error">
        <p>{t('errors.error')}</p>
      </Alert>
    );
  const { email: currentEmail, temporaryPassword } = email.data;

  const saved = (key: Notice['key']) => {
    setOpen(null);
    setNotice({ tone: 'success', key });
    void queryClient.invalidateQueries({ queryKey: ['user-email'] });
    void invalidateCustomer(queryClient);
  };
  const failed = () => setNotice({ tone: 'error', key: 'error' });

  return (
    <>
      {notice ? (
        <Alert
          tone={notice.tone}
          className={styles.notice}
          data-testid={notice.tone === 'success' ? `settings-${notice.key}` : 'settings-error'}
        >
          <p>{notice.key === 'error' ? t('errors.error') : t(`settings.${notice.key}`)}</p>
        </Alert>
      ) : null}
      <section className={styles.section} aria-labelledby="settings-email-title" data-testid="settings-email">
        <h2 id="settings-email-title">{t('settings.emailTitle')}</h2>
        {open === 'email' ? (
          <EmailForm
            idPrefix="settings"
            currentEmail={currentEmail}
            temporaryPassword={temporaryPassword}
            onSaved={() => saved('emailChanged')}
            onCancel={() => setOpen(null)}
            onFailed={failed}
          />
        ) : (
          <>
            <p className={currentEmail ? undefined : styles.muted}>{currentEmail ?? t('settings.noEmail')}</p>
            <Button variant="secondary" onClick={() => openForm('email')} data-testid="settings-email-open">
              {t('settings.changeEmail')}
            </Button>
          </>
        )}
      </section>
      <section className={styles.section} aria-labelledby="settings-password-title" data-testid="settings-password">
        <h2 id="settings-password-title">{t('settings.passwordTitle')}</h2>
        {open === 'password' ? (
          <PasswordForm
            idPrefix="settings"
            onSaved={() => saved('passwordChanged')}
            onCancel={() => setOpen(null)}
            onFailed={failed}
          />
        ) : (
          <Button variant="secondary" onClick={() => openForm('password')} data-testid="settings-password-open">
            {t('settings.changePassword')}
          </Button>
        )}
      </section>
      <NewsletterSetting onNotice={setNotice} />
      {tenant.businessPrivateToggle ? <CustomerTypeSetting onNotice={setNotice} /> : null}
    </>
  );
}

/** The /account/settings tab: e-mail, password, newsletter and (with the toggle) customer type. */
export default function SettingsTab() {
  const ready = useSettingsTexts();
  return (
    <div className={styles.tab} data-testid="account-settings">
      {ready ? <SettingsContent /> : <PageLoading />}
    </div>
  );
}
