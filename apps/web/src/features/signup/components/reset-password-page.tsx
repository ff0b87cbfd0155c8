import { LIMITS, type ResetPasswordForm, ResetPasswordFormSchema } from '@shop/contract';
import { useEffect, useState } from 'react';
import type { PageProps } from '../../../app/pages.tsx';
import { PasswordField } from '../../../components/ui/account-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { accountErrorText, accountMessageKeys } from '../../../lib/account-form-messages.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { AccountCallError, postResetPassword } from '../api/account-calls.ts';
import styles from './signup.module.css';

/** How long the success notice shows before the shop goes to '/'. */
const DONE_DELAY_MS = 2500;

/** /resetPassword/{t}: a new password and its confirmation; server errors as lines of an Error alert. */
export default function ResetPasswordPage({ match }: PageProps<'resetPassword'>) {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.resetPassword'));
  const [serverErrors, setServerErrors] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useSchemaForm<ResetPasswordForm>(
    ResetPasswordFormSchema,
    accountMessageKeys,
    { password: '', password2: '' },
  );
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!done) return;
    // A full load of '/': the shop starts afresh (every session of the user has ended).
    const timer = window.setTimeout(() => window.location.assign('/'), DONE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors(null);
    try {
      await postResetPassword(match.token, values);
      setDone(true);
    } catch (error) {
      const lines =
        error instanceof AccountCallError
          ? error.errors.map(
              (e) =>
                accountErrorText(t, 'signup', e.message, { max: LIMITS.password, password: e.field === 'password' }) ??
                e.message,
            )
          : [t('errors.error')];
      setServerErrors([...new Set(lines)]);
    }
  });

  return (
    <div className={styles.page} data-testid="page-reset-password">
      <PageHeading>{t('pages.resetPassword')}</PageHeading>
      {done ? (
        <Alert tone="success" data-testid="reset-password-done">
          <p>{t('signup.reset.done')}</p>
        </Alert>
      ) : (
        <>
          <p className={styles.lead}>{t('signup.reset.intro')}</p>
          <form className={styles.card} noValidate onSubmit={onSubmit} data-testid="reset-password-form">
            {serverErrors ? (
              <Alert
                tone="error"
                title={t('signup.errorTitle')}
                className={styles.alert}
                data-testid="reset-password-error"
              >
                {serverErrors.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </Alert>
            ) : null}
            <PasswordField
              id="reset-password"
              label={t('signup.reset.password')}
              hint={t('signup.passwordHint')}
              error={accountErrorText(t, 'signup', errors.password?.message, { max: LIMITS.password, password: true })}
              {...register('password')}
            />
            <PasswordField
              label={t('signup.reset.password2')}
              error={accountErrorText(t, 'signup', errors.password2?.message, { max: LIMITS.password })}
              {...register('password2')}
            />
            <Button type="submit" block disabled={isSubmitting} data-testid="reset-password-submit">
              {isSubmitting ? t('signup.reset.submitting') : t('signup.reset.submit')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
