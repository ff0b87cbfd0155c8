import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema } from '@shop/contract';
import { useState } from 'react';
import { Button as AriaButton, DialogTrigger } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { UsernameField } from '../../../components/ui/account-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorCode } from '../../../lib/api-client.ts';
import { telHref } from '../../../lib/contact.ts';
import { fieldErrorText, zodMessageKeys } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { requestPasswordReset } from '../api/forgot-password.ts';
import styles from './login-page.module.css';

const ForgotSchema = z.object({ username: LoginBodySchema.shape.username });
type ForgotValues = z.infer<typeof ForgotSchema>;

type Outcome = { kind: 'sent'; email: string } | { kind: 'error'; code: string } | null;

function ForgotPasswordForm() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(ForgotSchema, zodMessageKeys), defaultValues: { username: '' } });

  const submit = handleSubmit(async ({ username }) => {
    setOutcome(null);
    try {
      const answer = await requestPasswordReset(username, window.location.host);
      setOutcome(
        answer.kind === 'sent' ? answer : { kind: 'error', code: answer.kind === 'noEmail' ? 'no_email' : 'error' },
      );
    } catch (error) {
      setOutcome({ kind: 'error', code: errorCode(error) });
    }
  });

  if (outcome?.kind === 'sent') {
    // The form (and the focused send button) is gone: focus moves to the close button, so that
    // Escape still closes the dialog and focus then returns to 'Forgot password?'.
    return (
      <>
        <Alert tone="success" data-testid="forgot-password-sent">
          <p>
            {t('forgot.sent')} <strong>{outcome.email}</strong>
          </p>
        </Alert>
        <AriaButton slot="close" autoFocus className={buttonClass('primary', true)} data-testid="forgot-password-close">
          {t('forgot.close')}
        </AriaButton>
      </>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The dialog renders in a portal; keep its submit from reaching an enclosing form.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <p>{t('forgot.intro')}</p>
      {outcome?.kind === 'error' ? (
        <Alert tone="error" data-testid="forgot-password-error">
          {outcome.code === 'no_email' ? (
            <>
              <p>{t('forgot.noEmail')}</p>
              <p>
                <a href={telHref(tenant.contact.phone)}>{tenant.contact.phone}</a>
                {' · '}
                <a href={`mailto:${tenant.contact.email}`}>{tenant.contact.email}</a>
              </p>
            </>
          ) : outcome.code === 'too_many_attempts' ? (
            <p>{t('forgot.too_many_attempts')}</p>
          ) : (
            <p>{t('errors.error')}</p>
          )}
        </Alert>
      ) : null}
      <UsernameField
        label={t('forgot.username')}
        error={fieldErrorText(t, errors.username?.message)}
        {...register('username')}
      />
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? t('forgot.sending') : t('forgot.send')}
      </Button>
    </form>
  );
}

/** 'Forgot password?' and its modal: a username and a send button. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <AriaButton className={buttonClass('link', false, styles.forgot)}>{t('login.forgot')}</AriaButton>
      <Modal title={t('forgot.title')} closeLabel={t('forgot.close')} testId="forgot-password-dialog">
        <ForgotPasswordForm />
      </Modal>
    </DialogTrigger>
  );
}
