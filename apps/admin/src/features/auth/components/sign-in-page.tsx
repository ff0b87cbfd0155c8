import { zodResolver } from '@hookform/resolvers/zod';
import { AdminLoginBodySchema, issueKey } from '@shop/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { hasText, useTranslation } from '../../../lib/i18n.ts';
import { page } from '../../../lib/page-data.ts';
import { signIn } from '../api/session-calls.ts';
import { LanguageSwitch } from './language-switch.tsx';
import styles from './sign-in-page.module.css';

type Values = z.input<typeof AdminLoginBodySchema>;

/** The back office's sign-in on the host's shop: e-mail address and password. */
export function SignInPage() {
  const { t, lang } = useTranslation();
  const shop = page();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(AdminLoginBodySchema, { error: (issue) => issueKey(issue) }),
    defaultValues: { username: '', password: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(shop.id, values.username, values.password);
    } catch (error) {
      const code = errorCode(error);
      setFailure(hasText(lang, `errors.${code}`) ? code : 'error');
    }
  });

  return (
    <main className={styles.page} data-testid="sign-in-page">
      <div className={styles.card}>
        <p className={styles.shop}>{shop.name}</p>
        <h1 className={styles.title}>{t('signIn.title')}</h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          {failure ? <Notice tone="failure">{t(`errors.${failure}`)}</Notice> : null}
          <Field
            label={t('signIn.username')}
            type="email"
            autoComplete="username"
            error={errors.username ? t(`validation.${errors.username.message ?? 'invalid'}`) : undefined}
            {...form.register('username')}
          />
          <Field
            label={t('signIn.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password ? t(`validation.${errors.password.message ?? 'invalid'}`) : undefined}
            {...form.register('password')}
          />
          <Button type="submit" variant="primary" isDisabled={form.formState.isSubmitting}>
            {t('signIn.submit')}
          </Button>
        </form>
        <div className={styles.language}>
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}
